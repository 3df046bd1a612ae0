import { messageText } from '@cic/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addCentre, addChild, klInstant } from '../../../test/centre-day-fixture';
import { keepQueuedJobs } from '../../../test/queued-jobs';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';
import {
  auditLog,
  families,
  familyMembers,
  messageReads,
  messages,
  messageThreads,
} from '../../db/schema/index';
import { messageRetentionHandler } from './jobs';

describe('message retention (issue 43, decision 114)', () => {
  const now = klInstant('2026-12-01', '03:45');
  let t: TestApp;
  let admin: { token: string };
  let parent: { token: string; id: string };
  let childId: string;
  let yearsAgo: string;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    // The parents' messages queue notices; this file is about deleting them.
    keepQueuedJobs(t.ctx);
    admin = await signInAs(t.ctx, 'admin', { modules: ['SETTINGS'] });
    parent = await signInAs(t.ctx, 'parent');
    const centre = await addCentre(t.ctx, 'CIC Bangsar');
    const [family] = await t.ctx.db.insert(families).values({ namedAfter: 'Rahman' }).returning();
    await t.ctx.db
      .insert(familyMembers)
      .values({ familyId: family?.id ?? '', parentId: parent.id, relation: 'mother' });
    childId = (await addChild(t.ctx, centre.id, 'Nur Aisyah', { familyId: family?.id })).id;
  });
  afterAll(() => t.close());

  const retention = (method: 'GET' | 'PUT', payload?: object, token = admin.token) =>
    t.app.inject({
      method,
      url: '/api/v2/admin/message-retention',
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  /** A thread the parent wrote, its last message `lastMessageAt`. */
  async function threadLastWrittenAt(subject: string, lastMessageAt: Date) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/parent/messages',
      headers: bearer(parent.token),
      payload: { childId, subject, body: 'Hello' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const id: string = response.json().data.id;
    await t.ctx.db.update(messageThreads).set({ lastMessageAt }).where(eq(messageThreads.id, id));
    return id;
  }

  it('keeps every conversation until head office sets the months', async () => {
    const response = await retention('GET');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ months: null });
    yearsAgo = await threadLastWrittenAt('Years ago', klInstant('2020-01-01', '10:00'));
    expect(await messageRetentionHandler(t.ctx)()).toEqual({ threads: 0 });
    expect(await t.ctx.db.select().from(messageThreads).where(eq(messageThreads.id, yearsAgo))).toHaveLength(
      1,
    );
  });

  it('refuses months outside 1 to 120, or not whole, in the envelope', async () => {
    const refusal = {
      code: 'VALIDATION_FAILED',
      message: messageText('conversations.retentionMonths', 'en'),
      field: 'months',
    };
    for (const months of [0, 121, 1.5, 'twelve', -3]) {
      expectRefusal(await retention('PUT', { months }), 400, refusal);
    }
    expectRefusal(await retention('PUT', {}), 400, refusal);
    expect((await retention('GET')).json().data).toEqual({ months: null });
  });

  it('deletes the conversations whose last message is older than the months, with their messages and read marks', async () => {
    const saved = await retention('PUT', { months: 12 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ data: { months: 12 }, message: 'Message retention updated' });
    expect((await retention('GET')).json().data).toEqual({ months: 12 });
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'message-retention.update'));
    expect(audit.map((row) => row.details)).toEqual([{ from: null, to: 12 }]);

    const expired = await threadLastWrittenAt('Thirteen months ago', klInstant('2025-11-01', '10:00'));
    const lastDay = await threadLastWrittenAt('Just under a year', klInstant('2025-12-02', '10:00'));
    const recent = await threadLastWrittenAt('Last week', klInstant('2026-11-24', '10:00'));

    expect(await messageRetentionHandler(t.ctx)()).toEqual({ threads: 2 });

    const left = (await t.ctx.db.select({ id: messageThreads.id }).from(messageThreads)).map((row) => row.id);
    expect(left.sort()).toEqual([lastDay, recent].sort());
    const gone = [yearsAgo, expired];
    expect(await t.ctx.db.select().from(messages).where(inArray(messages.threadId, gone))).toEqual([]);
    expect(await t.ctx.db.select().from(messageReads).where(inArray(messageReads.threadId, gone))).toEqual(
      [],
    );
    expect(await t.ctx.db.select().from(messages).where(eq(messages.threadId, recent))).toHaveLength(1);
  });

  it('turns deletion off again with null', async () => {
    const response = await retention('PUT', { months: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ months: null });
    await threadLastWrittenAt('Long ago', klInstant('2019-06-01', '10:00'));
    expect(await messageRetentionHandler(t.ctx)()).toEqual({ threads: 0 });
  });

  it('answers 403 to an admin without the Settings module', async () => {
    const other = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });
    expect((await retention('PUT', { months: 6 }, other.token)).statusCode).toBe(403);
  });
});
