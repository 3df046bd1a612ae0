import { createECDH, randomBytes } from 'node:crypto';
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
  body: { headers: Record<string, string>; payload: Buffer };
};

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
      .values({ name: `Bench ${tag}` })
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

/**
 * Check-ins per second with notifications off (the children's parents have no channel on: the
 * job runs and sends nothing) and on (one e-mail over SMTP and one Web Push per check-in), the job
 * queue running in both, 8 at a time; then how long until every message of the 'on' run arrived.
 */
export async function measureCheckInNotifications(
  http: Caller,
  ctx: AppContext,
  setUp: CheckInSetUp,
  sinks: Sinks,
): Promise<{ rows: Measurement[]; notes: string[] }> {
  const count = Number(process.env.BENCH_NOTIFY_CHECKINS ?? 200);
  const warmup = 16;
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
        headers: { authorization: `Bearer ${setUp.tokens.get(kid.centreId)}`, ...setUp.body.headers },
        payload: setUp.body.payload,
      };
    };
  const timing = { requests: count - warmup, concurrency: 8, warmup, status: 201 };
  const offRun = await measure(http, 'check-ins, notifications off (queue running)', request(off), timing);
  const started = performance.now();
  const onRun = await measure(
    http,
    'check-ins, notifications on (1 e-mail + 1 push each)',
    request(on),
    timing,
  );
  const answered = performance.now();
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { mails, pushes } = sinks.delivered();
    if (mails >= count && pushes >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const drained = performance.now();
  const { mails, pushes } = sinks.delivered();
  return {
    rows: [offRun, onRun],
    notes: [
      `Notifications: on/off = ${(onRun.perSecond / offRun.perSecond).toFixed(2)} check-ins per second; ${mails} e-mails and ${pushes} pushes of ${count} check-ins delivered ${((drained - answered) / 1000).toFixed(1)} s after the last answer (${((drained - started) / 1000).toFixed(1)} s after the first check-in).`,
    ],
  };
}
