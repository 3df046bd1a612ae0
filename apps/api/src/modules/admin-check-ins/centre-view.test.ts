import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  addActivity,
  addCentre,
  addChild,
  addManager,
  addPackage,
  addRecord,
  klInstant,
} from '../../../test/centre-day-fixture';
import { bearer, deleteManager, signInAs } from '../../../test/sign-in';
import { checkIns, notes } from '../../db/schema/index';
import { averageClockTime } from './centre-view';

/** 12:00 on 11 March 2026 in Kuala Lumpur. */
const now = new Date('2026-03-11T04:00:00Z');
const day = '2026-03-10';
const unknownId = '00000000-0000-4000-8000-000000000000';

/** A calendar day nobody was expected on and nobody came: no percentage, no note, all counts zero. */
const dayWithoutRecords = (date: string, future: boolean) => ({
  date,
  percentage: null,
  note: null,
  checkins: 0,
  checkouts: 0,
  attendees: 0,
  absentees: 0,
  reportedAbsences: 0,
  unexplainedAbsences: 0,
  fevers: 0,
  future,
});

describe('admin centre detail, calendar and check-in detail', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  let centre: { id: string };
  let hoc: { id: string };
  let aina: { id: string };
  let badrul: { id: string };
  let arrivalId: string;
  let fullDay: { id: string };

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    admin = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });
    centre = await addCentre(t.ctx, 'CIC Puchong', { password: 'puchong-pass-9' });
    hoc = await addManager(t.ctx, centre.id, 'Hana Head', { superManager: true, email: 'hana@test.example' });
    aina = await addManager(t.ctx, centre.id, 'Aina');
    badrul = await addManager(t.ctx, centre.id, 'Badrul');
    const gone = await addManager(t.ctx, centre.id, 'Gone Teacher');
    await deleteManager(t.ctx, gone.id);
    fullDay = await addPackage(t.ctx, centre.id, 'Full Day Plus', 'Full Day');

    const record = (childId: string, status: 'CHECKIN' | 'CHECKOUT', at: Date, managerId = aina.id) =>
      addRecord(t.ctx, { childId, centreId: centre.id, managerId, status, at, packageId: fullDay.id });
    const amir = await addChild(t.ctx, centre.id, 'Amir', {
      dateOfBirth: '2021-03-10',
      packageId: fullDay.id,
    });
    arrivalId = (await record(amir.id, 'CHECKIN', klInstant(day, '08:00'))).id;
    const amirOut = await record(amir.id, 'CHECKOUT', klInstant(day, '17:00'), badrul.id);
    const batrisya = await addChild(t.ctx, centre.id, 'Batrisya', { dateOfBirth: '2021-03-11' });
    const batrisyaIn = await record(batrisya.id, 'CHECKIN', klInstant(day, '07:30'));
    const batrisyaOut = await record(batrisya.id, 'CHECKOUT', klInstant(day, '18:30'));
    // Fevers on the day: Amir at check-out, Batrisya twice (one child).
    await t.ctx.db
      .update(checkIns)
      .set({ fever: true })
      .where(inArray(checkIns.id, [amirOut.id, batrisyaIn.id, batrisyaOut.id]));
    const chong = await addChild(t.ctx, centre.id, 'Chong');
    await record(chong.id, 'CHECKIN', klInstant(day, '09:01'));
    await addChild(t.ctx, centre.id, 'Dewi (absent)');
    await addChild(t.ctx, centre.id, 'Inactive', { active: false });
    // Earlier days of the month for the calendar.
    await record(chong.id, 'CHECKIN', klInstant('2026-03-02', '08:00'));
    await record(amir.id, 'CHECKIN', klInstant('2026-03-02', '08:10'));
    await record(amir.id, 'CHECKOUT', klInstant('2026-03-02', '17:10'));

    // Activities created on the day: Badrul 2, Aina 1; one the day before does not count.
    await addActivity(t.ctx, centre.id, badrul.id, klInstant(day, '10:00'));
    await addActivity(t.ctx, centre.id, badrul.id, klInstant(day, '23:59'));
    await addActivity(t.ctx, centre.id, aina.id, klInstant(day, '00:00'));
    await addActivity(t.ctx, centre.id, aina.id, klInstant('2026-03-09', '23:59'));
  });
  afterAll(() => t.close());

  const get = (url: string, token = admin.token) =>
    t.app.inject({ method: 'GET', url: `/api/v2/admin/checkin${url}`, headers: bearer(token) });

  it('shows the centre, its password and every metric of the day', async () => {
    const response = await get(`/center/${centre.id}?date=${day}`);
    expect(response.statusCode).toBe(200);
    const view = response.json().data;
    expect(view.center).toEqual({
      id: centre.id,
      name: 'CIC Puchong',
      type: 'company',
      registerStatus: true,
      password: 'puchong-pass-9',
      closingTime: '18:30',
      idleMinutes: 5,
      careType: 'TASKA',
    });
    expect(view.metrics).toEqual({
      totalStudents: 4,
      checkins: 3,
      checkouts: 2,
      absentees: 1,
      reportedAbsences: 0,
      unexplainedAbsences: 1,
      attendancePercentage: 75,
      complianceUsage: 66.67,
      // (08:00 + 07:30 + 09:01) / 3 = 08:10:20 → 08:10; (17:00 + 18:30) / 2 = 17:45.
      averageInTime: '08:10',
      averageOutTime: '17:45',
      earliestCheckInStudentName: 'Batrisya',
      latestCheckOutStudentName: 'Batrisya',
      totalTeachers: 3,
      highestActivityTeacher: { name: 'Badrul', amount: 2 },
      feverCount: 2,
    });
  });

  it('lists the managers with their activities and share, the head of centre first', async () => {
    const { managers } = (await get(`/center/${centre.id}?date=${day}`)).json().data;
    expect(managers).toEqual([
      {
        manager: { id: hoc.id, name: 'Hana Head', user: { email: 'hana@test.example' } },
        superManager: true,
        activities: 0,
        percentage: 0,
      },
      {
        manager: { id: aina.id, name: 'Aina', user: { email: null } },
        superManager: false,
        activities: 1,
        percentage: 33.33,
      },
      {
        manager: { id: badrul.id, name: 'Badrul', user: { email: null } },
        superManager: false,
        activities: 2,
        percentage: 66.67,
      },
    ]);
    const quiet = (await get(`/center/${centre.id}?date=2026-03-02`)).json().data;
    expect(quiet.managers.every((entry: { percentage: null }) => entry.percentage === null)).toBe(true);
    expect(quiet.metrics.highestActivityTeacher).toBeNull();
  });

  it('lists the students counted that day with ages, packages and their records', async () => {
    const { students } = (await get(`/center/${centre.id}?date=${day}`)).json().data;
    expect(students.map((student: { studentName: string }) => student.studentName)).toEqual([
      'Amir',
      'Batrisya',
      'Chong',
      'Dewi (absent)',
    ]);
    const [amir, batrisya, chong, dewi] = students;
    expect(amir).toMatchObject({
      studentName: 'Amir',
      Age: 5,
      Category: 'Full Day',
      Package: 'Full Day Plus',
    });
    expect(batrisya).toMatchObject({ Age: 4, Category: null, Package: null });
    expect(amir.checkins.in).toEqual({
      time: '2026-03-10T00:00:00.000Z',
      receivedAt: expect.any(String),
      sentLater: true,
      recordedAfterwards: false,
      manager: { name: 'Aina' },
      signedUrl: expect.stringMatching(/^http:\/\/localhost:3000\/api\/files\/check-ins\/test\/.+signature=/),
      checkInId: arrivalId,
      fever: false,
    });
    expect(amir.checkins.out).toMatchObject({
      time: '2026-03-10T09:00:00.000Z',
      manager: { name: 'Badrul' },
      fever: true,
    });
    expect(chong.checkins).toMatchObject({ in: { manager: { name: 'Aina' } }, out: null });
    expect(dewi.checkins).toEqual({ in: null, out: null });
  });

  it('answers an empty day, a future day and unknown centres', async () => {
    const empty = (await get(`/center/${centre.id}?date=2026-03-05`)).json().data;
    expect(empty.metrics).toMatchObject({
      checkins: 0,
      attendancePercentage: 0,
      complianceUsage: null,
      averageInTime: null,
      averageOutTime: null,
      earliestCheckInStudentName: null,
      latestCheckOutStudentName: null,
    });
    expect((await get(`/center/${centre.id}?date=2026-03-12`)).json()).toMatchObject({
      message: 'The date cannot be in the future.',
      field: 'date',
    });
    for (const id of [unknownId, 'not-a-centre']) {
      const response = await get(`/center/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This center was not found.');
      expect((await get(`/center/${id}/calendar`)).statusCode).toBe(404);
    }
    const unregistered = await addCentre(t.ctx, 'Not Yet', { registered: false });
    const view = (await get(`/center/${unregistered.id}`)).json().data;
    expect(view.center).toMatchObject({ registerStatus: false, password: null });
    expect(view.students).toEqual([]);
  });

  it('gives every day of the month, with future days blank and the latest note', async () => {
    await t.ctx.db.insert(notes).values([
      {
        centreId: centre.id,
        date: day,
        text: 'Fire drill',
        authorAdminId: admin.id,
        createdAt: new Date('2026-03-10T01:00:00Z'),
      },
      {
        centreId: centre.id,
        date: day,
        text: 'Parents day',
        authorAdminId: admin.id,
        createdAt: new Date('2026-03-10T02:00:00Z'),
      },
      { centreId: centre.id, date: '2026-03-20', text: 'Holiday', authorAdminId: admin.id },
    ]);
    const response = await get(`/center/${centre.id}/calendar?date=2026-03-02`);
    expect(response.statusCode).toBe(200);
    const days = response.json().data;
    expect(days).toHaveLength(31);
    // A Sunday without check-ins: no attendance expected, so no 0% and nobody absent.
    expect(days[0]).toEqual(dayWithoutRecords('2026-03-01', false));
    expect(days[1]).toMatchObject({
      date: '2026-03-02',
      percentage: 50,
      checkins: 2,
      checkouts: 1,
      attendees: 2,
      absentees: 2,
      fevers: 0,
    });
    expect(days[9]).toEqual({
      date: day,
      percentage: 75,
      note: { text: 'Parents day', author: admin.email },
      checkins: 3,
      checkouts: 2,
      attendees: 3,
      absentees: 1,
      reportedAbsences: 0,
      unexplainedAbsences: 1,
      fevers: 2,
      future: false,
    });
    expect(days[10]).toMatchObject({ date: '2026-03-11', future: false });
    expect(days[11]).toEqual(dayWithoutRecords('2026-03-12', true));
    expect(days[19]).toMatchObject({ date: '2026-03-20', future: true, note: { text: 'Holiday' } });
    expect(days[30].date).toBe('2026-03-31');

    // Default: this month; February has 28 days; a whole future month is all future.
    expect((await get(`/center/${centre.id}/calendar`)).json().data).toEqual(days);
    expect((await get(`/center/${centre.id}/calendar?date=2026-02-14`)).json().data).toHaveLength(28);
    const april = (await get(`/center/${centre.id}/calendar?date=2026-04-01`)).json().data;
    expect(april.every((entry: { future: boolean }) => entry.future)).toBe(true);
  });

  it("shows one check-in's detail", async () => {
    const response = await get(`/${arrivalId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: arrivalId,
      imageUrl: expect.stringContaining('/api/files/check-ins/test/'),
      child: { id: expect.any(String), name: 'Amir' },
      center: { id: centre.id, name: 'CIC Puchong' },
      status: 'CHECKIN',
      temperature: 36.6,
      time: '2026-03-10T00:00:00.000Z',
      receivedAt: expect.any(String),
      sentLater: true,
      recordedAfterwards: false,
      note: null,
      manager: { name: 'Aina', email: null },
      schoolPackage: { name: 'Full Day Plus', description: 'Full Day Plus programme' },
    });
    for (const id of [unknownId, 'nope']) {
      const missing = await get(`/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('This check-in was not found.');
    }
  });

  it('averages clock times in Kuala Lumpur time', () => {
    expect(averageClockTime([])).toBeNull();
    expect(averageClockTime([new Date('2026-03-09T23:45:00Z')])).toBe('07:45');
    expect(averageClockTime([klInstant(day, '07:59'), klInstant(day, '08:00')])).toBe('08:00');
  });
});
