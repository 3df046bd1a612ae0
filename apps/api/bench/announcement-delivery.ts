import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import {
  adminModules,
  adminPermissions,
  admins,
  announcementRecipients,
  announcements,
} from '../src/db/schema/index';
import { giveEveryChildAParent } from './families-of-children';
import type { Caller } from './measure';

type Sinks = { delivered(): { mails: number; pushes: number } };

/** How long the whole delivery may take before the bench gives up waiting (the issue asks 5 minutes). */
const deliveryLimitMs = 15 * 60 * 1000;

async function announcer(ctx: AppContext) {
  const [admin] = await ctx.db
    .insert(admins)
    .values({ email: 'bench-announcer@bench.test', passwordHash: 'not-used' })
    .returning();
  const [module] = await ctx.db.select().from(adminModules).where(eq(adminModules.key, 'ANNOUNCEMENT'));
  if (!admin || !module) throw new Error('bench announcer not created');
  await ctx.db.insert(adminPermissions).values({ adminId: admin.id, moduleId: module.id, sortOrder: 1 });
  return (await ctx.sessions.issue({ subjectType: 'admin', adminId: admin.id })).token;
}

/**
 * An announcement to every centre (issue 30): from the publishing call, the time until every
 * batch is queued (its parents listed, `delivery_queued_at` set) and until the SMTP sink has
 * received one e-mail per parent. The job queue runs in every API process, as in production.
 */
export async function measureAnnouncementDelivery(
  http: Caller,
  ctx: AppContext,
  sinks: Sinks,
): Promise<{ notes: string[] }> {
  await giveEveryChildAParent(ctx);
  const headers = { authorization: `Bearer ${await announcer(ctx)}`, 'content-type': 'application/json' };
  await ctx.jobs.start({
    info: () => {},
    warn: () => {},
    error: (details, message) => console.error(message, details),
  });
  const created = await http.inject({
    method: 'POST',
    url: '/api/v2/admin/announcements',
    headers,
    payload: JSON.stringify({
      title: 'Bench: centres closed on Friday',
      body: 'Every centre is closed on Friday for staff training.',
      audience: 'ALL_CENTRES',
    }),
  });
  if (created.statusCode !== 201) throw new Error(`announcement: HTTP ${created.statusCode} ${created.body}`);
  const { id } = (JSON.parse(created.body) as { data: { id: string } }).data;
  const mailsBefore = sinks.delivered().mails;

  const started = performance.now();
  const published = await http.inject({
    method: 'POST',
    url: `/api/v2/admin/announcements/${id}/publish`,
    headers,
    payload: '{}',
  });
  if (published.statusCode !== 200)
    throw new Error(`publish: HTTP ${published.statusCode} ${published.body}`);
  const answeredMs = performance.now() - started;

  const queuedAt = async () =>
    (
      await ctx.db
        .select({ at: announcements.deliveryQueuedAt })
        .from(announcements)
        .where(eq(announcements.id, id))
    )[0]?.at ?? null;
  while ((await queuedAt()) === null) {
    if (performance.now() - started > deliveryLimitMs) throw new Error('the announcement was never queued');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const queuedSeconds = (performance.now() - started) / 1000;
  const [reached] = await ctx.db
    .select({
      parents: sql<number>`count(*)::int`,
      batches: sql<number>`count(distinct ${announcementRecipients.batch})::int`,
    })
    .from(announcementRecipients)
    .where(eq(announcementRecipients.announcementId, id));
  const parents = reached?.parents ?? 0;

  while (sinks.delivered().mails - mailsBefore < parents) {
    if (performance.now() - started > deliveryLimitMs) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const deliveredSeconds = (performance.now() - started) / 1000;
  const mails = sinks.delivered().mails - mailsBefore;
  return {
    notes: [
      `announcement to every centre: ${parents.toLocaleString('en')} parents in ${reached?.batches ?? 0} batches; ` +
        `publish answered in ${answeredMs.toFixed(0)} ms, every batch queued after ${queuedSeconds.toFixed(1)} s, ` +
        `${mails.toLocaleString('en')} e-mails in the SMTP sink after ${deliveredSeconds.toFixed(1)} s` +
        (mails < parents ? ` (gave up waiting: ${parents - mails} missing)` : ''),
    ],
  };
}
