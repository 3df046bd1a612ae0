import { randomUUID } from 'node:crypto';
import { messageText } from '@cic/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { uploadCarePhoto } from '../../../test/care-photo';
import { addCentre, klInstant } from '../../../test/centre-day-fixture';
import { addNeighbouringFamilies } from '../../../test/neighbouring-families';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';
import { auditLog, sessions } from '../../db/schema/index';

type Caller = { token: string; id: string };
const day = '2026-03-11';

describe('the care log', () => {
  let t: TestApp;
  let now = klInstant(day, '12:00');
  let teacher: Caller & { name: string };
  let otherTeacher: Caller;
  let foreignTeacher: Caller;
  let mother: Caller;
  let neighbour: Caller;
  let aisyah: string;
  let adam: string;
  let bangsarId: string;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    const bangsar = await addCentre(t.ctx, 'CIC Bangsar');
    bangsarId = bangsar.id;
    const cheras = await addCentre(t.ctx, 'CIC Cheras');
    teacher = (await signInAs(t.ctx, 'teacher', { centreId: bangsar.id })) as typeof teacher;
    otherTeacher = await signInAs(t.ctx, 'super manager', { centreId: bangsar.id });
    foreignTeacher = await signInAs(t.ctx, 'teacher', { centreId: cheras.id });
    ({ mother, neighbour, aisyah, adam } = await addNeighbouringFamilies(
      t.ctx,
      bangsar.id,
      teacher.id,
      klInstant(day, '08:00'),
    ));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v2${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const record = async (body: object, token = teacher.token) => {
    const response = await call('POST', '/center/care', token, {
      childIds: [aisyah, adam],
      capturedAt: now.toISOString(),
      clientRequestId: randomUUID(),
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    // The next entry is captured a second later, so the timeline's order is the recording order.
    now = new Date(now.getTime() + 1000);
    return response.json().data as {
      groupId: string;
      entries: { id: string; childId: string }[];
      replayed: boolean;
    };
  };
  const timeline = async (side: 'parent' | 'center', childId: string, token: string) => {
    const path = side === 'parent' ? `/parent/children/${childId}/care` : `/center/students/${childId}/care`;
    const response = await call('GET', `${path}?date=${day}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      checkIns: { status: string; temperature: number | null }[];
      entries: {
        id: string;
        details: Record<string, unknown>;
        corrected: boolean;
        recordedBy: { name: string };
        doneAt: string | null;
        photos: { url: string }[];
      }[];
    };
  };
  const entryOf = (recorded: { entries: { id: string; childId: string }[] }, childId: string) =>
    recorded.entries.find((entry) => entry.childId === childId)?.id ?? '';

  it('records lunch for a group with an exception, and each parent sees their own child', async () => {
    now = klInstant(day, '12:30');
    await record({
      kind: 'MEAL',
      meal: 'LUNCH',
      amount: 'ALL',
      exceptions: [{ childId: adam, amount: 'SOME', note: 'Not hungry' }],
    });
    const mine = await timeline('parent', aisyah, mother.token);
    expect(mine.checkIns).toMatchObject([{ status: 'CHECKIN' }]);
    expect(mine.entries).toMatchObject([
      {
        details: { kind: 'MEAL', meal: 'LUNCH', amount: 'ALL' },
        corrected: false,
        recordedBy: { name: teacher.name },
      },
    ]);
    const theirs = await timeline('parent', adam, neighbour.token);
    expect(theirs.entries[0]?.details).toEqual({
      kind: 'MEAL',
      meal: 'LUNCH',
      amount: 'SOME',
      note: 'Not hungry',
    });

    const forbidden = await call('GET', `/parent/children/${adam}/care`, mother.token);
    expectRefusal(forbidden, 404, {
      code: 'NOT_FOUND',
      message: messageText('care.childNotFound'),
      messageCode: 'care.childNotFound',
    });
  });

  it('records each kind in time order, with a note photo behind a signed link', async () => {
    now = klInstant(day, '14:00');
    const uploaded = await uploadCarePhoto(t.app, teacher.token);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photoId = uploaded.json().data.id as string;
    const one = { childIds: [aisyah] };
    await record({
      ...one,
      kind: 'NAP',
      start: klInstant(day, '13:00').toISOString(),
      end: klInstant(day, '14:00').toISOString(),
    });
    await record({ ...one, kind: 'TOILET', at: klInstant(day, '13:30').toISOString(), toilet: 'WET' });
    await record({ ...one, kind: 'MOOD', mood: 'HAPPY' });
    await record({ ...one, kind: 'REMINDER', item: 'OTHER', text: 'Spare socks' });
    await record({ ...one, kind: 'NOTE', text: 'Painted a fish', photoIds: [photoId] });
    const entries = (await timeline('center', aisyah, teacher.token)).entries;
    expect(entries.map((entry) => entry.details.kind)).toEqual([
      'MEAL',
      'NAP',
      'TOILET',
      'MOOD',
      'REMINDER',
      'NOTE',
    ]);
    const note = entries.at(-1);
    expect(note?.photos).toHaveLength(1);
    const served = await t.app.inject({
      method: 'GET',
      url: new URL(note?.photos[0]?.url ?? '').pathname + new URL(note?.photos[0]?.url ?? '').search,
    });
    expect(served.statusCode).toBe(200);

    const list = await call('GET', `/center/care?date=${day}`, teacher.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.children).toContainEqual(
      expect.objectContaining({
        childId: aisyah,
        entries: 6,
        openReminders: 1,
        lastEntry: expect.objectContaining({ kind: 'NOTE' }),
      }),
    );
  });

  it('records a resent request once', async () => {
    const body = {
      kind: 'MOOD',
      mood: 'CALM',
      childIds: [adam],
      capturedAt: now.toISOString(),
      clientRequestId: randomUUID(),
    };
    const first = await call('POST', '/center/care', teacher.token, body);
    const again = await call('POST', '/center/care', teacher.token, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual({ ...first.json().data, replayed: true });
    expect(first.json().data.replayed).toBe(false);
    const moods = (await timeline('center', adam, teacher.token)).entries.filter(
      (entry) => entry.details.mood === 'CALM',
    );
    expect(moods).toHaveLength(1);
  });

  it('lets the recorder undo within a minute, and nobody after it or another person', async () => {
    now = klInstant(day, '15:00');
    const recorded = await record({ kind: 'TOILET', at: now.toISOString(), toilet: 'BM' });
    now = new Date(now.getTime() + 30_000);
    expectRefusal(
      await call('POST', `/center/care/groups/${recorded.groupId}/undo`, otherTeacher.token),
      403,
      {
        code: 'FORBIDDEN',
        message: messageText('care.undoNotYours'),
        messageCode: 'care.undoNotYours',
      },
    );
    const undone = await call('POST', `/center/care/groups/${recorded.groupId}/undo`, teacher.token);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data.entryIds).toHaveLength(2);
    const left = (await timeline('center', aisyah, teacher.token)).entries;
    expect(left.some((entry) => entry.details.toilet === 'BM')).toBe(false);
    const versions = await call(
      'GET',
      `/center/care/entries/${entryOf(recorded, aisyah)}/versions`,
      teacher.token,
    );
    expect(versions.json().data).toMatchObject([
      { version: 1, reason: null, withdrawn: false },
      { version: 2, reason: 'undone', withdrawn: true },
    ]);

    const late = await record({ kind: 'TOILET', at: now.toISOString(), toilet: 'DRY' });
    now = new Date(now.getTime() + 61_000);
    expectRefusal(await call('POST', `/center/care/groups/${late.groupId}/undo`, teacher.token), 409, {
      code: 'CONFLICT',
      message: messageText('care.undoTooLate'),
      messageCode: 'care.undoTooLate',
    });
  });

  it('corrects by a new version that keeps who, when and why', async () => {
    now = klInstant(day, '16:00');
    const recorded = await record({ kind: 'MOOD', mood: 'TIRED', childIds: [adam] });
    const entryId = entryOf(recorded, adam);
    now = klInstant(day, '16:10');
    const corrected = await call('POST', `/center/care/entries/${entryId}/corrections`, otherTeacher.token, {
      kind: 'MOOD',
      mood: 'UPSET',
      reason: 'Wrong mood chosen',
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(corrected.json().data).toMatchObject({ details: { mood: 'UPSET' }, corrected: true, version: 2 });
    const versions = (await call('GET', `/center/care/entries/${entryId}/versions`, teacher.token)).json()
      .data;
    expect(versions).toMatchObject([
      { version: 1, details: { mood: 'TIRED' }, recordedBy: { id: teacher.id }, reason: null },
      {
        version: 2,
        details: { mood: 'UPSET' },
        recordedBy: { id: otherTeacher.id },
        reason: 'Wrong mood chosen',
      },
    ]);
    expectRefusal(
      await call('POST', `/center/care/entries/${entryId}/corrections`, teacher.token, {
        kind: 'MEAL',
        meal: 'SNACK',
        amount: 'ALL',
        reason: 'x',
      }),
      400,
      {
        code: 'VALIDATION_FAILED',
        message: messageText('care.kindMismatch'),
        field: 'kind',
        messageCode: 'care.kindMismatch',
      },
    );
    expectRefusal(
      await call('POST', `/center/care/entries/${entryId}/corrections`, foreignTeacher.token, {
        kind: 'MOOD',
        mood: 'CALM',
        reason: 'x',
      }),
      404,
      { code: 'NOT_FOUND', message: messageText('care.entryNotFound'), messageCode: 'care.entryNotFound' },
    );
  });

  it('refuses another centre’s teacher and bad input with the field and its message', async () => {
    expectRefusal(await call('GET', `/center/students/${aisyah}/care`, foreignTeacher.token), 404, {
      code: 'NOT_FOUND',
      message: messageText('care.childNotFound'),
      messageCode: 'care.childNotFound',
    });
    const foreign = await call('POST', '/center/care', foreignTeacher.token, {
      kind: 'MOOD',
      mood: 'CALM',
      childIds: [aisyah],
      capturedAt: now.toISOString(),
      clientRequestId: randomUUID(),
    });
    expectRefusal(foreign, 404, {
      code: 'NOT_FOUND',
      message: messageText('care.childNotFound'),
      field: 'childIds',
      messageCode: 'care.childNotFound',
    });
    const bad = await call('POST', '/center/care', teacher.token, {
      kind: 'MEAL',
      meal: 'LUNCH',
      childIds: [aisyah],
      capturedAt: now.toISOString(),
      clientRequestId: randomUUID(),
    });
    expectRefusal(bad, 400, {
      code: 'VALIDATION_FAILED',
      message: messageText('care.amount'),
      field: 'amount',
      messageCode: 'care.amount',
    });
  });

  it('refuses a capture time in the future, over 24 hours old or before the session opened', async () => {
    // Test sessions open a day back (decision 092); this one opens now, as at the door.
    const fresh = await signInAs(t.ctx, 'teacher', { centreId: bangsarId });
    await t.ctx.db.update(sessions).set({ createdAt: now }).where(eq(sessions.managerId, fresh.id));
    const hour = 60 * 60 * 1000;
    const refusals = [
      [teacher.token, new Date(now.getTime() + 10 * 60 * 1000), 'care.captureInFuture'],
      [teacher.token, new Date(now.getTime() - 25 * hour), 'care.captureTooOld'],
      [fresh.token, new Date(now.getTime() - hour), 'care.captureBeforeSignIn'],
    ] as const;
    for (const [token, capturedAt, key] of refusals) {
      const response = await call('POST', '/center/care', token, {
        kind: 'MOOD',
        mood: 'CALM',
        childIds: [aisyah],
        capturedAt: capturedAt.toISOString(),
        clientRequestId: randomUUID(),
      });
      expectRefusal(response, 400, {
        code: 'VALIDATION_FAILED',
        message: messageText(key),
        field: 'capturedAt',
        messageCode: key,
      });
    }
    // A phone's clock a minute ahead of the server's is still accepted, as for check-ins.
    await record(
      {
        kind: 'MOOD',
        mood: 'CALM',
        childIds: [adam],
        capturedAt: new Date(now.getTime() + 60_000).toISOString(),
      },
      fresh.token,
    );
  });

  it('lets a parent mark their child’s reminder done, once', async () => {
    const recorded = await record({ kind: 'REMINDER', item: 'DIAPERS', childIds: [aisyah] });
    const entryId = entryOf(recorded, aisyah);
    expectRefusal(await call('PUT', `/parent/care/reminders/${entryId}/done`, neighbour.token), 404, {
      code: 'NOT_FOUND',
      message: messageText('care.entryNotFound'),
      messageCode: 'care.entryNotFound',
    });
    const done = await call('PUT', `/parent/care/reminders/${entryId}/done`, mother.token);
    expect(done.statusCode, done.body).toBe(200);
    const doneAt = done.json().data.doneAt;
    now = new Date(now.getTime() + 5000);
    expect(
      (await call('PUT', `/parent/care/reminders/${entryId}/done`, mother.token)).json().data.doneAt,
    ).toBe(doneAt);
    const entry = (await timeline('parent', aisyah, mother.token)).entries.find((row) => row.id === entryId);
    expect(entry?.doneAt).toBe(doneAt);
    const mood = await record({ kind: 'MOOD', mood: 'CALM', childIds: [aisyah] });
    expectRefusal(
      await call('PUT', `/parent/care/reminders/${entryOf(mood, aisyah)}/done`, mother.token),
      409,
      {
        code: 'CONFLICT',
        message: messageText('care.notReminder'),
        messageCode: 'care.notReminder',
      },
    );
  });

  it('keeps the parent’s summary choice, off at first', async () => {
    expect((await call('GET', '/parent/care/summary', mother.token)).json().data).toEqual({
      push: false,
      email: false,
    });
    const saved = await call('PUT', '/parent/care/summary', mother.token, { push: true, email: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', '/parent/care/summary', mother.token)).json().data).toEqual({
      push: true,
      email: false,
    });
  });

  it('lets an admin with CARE read a child’s day, audited, and refuses one without it', async () => {
    const without = await signInAs(t.ctx, 'admin', { modules: ['MESSAGES'] });
    expect((await call('GET', `/admin/children/${aisyah}/care?date=${day}`, without.token)).statusCode).toBe(
      403,
    );
    const admin = await signInAs(t.ctx, 'admin', { modules: ['CARE'] });
    const read = await call('GET', `/admin/children/${aisyah}/care?date=${day}`, admin.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.entries.length).toBeGreaterThan(0);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'care-day.read'), eq(auditLog.entityId, aisyah)));
    expect(audits).toMatchObject([{ actorId: admin.id, details: { day } }]);
  });
});
