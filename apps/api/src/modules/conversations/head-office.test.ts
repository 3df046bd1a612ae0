import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { dataOf } from '../../../test/call-api';
import { addCentre, addChild, klInstant } from '../../../test/centre-day-fixture';
import { addFamily } from '../../../test/family-fixture';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';
import { tickingClock } from '../../../test/ticking-clock';
import { auditLog } from '../../db/schema/index';

type Caller = { token: string; id: string };

describe("head office's inbox and audited reading of every thread (decision 116)", () => {
  let t: TestApp;
  let bangsar: { id: string };
  let mother: Caller;
  let neighbour: Caller;
  let teacher: Caller;
  let head: Caller;
  let office: Caller;
  let otherAdmin: Caller;
  let aisyahId: string;
  let officeThreadId: string;
  let centreThreadId: string;

  beforeAll(async () => {
    t = await buildTestApp({ clock: tickingClock(klInstant('2026-03-11', '10:00')) });
    bangsar = await addCentre(t.ctx, 'CIC Bangsar');
    mother = await signInAs(t.ctx, 'parent');
    neighbour = await signInAs(t.ctx, 'parent');
    teacher = await signInAs(t.ctx, 'teacher', { centreId: bangsar.id });
    head = await signInAs(t.ctx, 'super manager', { centreId: bangsar.id });
    office = await signInAs(t.ctx, 'admin', { modules: ['MESSAGES'], email: 'siti.office@cic.example' });
    otherAdmin = await signInAs(t.ctx, 'admin', { modules: ['ANNOUNCEMENT'] });
    const family = await addFamily(t.ctx, 'Rahman', [mother.id]);
    await addFamily(t.ctx, 'Tan', [neighbour.id]);
    aisyahId = (await addChild(t.ctx, bangsar.id, 'Nur Aisyah', { familyId: family })).id;
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v2${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const data = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    dataOf(t.app, token, method, url, payload);
  const readings = (threadId: string) =>
    t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message-thread.read'), eq(auditLog.entityId, threadId)));

  it("lets a parent write to head office about their child; it is head office's, not the centre's", async () => {
    const started = await data('POST', '/parent/messages', mother.token, {
      to: 'HEAD_OFFICE',
      childId: aisyahId,
      subject: 'Fees question',
      body: 'Can I pay the term fees in two parts?',
    });
    officeThreadId = started.id;
    expect(started).toMatchObject({
      inbox: 'HEAD_OFFICE',
      centre: { id: bangsar.id },
      child: { id: aisyahId },
    });
    centreThreadId = (
      await data('POST', '/parent/messages', mother.token, {
        childId: aisyahId,
        subject: 'Nap time',
        body: 'She slept badly.',
      })
    ).id;

    const officeInbox = await data('GET', '/admin/messages', office.token);
    expect(officeInbox.threads.map((thread: { id: string }) => thread.id)).toEqual([officeThreadId]);
    expect(officeInbox.unreadThreads).toBe(1);
    const centreInbox = await data('GET', '/center/messages', head.token);
    expect(centreInbox.threads.map((thread: { id: string }) => thread.id)).toEqual([centreThreadId]);

    // Neither a teacher nor the head of centre reaches it, nor answers or archives it.
    for (const staff of [teacher, head]) {
      for (const [method, url, payload] of [
        ['GET', `/center/messages/${officeThreadId}`, undefined],
        ['POST', `/center/messages/${officeThreadId}/replies`, { body: 'Hello' }],
        ['PUT', `/center/messages/${officeThreadId}/archive`, { archived: true }],
      ] as const) {
        expectRefusal(await send(method, url, staff.token, payload), 404, {
          code: 'NOT_FOUND',
          message: 'This conversation was not found.',
        });
      }
    }
  });

  it('lets head office read and answer as the admin with Head office, and the parent read the answer', async () => {
    const opened = await data('GET', `/admin/messages/${officeThreadId}`, office.token);
    expect(opened).toMatchObject({
      inbox: 'HEAD_OFFICE',
      messages: [{ author: { kind: 'PARENT' }, body: 'Can I pay the term fees in two parts?' }],
      readReceipts: [{ parent: { id: mother.id } }],
    });
    // Its own inbox: not audited, and read.
    expect(await readings(officeThreadId)).toEqual([]);
    expect((await data('GET', '/admin/messages', office.token)).unreadThreads).toBe(0);

    const answer = await data('POST', `/admin/messages/${officeThreadId}/replies`, office.token, {
      body: 'Yes, two parts are fine.',
    });
    // Admins have no name: the part of their address before the @, never the address.
    expect(answer.author).toEqual({ kind: 'STAFF', name: 'siti.office' });
    const parentInbox = await data('GET', '/parent/messages', mother.token);
    expect(parentInbox.threads.find((thread: { id: string }) => thread.id === officeThreadId)).toMatchObject({
      inbox: 'HEAD_OFFICE',
      unreadMessages: 1,
    });
    const read = await data('GET', `/parent/messages/${officeThreadId}`, mother.token);
    expect(read.messages.at(-1)).toMatchObject({ author: { kind: 'STAFF', name: 'siti.office' } });
  });

  it("archives in head office's inbox only, and a new message brings it back", async () => {
    await data('PUT', `/admin/messages/${officeThreadId}/archive`, office.token, { archived: true });
    expect((await data('GET', '/admin/messages', office.token)).threads).toEqual([]);
    const archived = await data('GET', '/admin/messages?archived=true', office.token);
    expect(archived.threads.map((thread: { id: string }) => thread.id)).toEqual([officeThreadId]);
    const parentInbox = await data('GET', '/parent/messages', mother.token);
    expect(parentInbox.threads.map((thread: { id: string }) => thread.id)).toContain(officeThreadId);

    await data('POST', `/parent/messages/${officeThreadId}/replies`, mother.token, { body: 'Thank you!' });
    const back = await data('GET', '/admin/messages?search=two%20parts', office.token);
    expect(back.threads).toMatchObject([{ id: officeThreadId, unreadMessages: 1 }]);
  });

  it("lets head office read a centre's thread as it is, audited each time, but not answer or archive it", async () => {
    expect(await data('GET', '/admin/messages/centres', office.token)).toEqual([
      { id: bangsar.id, name: 'CIC Bangsar' },
    ]);
    const listed = await data('GET', `/admin/messages?centreId=${bangsar.id}`, office.token);
    expect(listed.threads).toMatchObject([{ id: centreThreadId, inbox: 'CENTRE', unreadMessages: 1 }]);

    const opened = await data('GET', `/admin/messages/${centreThreadId}`, office.token);
    expect(opened).toMatchObject({ inbox: 'CENTRE', messages: [{ body: 'She slept badly.' }] });
    await data('GET', `/admin/messages/${centreThreadId}`, office.token);
    const rows = await readings(centreThreadId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actorType: 'admin',
      actorId: office.id,
      entityType: 'message_thread',
      details: { centreId: bangsar.id },
    });
    // The centre's unread mark is the centre's: head office reading it changes nothing.
    expect((await data('GET', '/center/messages', teacher.token)).unreadThreads).toBe(1);

    for (const [method, url, payload] of [
      ['POST', `/admin/messages/${centreThreadId}/replies`, { body: 'Hello' }],
      ['PUT', `/admin/messages/${centreThreadId}/archive`, { archived: true }],
    ] as const) {
      expectRefusal(await send(method, url, office.token, payload), 404, {
        code: 'NOT_FOUND',
        message: 'This conversation was not found.',
      });
    }
    expectRefusal(await send('GET', `/admin/messages?centreId=${crypto.randomUUID()}`, office.token), 404, {
      code: 'NOT_FOUND',
      message: 'This center was not found.',
    });
  });

  it('keeps every thread from a parent of another family and from an admin without MESSAGES', async () => {
    expectRefusal(await send('GET', `/parent/messages/${officeThreadId}`, neighbour.token), 404, {
      code: 'NOT_FOUND',
      message: 'This conversation was not found.',
    });
    expectRefusal(
      await send('POST', '/parent/messages', neighbour.token, {
        to: 'HEAD_OFFICE',
        childId: aisyahId,
        subject: 'Hello',
        body: 'Not my child.',
      }),
      404,
      { code: 'NOT_FOUND', message: 'This child was not found.', field: 'childId' },
    );
    for (const url of ['/admin/messages', `/admin/messages/${officeThreadId}`]) {
      expect((await send('GET', url, otherAdmin.token)).statusCode).toBe(403);
    }
    expect(await readings(officeThreadId)).toEqual([]);
  });
});
