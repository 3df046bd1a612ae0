import { kualaLumpurDay } from '@cic/contract';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addCentre, addChild, addManager, addRecord, klInstant } from '../../../test/centre-day-fixture';
import { keptAndRaw as keptAndRawOf } from '../../../test/kept-day-counts';
import { multipartBody } from '../../../test/multipart-body';
import { bearer, signInAs } from '../../../test/sign-in';
import { centreDayCounts, centres, checkIns, children } from '../../db/schema/index';
import { Random } from '../../db/seed/random';
import { centreDayFillHandler } from './centre-day-job';

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

  const keptAndRaw = (first: string, last: string) => keptAndRawOf(t.ctx.db, first, last);

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

  it("adds a record's change to its centre's kept row instead of counting the day again", async () => {
    const day = '2026-04-01';
    const centre = await addCentre(t.ctx, 'Counts By Increment');
    const teacher = await addManager(t.ctx, centre.id, 'Ina');
    const child = await addChild(t.ctx, centre.id, 'Irfan', { enrolledOn: '2026-01-05' });
    const row = () => listed('Counts By Increment', day);
    expect(await row()).toMatchObject({ totalStudents: 1, checkins: 0 });
    // An offset that a recount would wipe out: the check-in's +1 lands on top of it.
    await t.ctx.db
      .update(centreDayCounts)
      .set({ checkedIn: 10 })
      .where(and(eq(centreDayCounts.centreId, centre.id), eq(centreDayCounts.day, day)));
    await addRecord(t.ctx, {
      childId: child.id,
      centreId: centre.id,
      managerId: teacher.id,
      status: 'CHECKIN',
      at: klInstant(day, '08:00'),
    });
    expect(await row()).toMatchObject({ checkins: 11 });
    // A new thumbnail moves no count; removing the record takes its one away again.
    await t.ctx.db.update(checkIns).set({ thumbnailKey: 'other.jpg' }).where(eq(checkIns.childId, child.id));
    expect(await row()).toMatchObject({ checkins: 11 });
    await t.ctx.db.delete(checkIns).where(eq(checkIns.childId, child.id));
    expect(await row()).toMatchObject({ checkins: 10 });
  });

  // Hundreds of statements: on a shared two-core machine against PostgreSQL this runs past the default 30 s.
  it('keeps the counts a fresh count gives after a random run of records made, repeated, moved and removed', async () => {
    const random = new Random(29);
    const days = ['2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09'];
    const centres = await Promise.all(
      ['Increment A', 'Increment B', 'Increment C'].map((name) => addCentre(t.ctx, name)),
    );
    const teachers = await Promise.all(centres.map((centre) => addManager(t.ctx, centre.id, 'Teacher')));
    const childIds: string[] = [];
    for (let n = 0; n < 14; n += 1) {
      const enrolledOn = random.pick(['2026-01-05', '2026-01-05', ...days]);
      childIds.push(
        (await addChild(t.ctx, random.pick(centres).id, `Increment child ${n}`, { enrolledOn })).id,
      );
    }
    // Three days have rows before the run (they take increments); the last is made by its first record.
    for (const day of days.slice(0, 3)) await listed('Increment', day);

    const teacherOf = (centreId: string) =>
      teachers[centres.findIndex((c) => c.id === centreId)]?.id as string;
    const status = () => random.pick(['CHECKIN', 'CHECKOUT'] as const);
    /** A record of a child at their own centre mostly, now and then at another. */
    const drawRecord = async () => {
      const childId = random.pick(childIds);
      const [child] = await t.ctx.db.select().from(children).where(eq(children.id, childId));
      const centreId = child && random.chance(0.85) ? child.centreId : random.pick(centres).id;
      const kind = status();
      const day = random.pick(days);
      return {
        childId,
        centreId,
        recordedById: teacherOf(centreId),
        status: kind,
        recordedAt: klInstant(day, kind === 'CHECKIN' ? '08:00' : '17:00'),
        localDate: day,
        temperature: 36.6,
        photoKey: 'check-ins/test/photo.jpg',
        thumbnailKey: 'check-ins/test/thumb.jpg',
      };
    };
    const someRecord = async () => {
      const records = await t.ctx.db
        .select()
        .from(checkIns)
        .where(sql`${checkIns.localDate} between ${days[0]} and ${days[3]}`);
      return records.length ? random.pick(records) : undefined;
    };
    /** A record moved to another day keeps its Kuala Lumpur time of day (the table checks the two agree). */
    const toDay = (day: string) => ({
      localDate: day,
      recordedAt: sql`${checkIns.recordedAt} + (${day}::date - ${checkIns.localDate}) * interval '1 day'`,
    });
    // A second record of a kind the child already has that day is refused by the unique key.
    const refusedOrDone = (write: Promise<unknown>) =>
      write.catch((error: { cause?: { code?: string } }) => {
        if (error.cause?.code !== '23505') throw error;
      });

    for (let step = 0; step < 220; step += 1) {
      const draw = random.float();
      if (draw < 0.3) {
        await refusedOrDone(t.ctx.db.insert(checkIns).values(await drawRecord()));
      } else if (draw < 0.4) {
        // Several records in one statement.
        const records = await Promise.all(Array.from({ length: random.int(2, 6) }, drawRecord));
        await t.ctx.db.insert(checkIns).values(records).onConflictDoNothing();
      } else if (draw < 0.5) {
        const record = await someRecord();
        if (record) await t.ctx.db.delete(checkIns).where(eq(checkIns.id, record.id));
      } else if (draw < 0.55) {
        // Every record of a centre's day in one statement.
        await t.ctx.db
          .delete(checkIns)
          .where(
            and(eq(checkIns.centreId, random.pick(centres).id), eq(checkIns.localDate, random.pick(days))),
          );
      } else if (draw < 0.7) {
        // One record moved to another day, child, kind or centre.
        const record = await someRecord();
        const move = random.int(0, 3);
        const change =
          move === 0
            ? toDay(random.pick(days))
            : move === 1
              ? { childId: random.pick(childIds) }
              : move === 2
                ? { status: record?.status === 'CHECKIN' ? ('CHECKOUT' as const) : ('CHECKIN' as const) }
                : { centreId: random.pick(centres).id };
        if (record)
          await refusedOrDone(t.ctx.db.update(checkIns).set(change).where(eq(checkIns.id, record.id)));
      } else if (draw < 0.75) {
        // A centre's day moved to another day in one statement.
        await refusedOrDone(
          t.ctx.db
            .update(checkIns)
            .set(toDay(random.pick(days)))
            .where(
              and(eq(checkIns.centreId, random.pick(centres).id), eq(checkIns.localDate, random.pick(days))),
            ),
        );
      } else if (draw < 0.78) {
        // Many records changed in what counts nothing.
        await t.ctx.db
          .update(checkIns)
          .set({ note: `step ${step}` })
          .where(eq(checkIns.localDate, random.pick(days)));
      } else if (draw < 0.86) {
        // Several statements in one transaction, each seeing the ones before.
        const first = await drawRecord();
        const second = await drawRecord();
        await t.ctx.db.transaction(async (tx) => {
          const made = await tx.insert(checkIns).values(first).onConflictDoNothing().returning();
          await tx.insert(checkIns).values(second).onConflictDoNothing();
          const [madeRecord] = made;
          if (madeRecord && random.chance(0.5))
            await tx.delete(checkIns).where(eq(checkIns.id, madeRecord.id));
        });
      } else if (draw < 0.94) {
        const childId = random.pick(childIds);
        const change = random.pick([
          { centreId: random.pick(centres).id },
          { active: random.chance(0.6) },
          { enrolledOn: random.pick(['2026-01-05', ...days]) },
        ]);
        await t.ctx.db.update(children).set(change).where(eq(children.id, childId));
      } else {
        await listed('Increment', random.pick(days));
      }
      // After every step, so a later recount (a child's change) cannot hide a wrong increment.
      const { kept, raw } = await keptAndRaw(days[0] as string, days[3] as string);
      expect(kept, `after step ${step}`).toEqual(raw);
    }
    for (const day of days) await listed('Increment', day);

    const { kept, raw, keptKeys, rawKeys } = await keptAndRaw(days[0] as string, days[3] as string);
    expect(keptKeys).toEqual(rawKeys);
    expect(kept).toEqual(raw);
    const records = await t.ctx.db
      .select()
      .from(checkIns)
      .where(sql`${checkIns.localDate} between ${days[0]} and ${days[3]}`);
    // The run left something to count.
    expect(records.length).toBeGreaterThan(10);
  }, 90_000);

  it('recounts the pairs of a statement of more records than it adds one by one, both ways', async () => {
    const days = Array.from({ length: 12 }, (_, n) => `2026-05-${String(n + 4).padStart(2, '0')}`);
    const centre = await addCentre(t.ctx, 'Counts In Bulk');
    const teacher = await addManager(t.ctx, centre.id, 'Bulk');
    for (let n = 0; n < 45; n += 1)
      await addChild(t.ctx, centre.id, `Bulk child ${n}`, { enrolledOn: '2026-01-05' });
    for (const day of days.slice(0, 6)) await listed('Counts In Bulk', day);
    // 45 children x 12 days x 2 = 1,080 records in one statement, half on days with rows already.
    await t.ctx.db.execute(sql`
      insert into check_ins (child_id, centre_id, status, recorded_at, local_date, temperature, photo_key, thumbnail_key, recorded_by_id)
      select ch.id, ch.centre_id, kind.status::check_in_status,
             ((d.day + kind.at) at time zone 'Asia/Kuala_Lumpur'), d.day, 36.6, 'p.jpg', 't.jpg', ${teacher.id}
      from children ch
      cross join (select ${days[0]}::date + n as day from generate_series(0, ${days.length - 1}) as n) as d
      cross join (values ('CHECKIN', time '08:00'), ('CHECKOUT', time '17:00')) as kind(status, at)
      where ch.centre_id = ${centre.id}`);
    for (const day of days) await listed('Counts In Bulk', day);
    expect(await listed('Counts In Bulk', days[0])).toMatchObject({
      totalStudents: 45,
      checkins: 45,
      checkouts: 45,
    });
    let { kept, raw } = await keptAndRaw(days[0] as string, days.at(-1) as string);
    expect(kept).toEqual(raw);

    await t.ctx.db.delete(checkIns).where(eq(checkIns.centreId, centre.id));
    ({ kept, raw } = await keptAndRaw(days[0] as string, days.at(-1) as string));
    expect(kept).toEqual(raw);
    expect(await listed('Counts In Bulk', days[0])).toMatchObject({
      totalStudents: 45,
      checkins: 0,
      checkouts: 0,
    });
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
