import { type CentreStudent, kualaLumpurDay } from '@cic/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addChild, addManager, addPackage, addRecord } from '../../../test/centre-day-fixture';
import { multipartBody } from '../../../test/multipart-body';
import { buildSecondServer } from '../../../test/second-server';
import { bearer, createCentre, signInAs } from '../../../test/sign-in';
import {
  absences,
  checkIns,
  children,
  families,
  familyMembers,
  managers,
  packages,
} from '../../db/schema/index';
import { createStudentListCache } from './student-list-cache';

describe('the kept student list (unit)', () => {
  it('builds again only when the stamp, the day or the keeping time changes', async () => {
    let stamp: number | null = null;
    let time = 0;
    let builds = 0;
    const cache = createStudentListCache<number>(
      async () => stamp,
      () => time,
    );
    const build = async () => ++builds;
    expect(await cache.list('centre', '2026-11-24', build)).toBe(1);
    expect(await cache.list('centre', '2026-11-24', build)).toBe(1);
    stamp = 7;
    expect(await cache.list('centre', '2026-11-24', build)).toBe(2);
    expect(await cache.list('centre', '2026-11-25', build)).toBe(3);
    time = 60_001;
    expect(await cache.list('centre', '2026-11-25', build)).toBe(4);
    expect(await cache.list('another centre', '2026-11-25', build)).toBe(5);
  });
});

/**
 * Two API processes on one database, each keeping its own lists (decision 051): whatever changes
 * what a list shows, written by any process or straight to the database, shows on the other's
 * very next request.
 */
describe('the student list kept in two server processes', () => {
  let one: TestApp;
  let two: Awaited<ReturnType<typeof buildSecondServer>>;
  let centre: { id: string };
  let teacher: { token: string; id: string };
  beforeAll(async () => {
    one = await buildTestApp();
    two = await buildSecondServer(one);
    centre = await createCentre(one.ctx, 'CIC Subang');
    teacher = await signInAs(one.ctx, 'teacher', { centreId: centre.id });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  async function listOn(server: { app: TestApp['app'] }): Promise<CentreStudent[]> {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v2/center/students',
      headers: bearer(teacher.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }
  /** What a list says, without its photo links (each process signs its own). */
  const contents = (list: CentreStudent[]) =>
    list.map(({ latestCheckin, ...student }) => ({
      ...student,
      latest: latestCheckin && { ...latestCheckin, img: undefined },
    }));
  /** Both processes have answered the list, so each keeps it. */
  async function keptInBoth() {
    const first = await listOn(one);
    expect(contents(await listOn(two))).toEqual(contents(first));
    return first;
  }
  const studentNamed = (list: CentreStudent[], name: string) =>
    list.find((student) => student.studentName === name);

  it('shows a check-in recorded through the other process at once', async () => {
    const child = await addChild(one.ctx, centre.id, 'Aisyah Rahman');
    await keptInBoth();
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const body = await multipartBody(
      { temperature: '36.8', status: 'CHECKIN', timestamp: new Date().toISOString() },
      [{ field: 'image', bytes: photo, type: 'image/jpeg', name: 'capture.jpg' }],
    );
    const recorded = await one.app.inject({
      method: 'POST',
      url: `/api/v2/center/students/${child.id}/check-in`,
      headers: { ...bearer(teacher.token), ...body.headers },
      payload: body.payload,
    });
    expect(recorded.statusCode).toBe(201);
    expect(studentNamed(await listOn(two), 'Aisyah Rahman')?.latestCheckin?.status).toBe('CHECKIN');
  });

  it('shows a renamed child, a moved child and a new child on the next request', async () => {
    const child = await addChild(one.ctx, centre.id, 'Ben Tan');
    const leaving = await addChild(one.ctx, centre.id, 'Chloe Lim');
    await keptInBoth();
    await one.ctx.db.update(children).set({ name: 'Benjamin Tan' }).where(eq(children.id, child.id));
    const other = await createCentre(one.ctx, 'CIC Klang');
    await one.ctx.db.update(children).set({ centreId: other.id }).where(eq(children.id, leaving.id));
    await addChild(one.ctx, centre.id, 'Daniel Wong');
    const list = await listOn(two);
    expect(studentNamed(list, 'Benjamin Tan')).toBeDefined();
    expect(studentNamed(list, 'Ben Tan')).toBeUndefined();
    expect(studentNamed(list, 'Chloe Lim')).toBeUndefined();
    expect(studentNamed(list, 'Daniel Wong')).toBeDefined();
  });

  it("shows a renamed package, a teacher's new name and a new thumbnail", async () => {
    const fullDay = await addPackage(one.ctx, centre.id, 'Full Day', 'Full Day');
    const child = await addChild(one.ctx, centre.id, 'Elena Goh', { packageId: fullDay.id });
    const recorder = await addManager(one.ctx, centre.id, 'Teacher Farah');
    const record = await addRecord(one.ctx, {
      childId: child.id,
      centreId: centre.id,
      managerId: recorder.id,
      status: 'CHECKIN',
      at: new Date(Date.now() - 60_000),
    });
    const before = studentNamed(await keptInBoth(), 'Elena Goh');
    expect(before).toMatchObject({ Package: 'Full Day', latestCheckin: { recordedBy: 'Teacher Farah' } });

    await one.ctx.db.update(packages).set({ name: 'Full Day Plus' }).where(eq(packages.id, fullDay.id));
    expect(studentNamed(await listOn(two), 'Elena Goh')?.Package).toBe('Full Day Plus');

    await keptInBoth();
    await one.ctx.db.update(managers).set({ name: 'Teacher Farah Aziz' }).where(eq(managers.id, recorder.id));
    expect(studentNamed(await listOn(two), 'Elena Goh')?.latestCheckin?.recordedBy).toBe(
      'Teacher Farah Aziz',
    );

    await keptInBoth();
    await one.ctx.db
      .update(checkIns)
      .set({ thumbnailKey: `check-ins/test/${child.id}-thumb-320.jpg` })
      .where(eq(checkIns.id, record.id));
    const after = studentNamed(await listOn(two), 'Elena Goh');
    expect(after?.latestCheckin?.img).not.toBe(before?.latestCheckin?.img);
    expect(after?.latestCheckin?.img).toContain(`${child.id}-thumb-320.jpg`);
  });

  it("shows a parent's report of today's absence made through the other process, and its removal", async () => {
    const parent = await signInAs(one.ctx, 'parent');
    const [family] = await one.ctx.db.insert(families).values({ namedAfter: 'Hassan' }).returning();
    if (!family) throw new Error('family not created');
    await one.ctx.db
      .insert(familyMembers)
      .values({ familyId: family.id, parentId: parent.id, relation: 'father' });
    const child = await addChild(one.ctx, centre.id, 'Ghazali Hassan', { familyId: family.id });
    await keptInBoth();
    const today = kualaLumpurDay(new Date());
    const reported = await one.app.inject({
      method: 'POST',
      url: `/api/v2/parent/children/${child.id}/absences`,
      headers: bearer(parent.token),
      payload: { from: today, to: today, reason: 'SICK', note: 'Cough' },
    });
    expect(reported.statusCode).toBe(201);
    expect(studentNamed(await listOn(two), 'Ghazali Hassan')?.reportedAbsence).toEqual({
      reason: 'SICK',
      note: 'Cough',
    });
    await keptInBoth();
    await one.ctx.db.delete(absences).where(eq(absences.childId, child.id));
    expect(studentNamed(await listOn(two), 'Ghazali Hassan')?.reportedAbsence).toBeNull();
  });

  it('keeps lists apart per centre', async () => {
    const otherCentre = await createCentre(one.ctx, 'CIC Ampang');
    const otherTeacher = await signInAs(one.ctx, 'teacher', { centreId: otherCentre.id });
    await addChild(one.ctx, otherCentre.id, 'Farid Ismail');
    await keptInBoth();
    const theirs = await two.app.inject({
      method: 'GET',
      url: '/api/v2/center/students',
      headers: bearer(otherTeacher.token),
    });
    expect(theirs.json().data.map((student: CentreStudent) => student.studentName)).toEqual(['Farid Ismail']);
    expect(studentNamed(await listOn(two), 'Farid Ismail')).toBeUndefined();
  });
});
