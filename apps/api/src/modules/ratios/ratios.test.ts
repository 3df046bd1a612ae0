import { randomUUID } from 'node:crypto';
import {
  addCalendarDays,
  defaultRatioRules,
  kualaLumpurDay,
  type RatioBand,
  ratioNeeds,
} from '@cic/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChild, addManager } from '../../../test/centre-day-fixture';
import { checkInFields, photoFile, postCheckIn } from '../../../test/check-in-request';
import { buildDeliveringTestApp, type DeliveringTestApp } from '../../../test/delivering-test-app';
import type { FakeSubscription } from '../../../test/fake-push-service';
import { kualaLumpurDaytimeOffset } from '../../../test/kuala-lumpur-daytime';
import { keepQueuedJobs, type QueuedJob } from '../../../test/queued-jobs';
import { expectRefusal } from '../../../test/refusal';
import { bearer, createCentre, signInAs } from '../../../test/sign-in';
import { ratioChildCounts, ratioRules } from '../../db/schema/index';
import { ratioAlertHandler } from './alert-job';
import { ratioAlertJob } from './alert-queue';
import { createRatiosRepository } from './repository';

const minute = 60_000;

/** Live staff-to-child ratios kept by increment, the alert on the queue, the admin's figures (decisions 129, 131). */
describe('staff-to-child ratios', () => {
  let t: DeliveringTestApp;
  // The day's figures are followed across minutes stepped ahead: keep them on one KL day.
  let offset = kualaLumpurDaytimeOffset();
  let queued: QueuedJob[];
  let jpeg: Buffer;
  let centreId: string;
  let head: { token: string; id: string };
  let teacherA: { token: string; id: string };
  let teacherB: { token: string; id: string };
  let admin: { token: string };
  let devices: { head: FakeSubscription; a: FakeSubscription; b: FakeSubscription };
  const child: Record<string, string> = {};

  const now = () => new Date(Date.now() + offset);
  const rows = async <Row>(query: ReturnType<typeof sql>) =>
    ((await t.ctx.db.execute(query)) as { rows: Row[] }).rows;
  const today = () => kualaLumpurDay(now());
  /** A birth date `years` years before today, moved by `days`. */
  const born = (years: number, days = 0) =>
    addCalendarDays(`${Number(today().slice(0, 4)) - years}${today().slice(4)}`, days);

  beforeAll(async () => {
    t = await buildDeliveringTestApp({ clock: () => now() });
    queued = keepQueuedJobs(t.ctx);
    jpeg = await sharp({ create: { width: 48, height: 64, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    centreId = (await createCentre(t.ctx, 'Ratio Centre')).id;
    head = await signInAs(t.ctx, 'super manager', { centreId });
    teacherA = await signInAs(t.ctx, 'teacher', { centreId });
    teacherB = await signInAs(t.ctx, 'teacher', { centreId });
    admin = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN', 'SETTINGS'] });
    await addManager(t.ctx, centreId, 'Away Teacher');
    const subscribe = (managerId: string) => t.subscribeStaffDevice(managerId);
    devices = {
      head: await subscribe(head.id),
      a: await subscribe(teacherA.id),
      b: await subscribe(teacherB.id),
    };
    const children: [string, string][] = [
      ['baby1', born(0, -100)],
      ['baby2', born(0, -200)],
      ['baby3', born(0, -10)],
      ['oneTomorrow', born(1, 1)],
      ['oneToday', born(1)],
      ['threeToday', born(3)],
      ['twoYears', born(2, -30)],
    ];
    for (const [key, dateOfBirth] of children) {
      child[key] = (await addChild(t.ctx, centreId, key, { dateOfBirth, enrolledOn: '2020-01-01' })).id;
    }
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: bearer(token) });
  const live = async () => (await get('/center/ratio', teacherA.token)).json().data;
  const record = async (key: string, status: 'CHECKIN' | 'CHECKOUT') => {
    const response = await postCheckIn(
      t.app,
      teacherA.token,
      child[key] ?? '',
      checkInFields({ status, timestamp: new Date(now().getTime() - 1000).toISOString() }),
      [photoFile(jpeg)],
    );
    expect(response.statusCode, response.body).toBe(201);
  };
  const clock = async (token: string, direction: 'IN' | 'OUT') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/center/staff-attendance/clock',
      headers: bearer(token),
      payload: {
        direction,
        capturedAt: new Date(now().getTime() - 1000).toISOString(),
        clientRequestId: randomUUID(),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  /** The kept counts against a recount of the raw tables: children in and not out by age, open shifts. */
  async function expectKeptEqualsRecount() {
    const kept = await rows(sql`
      select age, children from ratio_child_counts
      where centre_id = ${centreId} and local_date = ${today()}::date and children <> 0 order by age`);
    const recount = await rows(sql`
      select ratio_age(ch.date_of_birth, ci.local_date) as age, count(*)::integer as children
      from check_ins ci join children ch on ch.id = ci.child_id
      where ci.centre_id = ${centreId} and ci.local_date = ${today()}::date and ci.status = 'CHECKIN'
        and not exists (select 1 from check_ins o where o.child_id = ci.child_id and o.local_date = ci.local_date
                        and o.status = 'CHECKOUT')
      group by 1 order by 1`);
    expect(kept).toEqual(recount);
    const [row] = await rows<{ kept: number | null; recount: number }>(sql`
      select (select staff_present from ratio_days where centre_id = ${centreId} and local_date = ${today()}::date) as kept,
             (select count(*)::integer from staff_shifts where centre_id = ${centreId}
                and local_date = ${today()}::date and ended_at is null) as recount`);
    expect(row?.kept ?? 0).toBe(row?.recount);
  }

  const alert = (job: QueuedJob | undefined) =>
    ratioAlertHandler({ ...t.ctx, config: { publicUrl: 'http://localhost:3000' } })(
      job?.data as { centreId: string; day: string; since: string },
    );

  it('needs nobody with no children in', async () => {
    expect(await live()).toMatchObject({
      careType: 'TASKA',
      staffPresent: 0,
      staffNeeded: 0,
      outOfRatio: false,
    });
  });

  it('counts a child turning one today in the 1:5 band, one turning one tomorrow in the 1:3 band, one turning three today in 1:10', async () => {
    await clock(teacherB.token, 'IN');
    for (const key of ['oneTomorrow', 'oneToday', 'threeToday']) await record(key, 'CHECKIN');
    const ratio = await live();
    expect(ratio.bands.map((band: { children: number }) => band.children)).toEqual([1, 1, 1]);
    expect(ratio).toMatchObject({ staffPresent: 1, staffNeeded: 3, outOfRatio: true, short: 2 });
    await expectKeptEqualsRecount();
    // Back in ratio before any alert: out the two older ones.
    await record('oneToday', 'CHECKOUT');
    await record('threeToday', 'CHECKOUT');
    expect(await live()).toMatchObject({ staffNeeded: 1, outOfRatio: false, outOfRatioSince: null });
    await expectKeptEqualsRecount();
  });

  it('queues one alert when the centre goes out of ratio, which tells the head and the staff clocked in after 5 minutes, once', async () => {
    queued.length = 0;
    for (const key of ['baby1', 'baby2', 'baby3']) await record(key, 'CHECKIN');
    await expectKeptEqualsRecount();
    expect(await live()).toMatchObject({ staffPresent: 1, staffNeeded: 2, outOfRatio: true });
    const alerts = queued.filter((job) => job.name === ratioAlertJob);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.options).toEqual({ startAfterSeconds: 300 });
    offset += 4 * minute;
    expect(await alert(alerts[0])).toEqual({ alerted: false, episode: 'waiting' });
    expect(t.push.received(devices.head.endpoint)).toHaveLength(0);
    offset += 2 * minute;
    expect(await alert(alerts[0])).toEqual({ alerted: true, people: 2 });
    expect(t.push.received(devices.head.endpoint)).toHaveLength(1);
    expect(t.push.received(devices.b.endpoint)).toHaveLength(1);
    expect(t.push.received(devices.a.endpoint)).toHaveLength(0);
    expect(JSON.parse(t.push.received(devices.head.endpoint)[0]?.payload ?? '{}')).toMatchObject({
      title: 'Out of ratio at Ratio Centre',
      body: expect.stringContaining('1 staff, 2 needed'),
    });
    expect(await alert(alerts[0])).toEqual({ alerted: false, episode: 'told' });
    expect(t.push.received(devices.head.endpoint)).toHaveLength(1);
  });

  it('shows the admin list the centre out of ratio, and filters to such centres', async () => {
    const other = await createCentre(t.ctx, 'Calm Centre');
    const list = (query: string) => get(`/admin/checkin/center?limit=100${query}`, admin.token);
    const everyone = (await list('')).json().data.centres;
    expect(everyone.find((row: { id: string }) => row.id === other.id)).toMatchObject({ outOfRatio: false });
    const out = (await list('&outOfRatio=true')).json();
    expect(out.data.centres).toEqual([
      expect.objectContaining({ id: centreId, staffPresent: 1, staffNeeded: 2, outOfRatio: true }),
    ]);
    expect(out.meta.total).toBe(1);
    expectRefusal(await list('&outOfRatio=yes'), 400, {
      code: 'VALIDATION_FAILED',
      message: 'Must be true or false',
      field: 'outOfRatio',
    });
  });

  it('ends the episode when a second teacher clocks in, and an alert of an ended episode tells nobody', async () => {
    await clock(teacherA.token, 'IN');
    await expectKeptEqualsRecount();
    expect(await live()).toMatchObject({ staffPresent: 2, staffNeeded: 2, outOfRatio: false });
    queued.length = 0;
    await clock(teacherA.token, 'OUT');
    const [next] = queued.filter((job) => job.name === ratioAlertJob);
    expect(next).toBeDefined();
    await clock(teacherA.token, 'IN');
    offset += 6 * minute;
    expect(await alert(next)).toEqual({ alerted: false, episode: 'ended' });
    expect(t.push.received(devices.a.endpoint)).toHaveLength(0);
    await expectKeptEqualsRecount();
  });

  it('keeps the out-of-ratio minutes of the day for head office', async () => {
    const history = await get(`/admin/checkin/center/${centreId}/ratio-history`, admin.token);
    expect(history.statusCode).toBe(200);
    const [day] = history.json().data;
    expect(day.date).toBe(today());
    expect(day.outOfRatioMinutes).toBeGreaterThanOrEqual(6);
    expect(day.outOfRatioMinutes).toBeLessThan(8);
    expectRefusal(
      await get(`/admin/checkin/center/${centreId}/ratio-history?from=2026-01-10&to=2026-01-01`, admin.token),
      400,
      {
        code: 'VALIDATION_FAILED',
        message: 'The last day must be on or after the first day',
        field: 'to',
      },
    );
  });

  it('lets an admin change the alert minutes and the rules, which change the needs at once', async () => {
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/v2/admin${url}`, headers: bearer(admin.token), payload });
    expect((await put('/ratio-settings', { alertMinutes: 10 })).json()).toMatchObject({
      data: { alertMinutes: 10 },
      message: 'Ratio settings saved',
    });
    expect((await get('/admin/ratio-settings', admin.token)).json().data).toEqual({ alertMinutes: 10 });
    expectRefusal(await put('/ratio-settings', { alertMinutes: 0 }), 400, {
      code: 'VALIDATION_FAILED',
      message: 'Enter a whole number of minutes from 1 to 120',
      field: 'alertMinutes',
    });
    expectRefusal(await put('/ratio-rules/TASKA', { bands: [{ fromAge: 1, childrenPerStaff: 4 }] }), 400, {
      code: 'VALIDATION_FAILED',
      message: 'The first age band must start at 0 years',
      field: 'bands.0.fromAge',
    });
    const saved = await put('/ratio-rules/TASKA', { bands: [{ fromAge: 0, childrenPerStaff: 4 }] });
    expect(saved.json().data).toEqual({
      careType: 'TASKA',
      bands: [{ fromAge: 0, toAge: null, childrenPerStaff: 4 }],
    });
    expect(await live()).toMatchObject({ staffNeeded: 1, staffPresent: 2 });
    const [kept] = await rows<{ staff_needed: number }>(
      sql`select staff_needed from ratio_days where centre_id = ${centreId} and local_date = ${today()}::date`,
    );
    expect(kept?.staff_needed).toBe(1);
    const typed = await put(`/checkin/center/${centreId}/care-type`, { careType: 'TADIKA' });
    expect(typed.json()).toMatchObject({ data: { careType: 'TADIKA' }, message: 'Center type saved' });
    // A kindergarten keeps the 1:3 band for the four babies in: two staff.
    expect(await live()).toMatchObject({ careType: 'TADIKA', staffNeeded: 2, outOfRatio: false });
  });

  it('settles the staff needed in one statement as the contract reckons them, for any bands and ages', async () => {
    const repository = createRatiosRepository(t.ctx.db);
    const centre = (await createCentre(t.ctx, 'Reckoning Centre')).id;
    const band = fc.record({
      step: fc.integer({ min: 1, max: 4 }),
      childrenPerStaff: fc.integer({ min: 1, max: 50 }),
    });
    const bandsOf = (steps: { step: number; childrenPerStaff: number }[]): RatioBand[] => {
      let fromAge = 0;
      return steps.map((entry, at) => {
        fromAge += at === 0 ? 0 : entry.step;
        return { fromAge, childrenPerStaff: entry.childrenPerStaff };
      });
    };
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(band, { minLength: 0, maxLength: 8 }),
        fc.uniqueArray(
          fc.record({ age: fc.integer({ min: 0, max: 12 }), children: fc.integer({ min: 0, max: 60 }) }),
          {
            selector: (row) => row.age,
            maxLength: 13,
          },
        ),
        async (steps, present) => {
          round += 1;
          const day = addCalendarDays(today(), -round);
          const bands = bandsOf(steps);
          await t.ctx.db.delete(ratioRules).where(sql`${ratioRules.careType} = 'TASKA'`);
          if (bands.length > 0)
            await t.ctx.db
              .insert(ratioRules)
              .values(bands.map((b) => ({ careType: 'TASKA' as const, ...b })));
          if (present.length > 0) {
            await t.ctx.db
              .insert(ratioChildCounts)
              .values(present.map((row) => ({ centreId: centre, localDate: day, ...row })));
          }
          expect(await repository.settleDay(centre, day, now(), today())).toBeNull();
          const [kept] = await rows<{ staff_needed: number }>(
            sql`select staff_needed from ratio_days where centre_id = ${centre} and local_date = ${day}::date`,
          );
          // No rows for the type: the contract's defaults.
          const expected = ratioNeeds(
            bands.length > 0 ? bands : defaultRatioRules.TASKA,
            present,
          ).staffNeeded;
          expect(kept?.staff_needed).toBe(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});
