import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addCentre, addChild, addManager, addRecord, klInstant } from '../../../test/centre-day-fixture';
import { bearer, signInAs } from '../../../test/sign-in';
import { absences, families, familyMembers, studentListVersions } from '../../db/schema/index';

/** 10:00 on Wednesday 11 March 2026 in Kuala Lumpur; tests move it. */
const start = klInstant('2026-03-11', '10:00');

describe('absences reported by parents', () => {
  let now = start;
  let t: TestApp;
  let centre: { id: string };
  let parent: { token: string; id: string };
  let stranger: { token: string; id: string };
  let teacher: { token: string; id: string; centreId: string };
  let admin: { token: string };
  let childId: string;
  let siblingId: string;
  let managerId: string;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    centre = await addCentre(t.ctx, 'CIC Bangsar');
    managerId = (await addManager(t.ctx, centre.id, 'Aina')).id;
    parent = await signInAs(t.ctx, 'parent');
    stranger = await signInAs(t.ctx, 'parent');
    teacher = (await signInAs(t.ctx, 'teacher', { centreId: centre.id })) as typeof teacher;
    admin = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });
    const [family] = await t.ctx.db.insert(families).values({ namedAfter: 'Aminah' }).returning();
    if (!family) throw new Error('family not created');
    await t.ctx.db
      .insert(familyMembers)
      .values({ familyId: family.id, parentId: parent.id, relation: 'mother' });
    childId = (await addChild(t.ctx, centre.id, 'Nur Aisyah', { familyId: family.id })).id;
    siblingId = (await addChild(t.ctx, centre.id, 'Nur Hana', { familyId: family.id })).id;
    await addChild(t.ctx, centre.id, 'Adam');
  });
  afterAll(() => t.close());

  const path = (id = childId) => `/api/v2/parent/children/${id}/absences`;
  const report = (payload: object, token = parent.token, id = childId) =>
    t.app.inject({ method: 'POST', url: path(id), headers: bearer(token), payload });
  const list = (token = parent.token, id = childId) =>
    t.app.inject({ method: 'GET', url: path(id), headers: bearer(token) });
  const withdraw = (absenceId: string, token = parent.token, id = childId) =>
    t.app.inject({ method: 'DELETE', url: `${path(id)}/${absenceId}`, headers: bearer(token) });
  const students = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/center/students',
      headers: bearer(teacher.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { studentName: string; reportedAbsence: unknown }[];
  };
  const studentNamed = async (name: string) =>
    (await students()).find((student) => student.studentName === name);

  it('reports one day and a range, answers them in the list with whether they can be withdrawn', async () => {
    now = start;
    const tomorrow = await report({ from: '2026-03-12', to: '2026-03-12', reason: 'SICK', note: ' Fever ' });
    expect(tomorrow.statusCode).toBe(201);
    expect(tomorrow.json()).toMatchObject({
      success: true,
      messageCode: 'success.absenceReported',
      data: { from: '2026-03-12', to: '2026-03-12', reason: 'SICK', note: 'Fever', withdrawable: true },
    });
    const range = await report({ from: '2026-03-16', to: '2026-03-20', reason: 'HOLIDAY' });
    expect(range.statusCode).toBe(201);
    const today = await report(
      { from: '2026-03-11', to: '2026-03-11', reason: 'FAMILY' },
      parent.token,
      siblingId,
    );
    expect(today.statusCode).toBe(201);
    expect(today.json().data).toMatchObject({ withdrawable: false, note: null });

    const answer = await list();
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.map((absence: { from: string }) => absence.from)).toEqual([
      '2026-03-12',
      '2026-03-16',
    ]);
    const [row] = await t.ctx.db.select().from(absences).where(eq(absences.id, tomorrow.json().data.id));
    // Facts, not words: the reason's code and the days.
    expect(row).toMatchObject({
      reason: 'SICK',
      firstDay: '2026-03-12',
      lastDay: '2026-03-12',
      reportedByParentId: parent.id,
    });
  });

  it('refuses a day before today, a range the wrong way round or longer than 31 days, and an unknown reason', async () => {
    now = start;
    const cases: [object, string, string][] = [
      [{ from: '2026-03-10', to: '2026-03-12', reason: 'SICK' }, 'from', 'absences.fromInPast'],
      [{ from: '2026-03-25', to: '2026-03-24', reason: 'SICK' }, 'to', 'absences.toBeforeFrom'],
      [{ from: '2026-04-01', to: '2026-05-02', reason: 'SICK' }, 'to', 'absences.atMostDays'],
      [{ from: '2026-04-01', to: '2026-04-01', reason: 'BORED' }, 'reason', 'absences.reason'],
      [
        { from: '2026-04-01', to: '2026-04-01', reason: 'SICK', note: 'x'.repeat(501) },
        'note',
        'absences.noteAtMost500',
      ],
      [{ from: '2026-02-30', to: '2026-04-01', reason: 'SICK' }, 'from', 'common.dateFormat'],
    ];
    for (const [payload, field, messageCode] of cases) {
      const response = await report(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field, messageCode });
    }
    // 31 days, first and last included, is the most.
    const longest = await report({ from: '2026-04-01', to: '2026-05-01', reason: 'HOLIDAY' });
    expect(longest.statusCode).toBe(201);
    expect((await withdraw(longest.json().data.id)).statusCode).toBe(200);
  });

  it('takes a first day within the next 12 months, not 2100 (issue 40)', async () => {
    now = start;
    const before = await t.ctx.db.select().from(absences);
    for (const from of ['2100-12-01', '2027-03-12']) {
      const response = await report({ from, to: from, reason: 'HOLIDAY' });
      expect(response.statusCode, from).toBe(400);
      expect(response.json()).toMatchObject({ field: 'from', messageCode: 'absences.fromTooFar' });
    }
    expect(await t.ctx.db.select().from(absences)).toEqual(before);
    const yearOn = await report({ from: '2027-03-11', to: '2027-03-11', reason: 'HOLIDAY' });
    expect(yearOn.statusCode, yearOn.body).toBe(201);
    expect((await withdraw(yearOn.json().data.id)).statusCode).toBe(200);
  });

  it('refuses a report that shares a day with another of the same child, not of a sibling', async () => {
    now = start;
    const overlapping = await report({ from: '2026-03-20', to: '2026-03-23', reason: 'OTHER' });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({ success: false, messageCode: 'absences.overlaps' });
    const sibling = await report(
      { from: '2026-03-20', to: '2026-03-23', reason: 'OTHER' },
      parent.token,
      siblingId,
    );
    expect(sibling.statusCode).toBe(201);
  });

  it('answers 404 to a parent of another family, whatever they try', async () => {
    now = start;
    const [mine] = (await list()).json().data as { id: string }[];
    if (!mine) throw new Error('no absence');
    expect((await list(stranger.token)).statusCode).toBe(404);
    expect(
      (await report({ from: '2026-04-10', to: '2026-04-10', reason: 'SICK' }, stranger.token)).statusCode,
    ).toBe(404);
    const withdrawn = await withdraw(mine.id, stranger.token);
    expect(withdrawn.statusCode).toBe(404);
    expect(withdrawn.json()).toMatchObject({ messageCode: 'pickup.childNotFound' });
    // Another child's path does not reach this child's report either.
    expect((await withdraw(mine.id, parent.token, siblingId)).statusCode).toBe(404);
    expect((await list()).json().data).toHaveLength(2);
  });

  it('withdraws a report before its first day starts, and refuses once it has', async () => {
    now = start;
    const absence = await report({ from: '2026-03-13', to: '2026-03-13', reason: 'FAMILY' });
    const id = absence.json().data.id as string;
    now = klInstant('2026-03-12', '23:59');
    const before = await withdraw(id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ success: true, messageCode: 'success.absenceWithdrawn' });
    expect((await withdraw(id)).json()).toMatchObject({ messageCode: 'absences.notFound' });

    const again = await report({ from: '2026-03-13', to: '2026-03-13', reason: 'FAMILY' });
    now = klInstant('2026-03-13', '00:00');
    const started = await withdraw(again.json().data.id);
    expect(started.statusCode).toBe(409);
    expect(started.json()).toMatchObject({ success: false, messageCode: 'absences.alreadyStarted' });
    // A range under way stays as reported, too.
    now = klInstant('2026-03-17', '08:00');
    const holiday = (
      (await list()).json().data as { id: string; from: string; withdrawable: boolean }[]
    ).find((absence) => absence.from === '2026-03-16');
    expect(holiday?.withdrawable).toBe(false);
    expect((await withdraw(holiday?.id ?? '')).statusCode).toBe(409);
  });

  it("shows today's reported absence on the teacher's list until the child checks in, and the check-in wins", async () => {
    now = klInstant('2026-03-17', '07:30');
    expect(await studentNamed('Nur Aisyah')).toMatchObject({
      reportedAbsence: { reason: 'HOLIDAY', note: null },
    });
    expect(await studentNamed('Adam')).toMatchObject({ reportedAbsence: null });
    // The child came after all: the record of today removes the label.
    await addRecord(t.ctx, {
      childId,
      centreId: centre.id,
      managerId,
      status: 'CHECKIN',
      at: klInstant('2026-03-17', '08:10'),
    });
    now = klInstant('2026-03-17', '08:15');
    expect(await studentNamed('Nur Aisyah')).toMatchObject({
      reportedAbsence: null,
      latestCheckin: { status: 'CHECKIN' },
    });
  });

  it('gives the centre a new list stamp on a report and on a withdrawal, so a kept list is not served', async () => {
    now = klInstant('2026-03-17', '09:00');
    const stamp = async () =>
      (
        await t.ctx.db.select().from(studentListVersions).where(eq(studentListVersions.centreId, centre.id))
      )[0]?.version;
    await students();
    const before = await stamp();
    const absence = await report(
      { from: '2026-03-17', to: '2026-03-17', reason: 'SICK' },
      parent.token,
      siblingId,
    );
    expect(absence.statusCode).toBe(201);
    const afterReport = await stamp();
    expect(afterReport).not.toBe(before);
    // The list kept before the report is not the one answered now.
    expect(await studentNamed('Nur Hana')).toMatchObject({ reportedAbsence: { reason: 'SICK' } });
    const later = await report(
      { from: '2026-03-30', to: '2026-03-30', reason: 'SICK' },
      parent.token,
      siblingId,
    );
    await withdraw(later.json().data.id, parent.token, siblingId);
    expect(await stamp()).not.toBe(afterReport);
  });

  it('separates reported absences from unexplained ones in the admin list, centre page and calendar', async () => {
    now = klInstant('2026-03-17', '18:00');
    const day = '2026-03-17';
    // Nur Aisyah reported and checked in (present); Nur Hana reported and absent; Adam unexplained.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/checkin/center?date=${day}&search=Bangsar`,
      headers: bearer(admin.token),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.centres[0]).toMatchObject({
      totalStudents: 3,
      checkins: 1,
      absentees: 2,
      reportedAbsences: 1,
      unexplainedAbsences: 1,
    });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/checkin/center/${centre.id}?date=${day}`,
      headers: bearer(admin.token),
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().data.metrics).toMatchObject({
      absentees: 2,
      reportedAbsences: 1,
      unexplainedAbsences: 1,
    });
    const calendar = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/checkin/center/${centre.id}/calendar?date=${day}`,
      headers: bearer(admin.token),
    });
    expect(calendar.statusCode).toBe(200);
    const days = calendar.json().data as {
      date: string;
      absentees: number;
      reportedAbsences: number;
      unexplainedAbsences: number;
    }[];
    const byDay = new Map(days.map((entry) => [entry.date, entry]));
    expect(byDay.get('2026-03-17')).toMatchObject({
      absentees: 2,
      reportedAbsences: 1,
      unexplainedAbsences: 1,
    });
    // 16 March (Monday): Nur Aisyah on holiday, the others unexplained; a weekend day counts nobody.
    expect(byDay.get('2026-03-16')).toMatchObject({
      absentees: 3,
      reportedAbsences: 1,
      unexplainedAbsences: 2,
    });
    expect(byDay.get('2026-03-14')).toMatchObject({
      absentees: 0,
      reportedAbsences: 0,
      unexplainedAbsences: 0,
    });
    // Later days of the month carry no counts.
    expect(byDay.get('2026-03-20')).toMatchObject({ future: true, reportedAbsences: 0 });
  });
});
