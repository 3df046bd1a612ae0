import { type CentreStudent, type CheckInHistory, kualaLumpurDay } from '@cic/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addChild, addRecord, klInstant } from '../../../test/centre-day-fixture';
import { checkInFields, photoFile, postCheckIn } from '../../../test/check-in-request';
import { solidImage } from '../../../test/jpeg-bytes';
import { addGeneratingReport, addRules, reportItems } from '../../../test/overtime-fixture';
import { expectRefusal } from '../../../test/refusal';
import { bearer, createCentre, signInAs } from '../../../test/sign-in';
import { auditLog, checkIns } from '../../db/schema/index';
import { overtimeReportJobs } from '../overtime-reports';

const dayMs = 24 * 60 * 60 * 1000;

describe('a missed check-out recorded by the head of centre (decision 095)', () => {
  let t: TestApp;
  let centre: { id: string };
  let head: { token: string; id: string };
  let teacher: { token: string; id: string };

  beforeAll(async () => {
    t = await buildTestApp();
    centre = await createCentre(t.ctx, 'CIC Kepong');
    head = await signInAs(t.ctx, 'super manager', { centreId: centre.id });
    teacher = await signInAs(t.ctx, 'teacher', { centreId: centre.id });
  });
  afterAll(() => t.close());

  /** A child checked in on `day` at 08:00 by the teacher and never checked out. */
  async function leftOpenOn(day: string, name: string) {
    const child = await addChild(t.ctx, centre.id, name);
    const checkIn = await addRecord(t.ctx, {
      childId: child.id,
      centreId: centre.id,
      managerId: teacher.id,
      status: 'CHECKIN',
      at: klInstant(day, '08:00'),
    });
    return { child, checkIn };
  }

  const record = (token: string, childId: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/center/students/${childId}/missed-check-out`,
      headers: bearer(token),
      payload: body,
    });

  const listed = async (childId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/center/students',
      headers: bearer(teacher.token),
    });
    return (response.json().data as CentreStudent[]).find((student) => student.ID_STUDENT === childId);
  };

  it('records the check-out on that day without a photo; the flag goes and the child is checked in and out today at the door', async () => {
    const day = kualaLumpurDay(new Date(Date.now() - 3 * dayMs));
    const { child } = await leftOpenOn(day, 'Aina Kepong');
    expect((await listed(child.id))?.notCheckedOutOn).toBe(day);

    const response = await record(head.token, child.id, { day, time: '17:40' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Check-out time recorded',
      data: { time: klInstant(day, '17:40').toISOString(), recordedAfterwards: true },
    });
    const [stored] = await t.ctx.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.childId, child.id), eq(checkIns.status, 'CHECKOUT')));
    expect(stored).toMatchObject({
      localDate: day,
      recordedById: head.id,
      recordedAfterwards: true,
      photoKey: null,
      thumbnailKey: null,
      temperature: null,
      collectedByKind: null,
    });
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, stored?.id ?? ''));
    expect(audit).toMatchObject([
      { actorType: 'manager', actorId: head.id, action: 'check-in.missed-check-out' },
    ]);

    const student = await listed(child.id);
    expect(student?.notCheckedOutOn).toBeNull();
    expect(student?.latestCheckin).toMatchObject({ status: 'CHECKOUT', img: null });

    // Today at the door as on any day: check in, then Check Out.
    const jpeg = await solidImage(48, 64).jpeg().toBuffer();
    for (const [status, ago] of [
      ['CHECKIN', 60_000],
      ['CHECKOUT', 0],
    ] as const) {
      const timestamp = new Date(Date.now() - ago).toISOString();
      const door = await postCheckIn(t.app, teacher.token, child.id, checkInFields({ status, timestamp }), [
        photoFile(jpeg),
      ]);
      expect(door.statusCode, door.body).toBe(201);
    }
  });

  it('shows in the check-in history and the admin views as recorded afterwards by the head of centre', async () => {
    const day = kualaLumpurDay(new Date(Date.now() - 4 * dayMs));
    const { child } = await leftOpenOn(day, 'Badrul Kepong');
    const created = (await record(head.token, child.id, { day, time: '18:05' })).json().data;

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v2/center/students/${child.id}/check-in`,
      headers: bearer(teacher.token),
    });
    expect(history.statusCode).toBe(200);
    const days = history.json().data as CheckInHistory;
    expect(days[day]?.CHECKOUT).toMatchObject({
      id: created.id,
      imgUrl: null,
      thumbnailUrl: null,
      temperature: null,
      recordedAfterwards: true,
      recordedBy: expect.any(String),
    });
    expect(days[day]?.CHECKIN).toMatchObject({ recordedAfterwards: false, imgUrl: expect.any(String) });

    const admin = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/checkin/${created.id}`,
      headers: bearer(admin.token),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      imageUrl: null,
      temperature: null,
      status: 'CHECKOUT',
      recordedAfterwards: true,
      sentLater: false,
    });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/checkin/center/${centre.id}?date=${day}`,
      headers: bearer(admin.token),
    });
    expect(view.statusCode).toBe(200);
    const row = view.json().data.students.find((student: { id: string }) => student.id === child.id);
    expect(row.checkins.out).toMatchObject({ signedUrl: null, recordedAfterwards: true, sentLater: false });
    expect(row.checkins.in).toMatchObject({ recordedAfterwards: false });
  });

  it('is charged for overtime by the rules of any check-out', async () => {
    await addRules(t.ctx, null, [
      { startTime: '17:00', endTime: '18:00', duration: 5, unit: 'MINUTE', amountSen: 100, isActive: true },
    ]);
    const { child } = await leftOpenOn('2026-10-09', 'Chong Kepong');
    const created = (await record(head.token, child.id, { day: '2026-10-09', time: '17:12' })).json().data;
    const reportId = await addGeneratingReport(t.ctx, {
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      centreIds: [centre.id],
    });
    await overtimeReportJobs.generationHandler({ db: t.ctx.db })({ reportId });
    expect(await reportItems(t.ctx, reportId)).toMatchObject([
      // 12 minutes after 17:00 in blocks of 5: 15 minutes at RM 1 a block.
      { checkoutId: created.id, childId: child.id, duration: 15, amountSen: 300 },
    ]);
  });

  it('refuses what is not a missed check-out, each on its field', async () => {
    const today = kualaLumpurDay(new Date());
    const day = kualaLumpurDay(new Date(Date.now() - 5 * dayMs));
    const { child } = await leftOpenOn(day, 'Dewi Kepong');
    const other = await addChild(t.ctx, centre.id, 'Ehsan Kepong');

    const unreadable = await record(head.token, child.id, { day, time: '5:40 pm' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Enter the time the child left.',
      messageCode: 'checkIns.missedCheckOutTime',
      field: 'time',
    });
    expectRefusal(await record(head.token, child.id, { day, time: '07:59' }), 400, {
      code: 'VALIDATION_FAILED',
      message: 'The check-out time must be after the check-in time.',
      field: 'time',
    });
    expectRefusal(await record(head.token, child.id, { day, time: '08:00' }), 400, {
      code: 'VALIDATION_FAILED',
      message: 'The check-out time must be after the check-in time.',
      field: 'time',
    });
    // Today's check-out is the door's; a day to come is in the future.
    const tomorrow = kualaLumpurDay(new Date(Date.now() + dayMs));
    for (const notEarlier of [today, tomorrow]) {
      expectRefusal(await record(head.token, child.id, { day: notEarlier, time: '00:01' }), 400, {
        code: 'VALIDATION_FAILED',
        message:
          "Only an earlier day's check-out can be recorded afterwards. Today's is recorded at the door.",
        field: 'day',
      });
    }
    expectRefusal(await record(head.token, other.id, { day, time: '17:00' }), 409, {
      code: 'CONFLICT',
      message: 'This child was not checked in on that day.',
      field: 'day',
    });
    expect((await record(head.token, child.id, { day, time: '17:00' })).statusCode).toBe(201);
    expectRefusal(await record(head.token, child.id, { day, time: '17:30' }), 409, {
      code: 'CONFLICT',
      message: 'This child was already checked out on that day.',
      field: 'day',
    });

    // Another centre's child is not found; a plain teacher may not record it at all.
    const elsewhere = await createCentre(t.ctx, 'CIC Cheras');
    const stranger = await addChild(t.ctx, elsewhere.id, 'Farid Cheras');
    expectRefusal(await record(head.token, stranger.id, { day, time: '17:00' }), 404, {
      code: 'NOT_FOUND',
      message: 'This student was not found.',
    });
    const refused = await record(teacher.token, child.id, { day, time: '17:00' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});
