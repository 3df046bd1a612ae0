import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { AppContext } from '../src/app-context';
import { children, families, familyMembers, parents, pushSubscriptions } from '../src/db/schema/index';
import { startSmtpSink } from '../test/smtp-sink';
import { type Caller, type Measurement, measure } from './measure';

/** What the photo check-ins send: the children, each centre's teacher token, one multipart body. */
export type CheckInSetUp = {
  kids: { id: string; centreId: string }[];
  tokens: Map<string, string>;
  /** Each centre's teacher (the one `tokens` signs in). */
  teacherOf: Map<string, string>;
  /** The form as the teacher's page sends it, each time with a `clientId` of its own (decision 083). */
  body(): CheckInForm;
  /** The JPEG in the body, for the photo pipeline's own timing. */
  photo: Buffer;
  /** The thumbnail in the body, drawn as the teacher's phone draws it. */
  thumbnail: Buffer;
  /** The same form with the photo alone (a client that sends no thumbnail: the job makes it). */
  photoOnlyBody(): CheckInForm;
};

/** A check-in form's headers and body, in pieces sent one after another (`createHttpCaller`). */
export type CheckInForm = { headers: Record<string, string>; payload: Buffer[] };

/** The `clientId` a form is built with; each request gets a fresh one written over it. */
export const clientIdPlaceholder = '00000000-0000-4000-8000-000000000000';

/**
 * The form with a new `clientId` each time, as every check-in the page sends has: the body up to
 * the id is copied (its text fields, under a kilobyte), the photos after it are shared uncopied.
 */
export function withFreshClientId(form: {
  headers: Record<string, string>;
  payload: Buffer;
}): () => CheckInForm {
  const at = form.payload.indexOf(clientIdPlaceholder);
  if (at === -1) throw new Error('the check-in form has no clientId to replace');
  const end = at + clientIdPlaceholder.length;
  const head = form.payload.subarray(0, end);
  const photos = form.payload.subarray(end);
  return () => {
    const fields = Buffer.from(head);
    fields.write(randomUUID(), at, 'latin1');
    return { headers: form.headers, payload: [fields, photos] };
  };
}

/** A check-in form as an HTTP request's headers and payload, signed in as the centre's teacher. */
export function checkInRequestBody(form: CheckInForm, token: string | undefined) {
  return { headers: { authorization: `Bearer ${token}`, ...form.headers }, payload: form.payload };
}

/**
 * Where notifications go in the bench: an SMTP sink and a push service on the loopback that
 * accept and count (no decryption: the bench measures the sender, not the receiver).
 */
export async function startNotificationSinks() {
  let pushes = 0;
  const smtp = await startSmtpSink();
  const push = createServer((request, response) => {
    request.on('data', () => {});
    request.on('end', () => {
      pushes += 1;
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => push.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: smtp.url,
    pushOrigin: `http://127.0.0.1:${(push.address() as AddressInfo).port}`,
    delivered: () => ({ mails: smtp.received.length, pushes }),
    async close() {
      await smtp.close();
      await new Promise<void>((resolve) => push.close(() => resolve()));
    },
  };
}

type Sinks = Awaited<ReturnType<typeof startNotificationSinks>>;

/** Gives each child a family with one parent: e-mail and one push device when `notified`, neither when not. */
async function giveParents(
  ctx: AppContext,
  kids: CheckInSetUp['kids'],
  notified: boolean,
  pushOrigin: string,
) {
  const p256dh = createECDH('prime256v1').generateKeys().toString('base64url');
  for (const [index, kid] of kids.entries()) {
    const tag = `${notified ? 'on' : 'off'}-${index}`;
    const [family] = await ctx.db
      .insert(families)
      .values({ namedAfter: `Bench ${tag}` })
      .returning();
    const [parent] = await ctx.db
      .insert(parents)
      .values({
        email: `bench-${tag}-${kid.id}@bench.test`,
        emailVerifiedAt: new Date(),
        checkInEmails: notified,
      })
      .returning();
    if (!family || !parent) throw new Error('bench family not created');
    await ctx.db
      .insert(familyMembers)
      .values({ familyId: family.id, parentId: parent.id, relation: 'mother' });
    await ctx.db.update(children).set({ familyId: family.id }).where(eq(children.id, kid.id));
    if (notified) {
      await ctx.db.insert(pushSubscriptions).values({
        parentId: parent.id,
        endpoint: `${pushOrigin}/push/${tag}-${kid.id}`,
        p256dh,
        auth: randomBytes(16).toString('base64url'),
      });
    }
  }
}

/** Waits until nothing is left in the queue (every job of a round ran), at most two minutes. */
async function queueDrained(ctx: AppContext, done: () => boolean = () => true) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (done() && (await ctx.jobs.health()).oldestWaitingSeconds === null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const settled = performance.now();
  // Jobs taken but not finished do not show as waiting: give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return settled;
}

/** Requests over `seconds` of several runs, as one figure. */
function combined(name: string, runs: Measurement[]): Measurement {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const seconds = runs.reduce((sum, run) => sum + run.requests / run.perSecond, 0);
  const middle = (pick: (run: Measurement) => number) =>
    runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? 0;
  return {
    name,
    requests,
    perSecond: requests / seconds,
    p50: middle((run) => run.p50),
    p95: middle((run) => run.p95),
  };
}

/**
 * Check-ins per second with notifications off (the children's parents have no channel on: the
 * job runs and sends nothing) and on (one e-mail over SMTP and one Web Push per check-in), the job
 * queue running in both, 8 at a time. Rounds alternate off, on, off, on, each starting on an empty
 * queue, so neither side gets the warmer machine; the 'on' rounds also time until every message
 * arrived.
 */
export async function measureCheckInNotifications(
  http: Caller,
  ctx: AppContext,
  setUp: CheckInSetUp,
  sinks: Sinks,
): Promise<{ rows: Measurement[]; notes: string[] }> {
  const count = Number(process.env.BENCH_NOTIFY_CHECKINS ?? 200);
  const rounds = 2;
  const perRound = Math.floor(count / rounds);
  const warmup = 8;
  const off = setUp.kids.slice(-2 * count, -count);
  const on = setUp.kids.slice(-count);
  await giveParents(ctx, off, false, sinks.pushOrigin);
  await giveParents(ctx, on, true, sinks.pushOrigin);
  await ctx.jobs.start({
    info: () => {},
    warn: () => {},
    error: (details, message) => console.error(message, details),
  });

  const request =
    (kids: CheckInSetUp['kids']) =>
    (index: number): InjectOptions => {
      const kid = kids[index] as { id: string; centreId: string };
      return {
        method: 'POST',
        url: `/api/v2/center/students/${kid.id}/check-in`,
        ...checkInRequestBody(setUp.body(), setUp.tokens.get(kid.centreId)),
      };
    };
  const timing = { requests: perRound - warmup, concurrency: 8, warmup, status: 201 };
  const offRuns: Measurement[] = [];
  const onRuns: Measurement[] = [];
  const deliveries: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const slice = (kids: CheckInSetUp['kids']) => kids.slice(round * perRound, (round + 1) * perRound);
    offRuns.push(await measure(http, 'off', request(slice(off)), timing));
    await queueDrained(ctx);
    const before = sinks.delivered();
    const started = performance.now();
    onRuns.push(await measure(http, 'on', request(slice(on)), timing));
    const answered = performance.now();
    const settled = await queueDrained(ctx, () => {
      const now = sinks.delivered();
      return now.mails - before.mails >= perRound && now.pushes - before.pushes >= perRound;
    });
    const now = sinks.delivered();
    deliveries.push(
      `${now.mails - before.mails} e-mails and ${now.pushes - before.pushes} pushes for ${perRound} check-ins, the last ${((settled - answered) / 1000).toFixed(1)} s after the last answer (${((settled - started) / 1000).toFixed(1)} s after the first check-in)`,
    );
  }
  const offRun = combined(`check-ins, notifications off (queue running; ${rounds} rounds)`, offRuns);
  const onRun = combined(`check-ins, notifications on (1 e-mail + 1 push each; ${rounds} rounds)`, onRuns);
  return {
    rows: [offRun, onRun],
    notes: [
      `Notifications: on/off = ${(onRun.perSecond / offRun.perSecond).toFixed(2)} of the check-ins per second (rounds off ${offRuns.map((run) => run.perSecond.toFixed(1)).join(', ')}; on ${onRuns.map((run) => run.perSecond.toFixed(1)).join(', ')}); delivered: ${deliveries.join('; ')}.`,
    ],
  };
}
