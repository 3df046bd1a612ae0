import { messageText } from '@cic/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { addCentre, addChild, addPackage } from '../../../test/centre-day-fixture';
import { expectRefusal } from '../../../test/refusal';
import { signInAs } from '../../../test/sign-in';
import { auditLog, children } from '../../db/schema/index';
import { billingJobs } from './index';

const base = '/api/v2/admin/billing';

describe('fees of packages and enrolment periods', () => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let centreId: string;
  let fullDay: string;
  let halfDay: string;
  let childId: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    callApi(t.app, admin.token, method, url, payload);

  beforeAll(async () => {
    t = await buildTestApp({ jobs: true, clock: () => new Date('2026-11-20T02:00:00Z') });
    admin = await signInAs(t.ctx, 'admin', { modules: ['BILLING'] });
    centreId = (await addCentre(t.ctx, 'CIC Bangsar')).id;
    fullDay = (await addPackage(t.ctx, centreId, 'Full Day', 'FULL_DAY')).id;
    halfDay = (await addPackage(t.ctx, centreId, 'Half Day', 'HALF_DAY')).id;
    childId = (await addChild(t.ctx, centreId, 'Nur Aisyah')).id;
  });
  afterAll(() => t.close());

  it('keeps every price of a fee and bills the current month at the newest from then or before', async () => {
    const created = await call('POST', `${base}/packages/${fullDay}/fees`, {
      chargedWhen: 'MONTHLY',
      amountSen: 60_000,
      siblingDiscountBasisPoints: 1_000,
      effectiveFrom: '2026-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const feeId = created.json().data.id as string;
    for (const [effectiveFrom, amountSen] of [
      ['2027-01', 70_000],
      ['2026-11', 65_000],
    ] as const) {
      const price = await call('POST', `${base}/fees/${feeId}/prices`, { effectiveFrom, amountSen });
      expect(price.statusCode, price.body).toBe(201);
    }
    const listed = await call('GET', `${base}/packages?centerId=${centreId}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const fee = listed.json().data[0].fees[0];
    expect(fee.currentPrice).toMatchObject({
      effectiveFrom: '2026-11',
      amountSen: 65_000,
      siblingDiscountBasisPoints: 0,
    });
    expect(fee.prices.map((price: { effectiveFrom: string }) => price.effectiveFrom)).toEqual([
      '2027-01',
      '2026-11',
      '2026-01',
    ]);
    const second = await call('POST', `${base}/packages/${fullDay}/fees`, {
      chargedWhen: 'MONTHLY',
      amountSen: 1,
      effectiveFrom: '2026-01',
    });
    expectRefusal(second, 409, {
      code: 'CONFLICT',
      message: messageText('billing.monthlyFeeExists'),
      field: 'chargedWhen',
    });
    const retire = await call('POST', `${base}/fees/${feeId}/archive`);
    expectRefusal(retire, 409, { code: 'CONFLICT', message: messageText('billing.monthlyNotArchivable') });
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, feeId));
    expect(audits.map((row) => row.action).sort()).toEqual([
      'billing.fee.create',
      'billing.fee.price',
      'billing.fee.price',
    ]);
  });

  it('retires a one-off fee, after which its price cannot change', async () => {
    const created = await call('POST', `${base}/packages/${fullDay}/fees`, {
      chargedWhen: 'ON_ENROLMENT',
      name: 'Deposit',
      amountSen: 50_000,
      effectiveFrom: '2026-01',
    });
    const feeId = created.json().data.id as string;
    const retired = await call('POST', `${base}/fees/${feeId}/archive`);
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().data).toMatchObject({ archived: true, name: 'Deposit' });
    const price = await call('POST', `${base}/fees/${feeId}/prices`, {
      effectiveFrom: '2027-01',
      amountSen: 1,
    });
    expectRefusal(price, 409, { code: 'CONFLICT', message: messageText('billing.feeArchived') });
  });

  it('answers bad fees with the catalogue message and the field, never a 5xx', async () => {
    const cases: [object, string, string][] = [
      [{ chargedWhen: 'ONCE', amountSen: 100, effectiveFrom: '2026-01' }, 'billing.feeName', 'name'],
      [{ chargedWhen: 'MONTHLY', amountSen: -1, effectiveFrom: '2026-01' }, 'billing.amount', 'amountSen'],
      [
        { chargedWhen: 'MONTHLY', amountSen: 100_000_001, effectiveFrom: '2026-01' },
        'billing.amount',
        'amountSen',
      ],
      [{ chargedWhen: 'MONTHLY', amountSen: 1.5, effectiveFrom: '2026-01' }, 'billing.amount', 'amountSen'],
      [
        {
          chargedWhen: 'MONTHLY',
          amountSen: 1,
          siblingDiscountBasisPoints: 10_001,
          effectiveFrom: '2026-01',
        },
        'billing.discount',
        'siblingDiscountBasisPoints',
      ],
      [{ chargedWhen: 'MONTHLY', amountSen: 1, effectiveFrom: '' }, 'billing.effectiveFrom', 'effectiveFrom'],
      [
        { chargedWhen: 'WEEKLY', amountSen: 1, effectiveFrom: '2026-01' },
        'billing.chargedWhen',
        'chargedWhen',
      ],
    ];
    for (const [body, key, field] of cases) {
      const answer = await call('POST', `${base}/packages/${halfDay}/fees`, body);
      expectRefusal(answer, 400, { code: 'VALIDATION_FAILED', message: messageText(key), field });
    }
    const unknown = await call('POST', `${base}/packages/00000000-0000-4000-8000-000000000000/fees`, {
      chargedWhen: 'MONTHLY',
      amountSen: 1,
      effectiveFrom: '2026-01',
    });
    expectRefusal(unknown, 404, { code: 'NOT_FOUND', message: messageText('billing.packageNotFound') });
  });

  it('enrols a child, changes its package from a day and records its withdrawal', async () => {
    const enrolled = await call('POST', `${base}/children/${childId}/enrolments`, {
      packageId: halfDay,
      startsOn: '2026-09-01',
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const changed = await call('POST', `${base}/children/${childId}/enrolments`, {
      packageId: fullDay,
      startsOn: '2026-11-16',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.periods).toEqual([
      expect.objectContaining({
        package: { id: fullDay, name: 'Full Day' },
        startsOn: '2026-11-16',
        endsOn: null,
      }),
      expect.objectContaining({
        package: { id: halfDay, name: 'Half Day' },
        startsOn: '2026-09-01',
        endsOn: '2026-11-15',
      }),
    ]);
    const [child] = await t.ctx.db.select().from(children).where(eq(children.id, childId));
    expect(child?.packageId).toBe(fullDay);

    const same = await call('POST', `${base}/children/${childId}/enrolments`, {
      packageId: fullDay,
      startsOn: '2026-12-01',
    });
    expectRefusal(same, 409, {
      code: 'CONFLICT',
      message: messageText('billing.samePackage'),
      field: 'packageId',
    });
    const early = await call('POST', `${base}/children/${childId}/enrolments`, {
      packageId: halfDay,
      startsOn: '2026-11-16',
    });
    expectRefusal(early, 409, {
      code: 'CONFLICT',
      message: messageText('billing.startBeforeEnrolment', 'en', { date: '2026-11-16' }),
      field: 'startsOn',
    });
    const before = await call('POST', `${base}/children/${childId}/withdrawal`, { endsOn: '2026-11-10' });
    expect(before.statusCode, before.body).toBe(200);
    // The Full Day period never began: a withdrawal on the 10th ends Half Day then.
    expect(before.json().data.periods).toEqual([
      expect.objectContaining({ package: { id: halfDay, name: 'Half Day' }, endsOn: '2026-11-10' }),
    ]);
    const tooEarly = await call('POST', `${base}/children/${childId}/withdrawal`, { endsOn: '2026-08-01' });
    expectRefusal(tooEarly, 409, {
      code: 'CONFLICT',
      message: messageText('billing.notEnrolled'),
      field: 'endsOn',
    });
  });

  it('refuses a package of another centre, bad days and unknown children', async () => {
    const elsewhere = (
      await addPackage(t.ctx, (await addCentre(t.ctx, 'CIC Other')).id, 'Full Day', 'FULL_DAY')
    ).id;
    const other = await call('POST', `${base}/children/${childId}/enrolments`, {
      packageId: elsewhere,
      startsOn: '2027-01-01',
    });
    expectRefusal(other, 400, {
      code: 'VALIDATION_FAILED',
      message: messageText('billing.packageOfOtherCentre'),
      field: 'packageId',
    });
    const noDay = await call('POST', `${base}/children/${childId}/enrolments`, {
      packageId: fullDay,
      startsOn: '',
    });
    expectRefusal(noDay, 400, {
      code: 'VALIDATION_FAILED',
      message: messageText('billing.startsOn'),
      field: 'startsOn',
    });
    const unknown = await call('GET', `${base}/children/00000000-0000-4000-8000-000000000000/enrolments`);
    expectRefusal(unknown, 404, { code: 'NOT_FOUND', message: messageText('billing.childNotFound') });
    const listed = await call('GET', `${base}/enrolments?search=aisyah`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        child: { id: childId, name: 'Nur Aisyah' },
        latest: expect.objectContaining({ startsOn: '2026-09-01', endsOn: '2026-11-10' }),
      }),
    ]);
  });

  it('keeps the billing settings, the reminder days in order and once each', async () => {
    const saved = await call('PUT', `${base}/settings`, {
      runDay: 3,
      issueWhenDrafted: true,
      reminderDays: [7, -3, 0, 7],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ runDay: 3, issueWhenDrafted: true, reminderDays: [-3, 0, 7] });
    const bad = await call('PUT', `${base}/settings`, {
      runDay: 29,
      issueWhenDrafted: false,
      reminderDays: [],
    });
    expectRefusal(bad, 400, {
      code: 'VALIDATION_FAILED',
      message: messageText('billing.runDay'),
      field: 'runDay',
    });
    const read = await call('GET', `${base}/settings`);
    expect(read.json().data).toEqual({ runDay: 3, issueWhenDrafted: true, reminderDays: [-3, 0, 7] });
  });

  it("starts the month's run on the run day, once, and not on other days", async () => {
    const schedule = billingJobs.scheduleHandler(t.ctx);
    await call('PUT', `${base}/settings`, { runDay: 21, issueWhenDrafted: false, reminderDays: [0] });
    expect(await schedule()).toEqual({ started: false });
    await call('PUT', `${base}/settings`, { runDay: 20, issueWhenDrafted: false, reminderDays: [0] });
    expect(await schedule()).toMatchObject({ started: true, id: expect.any(String) });
    expect(await schedule()).toEqual({ started: false });
    const runs = await call('GET', `${base}/runs`);
    expect(runs.json().data).toEqual([expect.objectContaining({ month: '2026-11' })]);
  });
});
