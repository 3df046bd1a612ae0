import type { AppContext } from '../src/app-context';
import { type Caller, type Measurement, measure, type TimingOptions } from './measure';
import { benchCorrespondents } from './message-correspondents';
import { measureMessageStreams } from './message-streams';
import { seedMessageHistory } from './messages-seed';
import type { ProcessMemory } from './process-memory';

/** `BENCH_CENTRE_MESSAGES` a centre in threads of `BENCH_THREAD_MESSAGES`: 10 million at 10,000 centres. */
const history = {
  messagesPerCentre: Number(process.env.BENCH_CENTRE_MESSAGES ?? 1000),
  messagesPerThread: Number(process.env.BENCH_THREAD_MESSAGES ?? 5),
};
/** `BENCH_STREAMS`: live streams open at once on the API process (issue 43 asks 5,000). */
const streams = Number(process.env.BENCH_STREAMS ?? 5000);
/** `BENCH_MESSAGES_READS`: calls each read and each reply is timed over. */
const reads = Number(process.env.BENCH_MESSAGES_READS ?? 500);
/** Untimed calls before each timed row (their own centres and parents). */
const warmup = 20;
/** Broadcasts timed one by one, each to every family of another centre, after two untimed ones. */
const broadcasts = 10;

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

/**
 * Issue 43's messages at scale (decision 112), over HTTP against the API process: a year of
 * messages (`seedMessageHistory`), then a centre's inbox and a parent's inbox (first page, each
 * call another centre or parent), a search of a centre's inbox that matches nothing (every message
 * of the centre read), answers from either side, `BENCH_STREAMS` live streams with the API
 * process's memory and the time a message takes to reach them, and broadcasts to a centre's
 * every family, each call timed.
 */
export async function measureMessages(
  http: Caller,
  origin: string,
  ctx: AppContext,
  memory: () => Promise<ProcessMemory>,
): Promise<{ results: Measurement[]; notes: string[] }> {
  const seedStarted = performance.now();
  const seeded = await seedMessageHistory(ctx, history);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const people = await benchCorrespondents(ctx, Math.max(streams, reads + warmup), reads + warmup);
  const centre = (index: number) =>
    people.centres[index % people.centres.length] as (typeof people.centres)[0];
  const parent = (index: number) =>
    people.parents[index % people.parents.length] as (typeof people.parents)[0];
  const calls = (concurrency: number): TimingOptions & { status?: number } => ({
    requests: reads,
    warmup,
    concurrency,
  });
  const centreInbox = (concurrency: number) =>
    measure(
      http,
      `GET /api/v2/center/messages: first page of a centre's inbox, another centre each call, ${concurrency} at a time`,
      (index) => ({
        method: 'GET',
        url: '/api/v2/center/messages',
        headers: json(centre(index).teacherToken),
      }),
      calls(concurrency),
    );
  const parentInbox = (concurrency: number) =>
    measure(
      http,
      `GET /api/v2/parent/messages: a parent's inbox, another parent each call, ${concurrency} at a time`,
      (index) => ({ method: 'GET', url: '/api/v2/parent/messages', headers: json(parent(index).token) }),
      calls(concurrency),
    );
  const results = [
    await centreInbox(1),
    await centreInbox(8),
    await parentInbox(1),
    await parentInbox(8),
    await measure(
      http,
      "GET /api/v2/center/messages?search=: a word in none of the centre's messages, 1 at a time",
      (index) => ({
        method: 'GET',
        url: '/api/v2/center/messages?search=tadika',
        headers: json(centre(index).teacherToken),
      }),
      calls(1),
    ),
  ];

  const live = await measureMessageStreams(http, origin, memory, people, streams);
  results.push(...live.results);

  const answer = (side: 'center' | 'parent', concurrency: number) =>
    measure(
      http,
      `POST /api/v2/${side}/messages/:threadId/replies: ${side === 'center' ? "a teacher's" : "a parent's"} answer, ${concurrency} at a time`,
      (index) => {
        const [token, threadId] =
          side === 'center'
            ? [centre(index).teacherToken, centre(index).threadId]
            : [parent(index).token, parent(index).threadId];
        return {
          method: 'POST',
          url: `/api/v2/${side}/messages/${threadId}/replies`,
          headers: json(token),
          payload: JSON.stringify({ body: `Noted, thank you (${index}).` }),
        };
      },
      { ...calls(concurrency), status: 201 },
    );
  results.push(await answer('center', 1), await answer('parent', 1), await answer('center', 8));

  const broadcast = await timeBroadcasts(http, people.centres.slice(-(broadcasts + 2)));
  return {
    results,
    notes: [
      `message history: ${seeded.messages.toLocaleString('en')} messages in ${seeded.threads.toLocaleString('en')} threads between ${seeded.families.toLocaleString('en')} families and ${seeded.centres.toLocaleString('en')} centres, seeded in ${seedSeconds.toFixed(1)} s`,
      ...live.notes,
      broadcast,
    ],
  };
}

/** Broadcasts to every family of each centre, by its head of centre, one at a time: each call's time. */
async function timeBroadcasts(http: Caller, centres: { headToken: string }[]) {
  const times: number[] = [];
  let families = 0;
  for (const [index, { headToken }] of centres.entries()) {
    const started = performance.now();
    const response = await http.inject({
      method: 'POST',
      url: '/api/v2/center/messages',
      headers: json(headToken),
      payload: JSON.stringify({
        to: { kind: 'CENTRE' },
        subject: 'Centre closed on Friday',
        body: 'The centre is closed on Friday for staff training. Pick-up on Thursday is at 18:00 as usual.',
      }),
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 201)
      throw new Error(`broadcast: HTTP ${response.statusCode} ${response.body}`);
    // The first two warm the route.
    if (index < 2) continue;
    times.push(ms);
    families = (JSON.parse(response.body) as { data: { threadIds: string[] } }).data.threadIds.length;
  }
  return `broadcast to every family of a centre (${families} families, one thread each), ${times.length} centres one at a time: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms (slowest ${Math.max(...times).toFixed(0)} ms)`;
}
