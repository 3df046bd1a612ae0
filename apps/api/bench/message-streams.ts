import type { Caller, Measurement } from './measure';
import type { BenchCorrespondents } from './message-correspondents';
import { type MessageStreamClient, openMessageStream } from './message-stream-client';
import type { ProcessMemory } from './process-memory';
import { timeCalls } from './time-calls';

/** Streams opened at once while the rest wait: a crowd of phones reconnecting, not all in one instant. */
const opening = 50;
/** Messages sent one after another while every stream is open, each timed to its arrival. */
const arrivals = 20;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * `count` live streams open on the API at once (issue 43: 5,000 on one process): one in 25 a
 * centre's shared inbox (the tablet at the door), the rest parents' phones, each of another
 * family. The API process's memory (after a full collection) before they open, with them open and
 * after they close; then, with every stream open, messages sent one at a time and timed until
 * their event reaches the stream that should hear it: a teacher's answer at the family's parent,
 * the parent's answer at the centre's inbox.
 */
export async function measureMessageStreams(
  http: Caller,
  origin: string,
  memory: () => Promise<ProcessMemory>,
  people: BenchCorrespondents,
  count: number,
): Promise<{ results: Measurement[]; notes: string[] }> {
  const centres = people.centres.slice(0, Math.ceil(count / 25));
  const parents = people.parents.slice(0, count - centres.length);
  const before = await memory();
  const streams: MessageStreamClient[] = [];
  const targets = [
    ...centres.map((centre) => ({ path: '/api/v2/center/messages/stream', token: centre.teacherToken })),
    ...parents.map((parent) => ({ path: '/api/v2/parent/messages/stream', token: parent.token })),
  ];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: opening }, async () => {
      while (next < targets.length) {
        const target = targets[next] as (typeof targets)[number];
        next += 1;
        const stream = openMessageStream(origin, target.path, target.token);
        streams.push(stream);
        await stream.ready;
      }
    }),
  );
  const openSeconds = (performance.now() - started) / 1000;
  const centreStreams = new Map(centres.map((centre, index) => [centre.centreId, streams[index]]));
  const parentStreams = streams.slice(centres.length);
  const open = await memory();

  const sent = async (token: string, threadId: string, side: 'center' | 'parent', body: string) => {
    const response = await http.inject({
      method: 'POST',
      url: `/api/v2/${side}/messages/${threadId}/replies`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ body }),
    });
    if (response.statusCode !== 201) throw new Error(`reply: HTTP ${response.statusCode} ${response.body}`);
  };
  // The first parents' centres are the centres with streams (see `benchCorrespondents`).
  const pairs = parents
    .flatMap((parent, index) => {
      const [stream, centre] = [parentStreams[index], centreStreams.get(parent.centreId)];
      return stream && centre ? [{ parent, stream, centre }] : [];
    })
    .slice(0, arrivals);
  const teacherOf = new Map(people.centres.map((centre) => [centre.centreId, centre.teacherToken]));
  const atParent = await timeCalls(
    `a teacher's answer reaching the parent's stream (${count.toLocaleString('en')} streams open, 1 at a time)`,
    async (index) => {
      const { parent, stream, centre } = pairs[index % pairs.length] as (typeof pairs)[number];
      const heard = Promise.all([stream.messageIn(parent.threadId), centre.messageIn(parent.threadId)]);
      await sent(teacherOf.get(parent.centreId) ?? '', parent.threadId, 'center', `Arrival check ${index}`);
      await heard;
    },
    { requests: pairs.length, warmup: 0, concurrency: 1 },
  );
  const atCentre = await timeCalls(
    `a parent's answer reaching the centre's stream (${count.toLocaleString('en')} streams open, 1 at a time)`,
    async (index) => {
      const { parent, centre } = pairs[index % pairs.length] as (typeof pairs)[number];
      const heard = centre.messageIn(parent.threadId);
      await sent(parent.token, parent.threadId, 'parent', `Arrival check ${index}`);
      await heard;
    },
    { requests: pairs.length, warmup: 0, concurrency: 1 },
  );
  for (const stream of streams) stream.close();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const closed = await memory();

  const each = (field: keyof ProcessMemory) => kib((open[field] - before[field]) / streams.length);
  return {
    results: [atParent, atCentre],
    notes: [
      `live streams: ${streams.length.toLocaleString('en')} open on one API process (${centres.length} centres' inboxes, ${parentStreams.length.toLocaleString('en')} parents), every one at \`ready\` after ${openSeconds.toFixed(1)} s (${opening} opening at a time)`,
      `API process memory after a full collection, before / with the streams open / after they closed: RSS ${mib(before.rss)} / ${mib(open.rss)} / ${mib(closed.rss)}, heap used ${mib(before.heapUsed)} / ${mib(open.heapUsed)} / ${mib(closed.heapUsed)}, external ${mib(before.external)} / ${mib(open.external)} / ${mib(closed.external)}`,
      `a stream costs the API process ${each('rss')} of RSS, ${each('heapUsed')} of heap used, ${each('external')} external (its session cached and its socket included)`,
    ],
  };
}
