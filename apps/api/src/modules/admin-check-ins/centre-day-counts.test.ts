import { kualaLumpurDay } from '@cic/contract';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addCentre, addChild, addManager, addRecord, klInstant } from '../../../test/centre-day-fixture';
import { multipartBody } from '../../../test/multipart-body';
import { bearer, signInAs } from '../../../test/sign-in';
import { centreDayCounts, centres, checkIns, children } from '../../db/schema/index';
import { Random } from '../../db/seed/random';
import { createAttendanceCountsRepository } from './attendance-counts-repository';
import { centreDayFillHandler } from './centre-day-job';

type Counts = { enrollment: number; checkedIn: number; checkedOut: number; compliant: number };

describe('kept centre-day counts', () => {
  let t: TestApp;
  let admin: { token: string };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });
  });
  afterAll(() => t.close());

  /** The centre's row of the admin list for a day (this fills the day's kept rows). */
  async function listed(centreName: string, date?: string) {
    const query = new URLSearchParams({ search: centreName, ...(date ? { date } : {}) });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/checkin/center?${query}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.centres[0];
  }

  /** Every kept row and every freshly counted row (decision 019's raw query) for the days. */
  async function keptAndRaw(first: string, last: string) {
    const kept = await t.ctx.db
      .select()
      .from(centreDayCounts)
      .where(sql`${centreDayCounts.day} between ${first}::date and ${last}::date`);
    const raw = await createAttendanceCountsRepository(t.ctx.db).counts({ first, last });
    const key = (centreId: string, day: string) => `${centreId} ${day}`;
    const rawByKey = new Map(raw.map((row) => [key(row.centreId, row.day), row]));
    const pick = ({ enrollment, checkedIn, checkedOut, compliant }: Counts) => ({
      enrollment,
      checkedIn,
      checkedOut,
      compliant,
    });
    return {
      kept: kept.map((row) => ({ key: key(row.centreId, row.day), counts: pick(row) })),
      raw: kept.map((row) => {
        const fresh = rawByKey.get(key(row.centreId, row.day));
        return { key: key(row.centreId, row.day), counts: fresh ? pick(fresh) : null };
      }),
      rawKeys: raw.map((row) => key(row.centreId, row.day)).sort(),
      keptKeys: kept.map((row) => key(row.centreId, row.day)).sort(),
    };
  }

  it('counts a child checked in, checked out and refused a second check-in the same day', async () => {
    const centre = await addCentre(t.ctx, 'Counts Through The Teacher');
    const teacher = await signInAs(t.ctx, 'teacher', { centreId: centre.id });
    const child = await addChild(t.ctx, centre.id, 'Aisyah', { enrolledOn: '2026-01-05' });
    await addChild(t.ctx, centre.id, 'Stays home', { enrolledOn: '2026-01-05' });
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    const post = async (status: 'CHECKIN' | 'CHECKOUT') => {
      const body = await multipartBody(
        { temperature: '36.8', status, note: '', schoolPackage: '', timestamp: new Date().toISOString() },
        [{ field: 'image', bytes: jpeg, type: 'image/jpeg', name: 'photo.jpg' }],
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/v2/center/students/${child.id}/check-in`,
        headers: { ...bearer(teacher.token), ...body.headers },
        payload: body.payload,
      });
    };

    expect(await listed('Counts Through The Teacher')).toMatchObject({
      totalStudents: 2,
      checkins: 0,
      checkouts: 0,
    });
    expect((await post('CHECKIN')).statusCode).toBe(201);
    expect(await listed('Counts Through The Teacher')).toMatchObject({
      checkins: 1,
      checkouts: 0,
      complianceUsage: 0,
    });
    expect((await post('CHECKOUT')).statusCode).toBe(201);
    expect(await listed('Counts Through The Teacher')).toMatchObject({
      checkins: 1,
      checkouts: 1,
      complianceUsage: 100,
    });
    // One CHECKIN and one CHECKOUT per child per day: checking in again is refused and counts nothing.
    expect((await post('CHECKIN')).statusCode).toBe(409);
    expect(await listed('Counts Through The Teacher')).toMatchObject({
      totalStudents: 2,
      checkins: 1,
      checkouts: 1,
      complianceUsage: 100,
    });
    const today = kualaLumpurDay(new Date());
    const { kept, raw } = await keptAndRaw(today, today);
    expect(kept).toEqual(raw);
  });

  it('follows children joining, moving between centres, leaving and being (de)activated', async () => {
    const day = '2026-02-10';
    const north = await addCentre(t.ctx, 'Counts North');
    const south = await addCentre(t.ctx, 'Counts South');
    const teacher = await addManager(t.ctx, north.id, 'Nora');
    const mover = await addChild(t.ctx, north.id, 'Mover', { enrolledOn: '2026-01-05' });
    await addRecord(t.ctx, {
      childId: mover.id,
      centreId: north.id,
      managerId: teacher.id,
      status: 'CHECKIN',
      at: klInstant(day, '08:00'),
    });
    await addRecord(t.ctx, {
      childId: mover.id,
      centreId: north.id,
      managerId: teacher.id,
      status: 'CHECKOUT',
      at: klInstant(day, '17:00'),
    });
    const row = async (name: string) => listed(name, day);
    expect(await row('Counts North')).toMatchObject({ totalStudents: 1, checkins: 1, checkouts: 1 });
    expect(await row('Counts South')).toMatchObject({ totalStudents: 0, checkins: 0 });

    // Joins after the day's rows exist: enrolled before the day, so counted (as absent).
    const joiner = await addChild(t.ctx, north.id, 'Joiner', { enrolledOn: '2026-02-01' });
    expect(await row('Counts North')).toMatchObject({ totalStudents: 2, checkins: 1, absentees: 1 });
    // Enrolled after the day: not counted that day.
    await addChild(t.ctx, north.id, 'Starts later', { enrolledOn: '2026-02-11' });
    expect(await row('Counts North')).toMatchObject({ totalStudents: 2 });

    // Moves to South: North loses the child and their records (they were North's), South gains a child.
    await t.ctx.db.update(children).set({ centreId: south.id }).where(eq(children.id, mover.id));
    expect(await row('Counts North')).toMatchObject({ totalStudents: 1, checkins: 0, checkouts: 0 });
    expect(await row('Counts South')).toMatchObject({ totalStudents: 1, checkins: 0, absentees: 1 });
    // Back to North: the records count again.
    await t.ctx.db.update(children).set({ centreId: north.id }).where(eq(children.id, mover.id));
    expect(await row('Counts North')).toMatchObject({ totalStudents: 2, checkins: 1, checkouts: 1 });

    // Deactivated, then active again.
    await t.ctx.db.update(children).set({ active: false }).where(eq(children.id, mover.id));
    expect(await row('Counts North')).toMatchObject({ totalStudents: 1, checkins: 0, checkouts: 0 });
    await t.ctx.db.update(children).set({ active: true }).where(eq(children.id, mover.id));
    expect(await row('Counts North')).toMatchObject({ totalStudents: 2, checkins: 1, checkouts: 1 });

    // Leaves for good (a child without records can be deleted).
    await t.ctx.db.delete(children).where(eq(children.id, joiner.id));
    expect(await row('Counts North')).toMatchObject({ totalStudents: 1, checkins: 1, absentees: 0 });

    const { kept, raw } = await keptAndRaw(day, day);
    expect(kept).toEqual(raw);
  });

  it('keeps the counts a fresh count over the raw tables gives, after a random sequence of changes', async () => {
    const random = new Random(43);
    const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-07', '2026-03-08'];
    const centres = await Promise.all(
      ['Random A', 'Random B', 'Random C'].map((name) => addCentre(t.ctx, name)),
    );
    const teachers = await Promise.all(centres.map((centre) => addManager(t.ctx, centre.id, 'Teacher')));
    const pick = <T>(items: readonly T[]) => items[random.int(0, items.length - 1)] as T;
    const childIds: string[] = [];
    for (let n = 0; n < 12; n += 1) {
      childIds.push(
        (
          await addChild(t.ctx, pick(centres).id, `Random child ${n}`, {
            enrolledOn: pick(['2026-01-05', ...days]),
          })
        ).id,
      );
    }

    for (let step = 0; step < 150; step += 1) {
      const draw = random.float();
      const childId = pick(childIds);
      const [child] = await t.ctx.db.select().from(children).where(eq(children.id, childId));
      if (!child) throw new Error('child gone');
      if (draw < 0.45) {
        // A record at the child's centre (or, now and then, another one), when the day has none of that kind.
        const centre =
          random.float() < 0.85
            ? (centres.find((c) => c.id === child.centreId) ?? pick(centres))
            : pick(centres);
        const teacher = teachers[centres.indexOf(centre)] ?? pick(teachers);
        const status = pick(['CHECKIN', 'CHECKOUT'] as const);
        await addRecord(t.ctx, {
          childId,
          centreId: centre.id,
          managerId: teacher.id,
          status,
          at: klInstant(pick(days), status === 'CHECKIN' ? '08:00' : '17:00'),
        }).catch(() => undefined);
      } else if (draw < 0.55) {
        const [record] = await t.ctx.db.select().from(checkIns).where(eq(checkIns.childId, childId)).limit(1);
        if (record) await t.ctx.db.delete(checkIns).where(eq(checkIns.id, record.id));
      } else if (draw < 0.65) {
        await t.ctx.db
          .update(children)
          .set({ centreId: pick(centres).id })
          .where(eq(children.id, childId));
      } else if (draw < 0.75) {
        await t.ctx.db.update(children).set({ active: !child.active }).where(eq(children.id, childId));
      } else if (draw < 0.82) {
        await t.ctx.db
          .update(children)
          .set({ enrolledOn: pick(['2026-01-05', ...days]) })
          .where(eq(children.id, childId));
      } else if (draw < 0.87) {
        childIds.push(
          (await addChild(t.ctx, pick(centres).id, `Random child ${step}`, { enrolledOn: pick(days) })).id,
        );
      } else if (draw < 0.9) {
        // Several children at once, as one statement.
        await t.ctx.db
          .update(children)
          .set({ active: true })
          .where(and(eq(children.centreId, pick(centres).id)));
      } else {
        // The admin lists a day: its rows for every centre exist from now on.
        await listed('Random', pick(days));
      }
    }
    for (const day of days) await listed('Random', day);

    const { kept, raw, keptKeys, rawKeys } = await keptAndRaw(days[0] as string, days.at(-1) as string);
    // Every centre has a kept row for every listed day (and only days with records otherwise).
    expect(rawKeys.filter((key) => days.includes(key.slice(-10)))).toEqual(
      keptKeys.filter((key) => days.includes(key.slice(-10))),
    );
    expect(kept).toEqual(raw);
  });

  it("fills every centre's row for the new day from the midnight job, as a fresh count gives", async () => {
    const centre = await addCentre(t.ctx, 'Midnight centre');
    await addChild(t.ctx, centre.id, 'Early child', { enrolledOn: '2026-01-05' });
    const today = kualaLumpurDay(t.ctx.clock());
    await t.ctx.db.delete(centreDayCounts).where(eq(centreDayCounts.day, today));

    expect(await centreDayFillHandler(t.ctx)()).toEqual({ day: today });
    const { kept, raw, keptKeys } = await keptAndRaw(today, today);
    const centreIds = (await t.ctx.db.select({ id: centres.id }).from(centres)).map((row) => row.id);
    expect(keptKeys).toEqual(centreIds.map((id) => `${id} ${today}`).sort());
    expect(kept).toEqual(raw);
  });
});
