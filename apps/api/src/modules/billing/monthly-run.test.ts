import { type BillingRunDetail, messageText } from '@cic/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { addCentre, addChild, addManager, addPackage } from '../../../test/centre-day-fixture';
import { addDayEndingAt, addRules, readyReport, rmOnePer5Minutes } from '../../../test/overtime-fixture';
import { expectRefusal } from '../../../test/refusal';
import { addParent, registrationRow } from '../../../test/registration-fixture';
import { signInAs } from '../../../test/sign-in';
import {
  auditLog,
  billingRuns,
  enrolmentPeriods,
  families,
  familyCreditAccounts,
  familyCreditEntries,
  familyMembers,
  invoiceLines,
  invoicePayments,
  invoices,
  referralCredits,
  registrations,
} from '../../db/schema/index';

const base = '/api/v2/admin/billing';
/** 1 December 2026, 09:00 in Kuala Lumpur: the month's run day. */
const now = new Date('2026-12-01T01:00:00Z');

/**
 * The month's run end to end (issue 41): enrolments starting and ending mid-month, a package
 * change, a price change, siblings, one-off fees, the month before's late pick-up and a referral
 * credit, every line and total to the sen; run again, nothing is billed twice; issued in order
 * without gaps, the credit used on the family's new invoice.
 */
describe('the monthly billing run', () => {
  let t: TestApp;
  let admin: { token: string; id: string };
  const ids: Record<string, string> = {};

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    callApi(t.app, admin.token, method, url, payload);

  async function addFee(packageId: string, body: object) {
    const answer = await call('POST', `${base}/packages/${packageId}/fees`, body);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data.id as string;
  }

  /** A named fee besides the month's (a deposit, materials, a uniform), priced from January. */
  const addNamedFee = (packageId: string, chargedWhen: string, name: string, amountSen: number) =>
    addFee(packageId, { chargedWhen, name, amountSen, effectiveFrom: '2026-01' });

  /** Reads the run until the queue has settled it. */
  async function settled(runId: string) {
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const read = await call('GET', `${base}/runs/${runId}`);
      expect(read.statusCode, read.body).toBe(200);
      const run = read.json().data as BillingRunDetail;
      if (!['QUEUED', 'DRAFTING', 'ISSUING'].includes(run.status)) return run;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the run did not settle');
  }

  /** Starts the month's run and waits for the queue to draft it. */
  async function runMonth(month: string) {
    const started = await call('POST', `${base}/runs`, { month });
    expect(started.statusCode, started.body).toBe(202);
    return settled(started.json().data.id as string);
  }

  /** The month's invoices with their lines, by centre name and family. */
  async function monthInvoices(periodMonth: string) {
    const rows = await t.ctx.db
      .select({
        id: invoices.id,
        number: invoices.number,
        status: invoices.status,
        total: invoices.totalSen,
        family: families.namedAfter,
      })
      .from(invoices)
      .leftJoin(families, eq(families.id, invoices.familyId))
      .where(eq(invoices.periodMonth, periodMonth))
      .orderBy(asc(invoices.number), asc(families.namedAfter));
    return Promise.all(
      rows.map(async (row) => ({
        ...row,
        lines: await t.ctx.db
          .select({
            child: invoiceLines.childName,
            kind: invoiceLines.kind,
            amountSen: invoiceLines.amountSen,
            days: invoiceLines.daysCharged,
            from: invoiceLines.periodStart,
            to: invoiceLines.periodEnd,
          })
          .from(invoiceLines)
          .where(eq(invoiceLines.invoiceId, row.id))
          .orderBy(asc(invoiceLines.childName), asc(invoiceLines.kind), asc(invoiceLines.amountSen)),
      })),
    );
  }

  beforeAll(async () => {
    t = await buildTestApp({ jobs: true, clock: () => now });
    admin = await signInAs(t.ctx, 'admin', { modules: ['BILLING'] });
    const ampang = (await addCentre(t.ctx, 'CIC Ampang')).id;
    const kajang = (await addCentre(t.ctx, 'CIC Kajang')).id;
    const fullDay = (await addPackage(t.ctx, ampang, 'Full Day', 'FULL_DAY')).id;
    const halfDay = (await addPackage(t.ctx, ampang, 'Half Day', 'HALF_DAY')).id;
    const standard = (await addPackage(t.ctx, kajang, 'Standard', 'FULL_DAY')).id;
    Object.assign(ids, { ampang, kajang, fullDay, halfDay, standard });

    // RM 600 from January, RM 650 from December (a price change), RM 700 from next January.
    ids.fullDayFee = await addFee(fullDay, {
      chargedWhen: 'MONTHLY',
      amountSen: 60_000,
      siblingDiscountBasisPoints: 1_000,
      effectiveFrom: '2026-01',
    });
    for (const [effectiveFrom, amountSen] of [
      ['2026-12', 65_000],
      ['2027-01', 70_000],
    ] as const) {
      const price = await call('POST', `${base}/fees/${ids.fullDayFee}/prices`, {
        effectiveFrom,
        amountSen,
        siblingDiscountBasisPoints: 1_000,
      });
      expect(price.statusCode, price.body).toBe(201);
    }
    await addNamedFee(fullDay, 'ON_ENROLMENT', 'Deposit', 50_000);
    await addNamedFee(fullDay, 'EACH_JANUARY', 'Materials', 20_000);
    await addFee(halfDay, { chargedWhen: 'MONTHLY', amountSen: 40_000, effectiveFrom: '2026-01' });
    await addNamedFee(halfDay, 'ONCE', 'Uniform', 8_000);
    await addFee(standard, { chargedWhen: 'MONTHLY', amountSen: 30_000, effectiveFrom: '2026-06' });

    const [tan, lim, wong] = await t.ctx.db
      .insert(families)
      .values([{ namedAfter: 'Tan' }, { namedAfter: 'Lim' }, { namedAfter: 'Wong' }])
      .returning();
    const child = async (centreId: string, name: string, familyId: string | undefined, dateOfBirth: string) =>
      (await addChild(t.ctx, centreId, name, { familyId, dateOfBirth })).id;
    ids.aisyah = await child(ampang, 'Nur Aisyah', tan?.id, '2020-03-09');
    ids.adam = await child(ampang, 'Adam Hakim', tan?.id, '2022-05-01');
    ids.daniel = await child(ampang, 'Daniel Lim', lim?.id, '2021-07-20');
    ids.mei = await child(ampang, 'Wong Mei', wong?.id, '2021-02-02');
    ids.siti = await child(kajang, 'Siti Aminah', undefined, '2021-08-08');
    await t.ctx.db.insert(enrolmentPeriods).values([
      { childId: ids.aisyah, centreId: ampang, packageId: fullDay, startsOn: '2026-01-05' },
      // New this month: pro-rated, the deposit, the sibling discount.
      { childId: ids.adam, centreId: ampang, packageId: fullDay, startsOn: '2026-12-10' },
      { childId: ids.daniel, centreId: ampang, packageId: halfDay, startsOn: '2026-02-02' },
      { childId: ids.mei, centreId: ampang, packageId: fullDay, startsOn: '2026-01-05' },
      { childId: ids.siti, centreId: kajang, packageId: standard, startsOn: '2026-06-01' },
    ]);
    // Daniel moves to Full Day from the 16th; Mei leaves after the 20th.
    const change = await call('POST', `${base}/children/${ids.daniel}/enrolments`, {
      packageId: fullDay,
      startsOn: '2026-12-16',
    });
    expect(change.statusCode, change.body).toBe(200);
    const withdrawal = await call('POST', `${base}/children/${ids.mei}/withdrawal`, { endsOn: '2026-12-20' });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);

    // A late pick-up in November (RM 5), in a READY report nobody invoiced.
    const teacher = (await addManager(t.ctx, ampang, 'Cikgu Aminah')).id;
    await addRules(t.ctx, null, [rmOnePer5Minutes]);
    await addDayEndingAt(
      t.ctx,
      { childId: ids.aisyah, centreId: ampang, managerId: teacher },
      new Date('2026-11-14T17:23:00+08:00'),
    );
    await readyReport(t.ctx, { startDate: '2026-11-01', endDate: '2026-11-30' });

    // Daniel's mother referred a new student in November: RM 25 earned, not yet on an account.
    const mother = await addParent(t.ctx, { fullName: 'Lim Siew' });
    await t.ctx.db
      .insert(familyMembers)
      .values({ familyId: lim?.id ?? '', parentId: mother.id, relation: 'mother' });
    const referred = await addParent(t.ctx, { fullName: 'Chong Wei' });
    const [registration] = await t.ctx.db
      .insert(registrations)
      .values(
        registrationRow(
          referred,
          { centreId: ampang, packageId: fullDay },
          { registrationNumber: 'REG-20261120-0001', fullName: 'Chong Mei' },
        ),
      )
      .returning();
    const [credit] = await t.ctx.db
      .insert(referralCredits)
      .values({ referrerParentId: mother.id, registrationId: registration?.id ?? '', status: 'EARNED' })
      .returning();
    ids.referralCredit = credit?.id ?? '';
    ids.lim = lim?.id ?? '';
  });
  afterAll(() => t.close());

  /** The Lim family's credit at CIC Ampang and its entries, oldest first. */
  async function limCredit() {
    const [account] = await t.ctx.db
      .select()
      .from(familyCreditAccounts)
      .where(eq(familyCreditAccounts.familyId, ids.lim as string));
    const entries = await t.ctx.db
      .select({
        kind: familyCreditEntries.kind,
        amountSen: familyCreditEntries.amountSen,
        balanceAfterSen: familyCreditEntries.balanceAfterSen,
        invoiceId: familyCreditEntries.invoiceId,
        recordedByAdminId: familyCreditEntries.recordedByAdminId,
      })
      .from(familyCreditEntries)
      .where(eq(familyCreditEntries.accountId, account?.id ?? ''))
      .orderBy(asc(familyCreditEntries.createdAt));
    return { account, entries };
  }

  it('drafts one invoice per family and centre, every line and total to the sen', async () => {
    const run = await runMonth('2026-12');
    expect(run).toMatchObject({
      month: '2026-12',
      status: 'DRAFTED',
      invoices: 4,
      totalSen: 157_016 + 60_903 + 41_935 + 30_000,
    });
    expect(run.centres.map((centre) => [centre.centre.name, centre.totalSen])).toEqual([
      ['CIC Ampang', 157_016 + 60_903 + 41_935],
      ['CIC Kajang', 30_000],
    ]);
    const drafted = await monthInvoices('2026-12-01');
    const byFamily = Object.fromEntries(drafted.map((invoice) => [invoice.family ?? 'none', invoice]));
    expect(byFamily.Tan).toMatchObject({ status: 'DRAFT', number: null, total: 157_016 });
    expect(byFamily.Tan?.lines).toEqual([
      // 22 of 31 days of RM 650.00, rounded half up; 10 % off the younger sibling's fee.
      {
        child: 'Adam Hakim',
        kind: 'MONTHLY_FEE',
        amountSen: 46_129,
        days: 22,
        from: '2026-12-10',
        to: '2026-12-31',
      },
      {
        child: 'Adam Hakim',
        kind: 'ONE_OFF_FEE',
        amountSen: 50_000,
        days: null,
        from: '2026-12-10',
        to: '2026-12-31',
      },
      {
        child: 'Adam Hakim',
        kind: 'SIBLING_DISCOUNT',
        amountSen: -4_613,
        days: null,
        from: '2026-12-10',
        to: '2026-12-31',
      },
      { child: 'Nur Aisyah', kind: 'OVERTIME', amountSen: 500, days: null, from: null, to: null },
      {
        child: 'Nur Aisyah',
        kind: 'MONTHLY_FEE',
        amountSen: 65_000,
        days: null,
        from: '2026-12-01',
        to: '2026-12-31',
      },
    ]);
    expect(byFamily.Lim?.lines).toEqual([
      // 15 days of Half Day, then 16 of Full Day; the uniform once; no deposit on a package change.
      {
        child: 'Daniel Lim',
        kind: 'MONTHLY_FEE',
        amountSen: 19_355,
        days: 15,
        from: '2026-12-01',
        to: '2026-12-15',
      },
      {
        child: 'Daniel Lim',
        kind: 'MONTHLY_FEE',
        amountSen: 33_548,
        days: 16,
        from: '2026-12-16',
        to: '2026-12-31',
      },
      {
        child: 'Daniel Lim',
        kind: 'ONE_OFF_FEE',
        amountSen: 8_000,
        days: null,
        from: '2026-12-01',
        to: '2026-12-15',
      },
    ]);
    expect(byFamily.Wong?.lines).toEqual([
      {
        child: 'Wong Mei',
        kind: 'MONTHLY_FEE',
        amountSen: 41_935,
        days: 20,
        from: '2026-12-01',
        to: '2026-12-20',
      },
    ]);
    expect(byFamily.none?.lines).toEqual([
      {
        child: 'Siti Aminah',
        kind: 'MONTHLY_FEE',
        amountSen: 30_000,
        days: null,
        from: '2026-12-01',
        to: '2026-12-31',
      },
    ]);
    // The referral's RM 25 reached the Lim account at Daniel's centre, reimbursed once.
    const { account, entries } = await limCredit();
    expect(account).toMatchObject({ centreId: ids.ampang, balanceSen: 2_500 });
    expect(entries).toEqual([
      {
        kind: 'REFERRAL',
        amountSen: 2_500,
        balanceAfterSen: 2_500,
        invoiceId: null,
        recordedByAdminId: null,
      },
    ]);
    const [credit] = await t.ctx.db
      .select()
      .from(referralCredits)
      .where(eq(referralCredits.id, ids.referralCredit as string));
    expect(credit?.status).toBe('PAID');
  });

  it('lists the drafts with last month, and the new and changed on their own', async () => {
    const runs = await call('GET', `${base}/runs`);
    const runId = runs.json().data[0].id as string;
    const listed = await call('GET', `${base}/runs/${runId}/invoices?search=adam`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        state: 'DRAFT',
        familyNamedAfter: 'Tan',
        childNames: ['Adam Hakim', 'Nur Aisyah'],
        totalSen: 157_016,
        previousTotalSen: null,
      }),
    ]);
    const changed = await call('GET', `${base}/runs/${runId}/invoices?changed=true&limit=2`);
    expect(changed.json().meta).toEqual({ page: 1, limit: 2, total: 4 });
  });

  it('bills nothing twice when the month is run again, and adds a late enrolment to the family draft', async () => {
    const again = await runMonth('2026-12');
    expect(again).toMatchObject({ status: 'DRAFTED', invoices: 0, lines: 0, totalSen: 0 });
    // Mei's sister joins Wong on the 28th: 4 of 31 days of RM 650.00, a deposit, 10 % off.
    const [wong] = await t.ctx.db.select().from(families).where(eq(families.namedAfter, 'Wong'));
    const sister = (
      await addChild(t.ctx, ids.ampang as string, 'Wong Lin', {
        dateOfBirth: '2023-01-01',
        familyId: wong?.id,
      })
    ).id;
    const enrolled = await call('POST', `${base}/children/${sister}/enrolments`, {
      packageId: ids.fullDay,
      startsOn: '2026-12-28',
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const third = await runMonth('2026-12');
    expect(third).toMatchObject({ invoices: 0, lines: 3, totalSen: 8_387 + 50_000 - 839 });
    const wongInvoices = (await monthInvoices('2026-12-01')).filter((invoice) => invoice.family === 'Wong');
    expect(wongInvoices).toHaveLength(1);
    expect(wongInvoices[0]?.total).toBe(41_935 + 8_387 + 50_000 - 839);
  });

  it('issues the drafts in order of centre and family without gaps, and a run after issuing drafts nothing', async () => {
    const runs = await call('GET', `${base}/runs`);
    const runId = runs.json().data[0].id as string;
    const issuing = await call('POST', `${base}/runs/${runId}/issue`);
    expect(issuing.statusCode, issuing.body).toBe(202);
    expect(await settled(runId)).toMatchObject({ status: 'ISSUED', issued: 4 });
    const issued = await monthInvoices('2026-12-01');
    expect(issued.map((invoice) => [invoice.number, invoice.family, invoice.status])).toEqual([
      ['INV-2026-000001', 'Lim', 'PARTLY_PAID'],
      ['INV-2026-000002', 'Tan', 'ISSUED'],
      ['INV-2026-000003', 'Wong', 'ISSUED'],
      ['INV-2026-000004', null, 'ISSUED'],
    ]);
    // The Lim family's RM 25 credit paid part of its new invoice as it was issued.
    const lim = issued.find((invoice) => invoice.family === 'Lim');
    const payments = await t.ctx.db
      .select({ method: invoicePayments.method, amountSen: invoicePayments.amountSen })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, lim?.id ?? ''));
    expect(payments).toEqual([{ method: 'CREDIT', amountSen: 2_500 }]);
    const { account, entries } = await limCredit();
    expect(account?.balanceSen).toBe(0);
    expect(entries.at(-1)).toEqual({
      kind: 'APPLIED',
      amountSen: 2_500,
      balanceAfterSen: 0,
      invoiceId: lim?.id,
      recordedByAdminId: null,
    });
    const again = await call('POST', `${base}/runs/${runId}/issue`);
    expectRefusal(again, 409, { code: 'CONFLICT', message: messageText('billing.runIssued') });
    expect(await runMonth('2026-12')).toMatchObject({ status: 'DRAFTED', invoices: 0, lines: 0 });
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, runId));
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining(['billing.run.draft', 'billing.run.issue']),
    );
  });

  it("opens a run's invoice, its PDF and the families' credit for an admin with only BILLING; not without it", async () => {
    const runs = await call('GET', `${base}/runs`);
    const runId = runs.json().data[0].id as string;
    const [listed] = (await call('GET', `${base}/runs/${runId}/invoices?search=adam`)).json().data;
    const invoicePath = `/api/v2/admin/overtime/invoices/${listed.id}`;
    const invoice = await call('GET', invoicePath);
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.json().data).toMatchObject({ number: listed.number, totalSen: listed.totalSen });
    for (const url of [
      `${invoicePath}/pdf-link`,
      '/api/v2/admin/overtime/invoices',
      '/api/v2/admin/overtime/credits',
    ]) {
      const answer = await call('GET', url);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    }
    const neither = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN', 'REGISTRATION'] });
    expectRefusal(await callApi(t.app, neither.token, 'GET', invoicePath), 403, {
      code: 'FORBIDDEN',
      message: messageText('http.noModuleAccess'),
    });
  });

  it('bills January at the new price, with the yearly fee and without the withdrawn child', async () => {
    const run = await runMonth('2027-01');
    expect(run.status).toBe('DRAFTED');
    const january = await monthInvoices('2027-01-01');
    const tan = january.find((invoice) => invoice.family === 'Tan');
    expect(tan?.lines).toEqual([
      {
        child: 'Adam Hakim',
        kind: 'MONTHLY_FEE',
        amountSen: 70_000,
        days: null,
        from: '2027-01-01',
        to: '2027-01-31',
      },
      {
        child: 'Adam Hakim',
        kind: 'ONE_OFF_FEE',
        amountSen: 20_000,
        days: null,
        from: '2027-01-01',
        to: '2027-01-31',
      },
      {
        child: 'Adam Hakim',
        kind: 'SIBLING_DISCOUNT',
        amountSen: -7_000,
        days: null,
        from: '2027-01-01',
        to: '2027-01-31',
      },
      {
        child: 'Nur Aisyah',
        kind: 'MONTHLY_FEE',
        amountSen: 70_000,
        days: null,
        from: '2027-01-01',
        to: '2027-01-31',
      },
      {
        child: 'Nur Aisyah',
        kind: 'ONE_OFF_FEE',
        amountSen: 20_000,
        days: null,
        from: '2027-01-01',
        to: '2027-01-31',
      },
    ]);
    const wong = january.find((invoice) => invoice.family === 'Wong');
    expect(wong?.lines.map((line) => line.child)).toEqual(['Wong Lin', 'Wong Lin']);
  });

  it('refuses a month being billed, an unknown run and bad input with the envelope', async () => {
    const bad = await call('POST', `${base}/runs`, { month: '2026-13' });
    expect(bad.statusCode, bad.body).toBe(400);
    const missing = await call('POST', `${base}/runs`, {});
    expectRefusal(missing, 400, {
      code: 'VALIDATION_FAILED',
      message: messageText('billing.runMonth'),
      field: 'month',
    });
    const unknown = await call('GET', `${base}/runs/00000000-0000-4000-8000-000000000000`);
    expectRefusal(unknown, 404, { code: 'NOT_FOUND', message: messageText('billing.runNotFound') });
    const queued = await call('POST', `${base}/runs`, { month: '2027-02' });
    expect(queued.statusCode).toBe(202);
    // As if its drafting were still under way.
    await settled(queued.json().data.id);
    await t.ctx.db
      .update(billingRuns)
      .set({ status: 'DRAFTING' })
      .where(eq(billingRuns.id, queued.json().data.id));
    const twice = await call('POST', `${base}/runs`, { month: '2027-02' });
    expectRefusal(twice, 409, { code: 'CONFLICT', message: messageText('billing.runInProgress') });
  });
});
