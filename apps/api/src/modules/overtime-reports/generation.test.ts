import { type ChargeBlock, overtimeCharges, ringgitToMicro } from '@cic/contract';
import { chargeBlock as block } from '@cic/contract/overtime/charge-block.fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  addCentre,
  addChild,
  addManager,
  addPackage,
  addRecord,
  klInstant,
} from '../../../test/centre-day-fixture';
import { addGeneratingReport, addRules, reportItems, reportRow } from '../../../test/overtime-fixture';
import { overtimeReportItems } from '../../db/schema/index';
import { generationFailedReason, overtimeReportJobHandler } from './generation';

const fiveMinutes = block('17:00', '18:00', 5, 'MINUTE', 100);
const defaultRules = [block('17:00', '18:00', 5, 'MINUTE', 100), block('18:00', '19:00', 15, 'MINUTE', 500)];
const day = '2026-10-14';

/**
 * Every case of packages/contract/src/overtime/overtime-charge.test.ts, as a check-out on `day`
 * under a package whose own rules are the case's blocks. The SQL's items are compared with
 * `overtimeCharges` itself, so the statement and the contract cannot drift apart.
 */
const contractCases: { name: string; checkout: string; blocks: ChargeBlock[] }[] = [
  {
    name: "the issue's example: 17:23 under 17:00–18:00, RM 1 per 5 minutes",
    checkout: '17:23:00',
    blocks: [fiveMinutes],
  },
  { name: 'check-out before the block', checkout: '16:59:59', blocks: [fiveMinutes] },
  { name: 'check-out exactly at the block start', checkout: '17:00:00', blocks: [fiveMinutes] },
  { name: 'one second into the block starts a step', checkout: '17:00:01', blocks: [fiveMinutes] },
  { name: 'exactly on a step boundary', checkout: '17:25:00', blocks: [fiveMinutes] },
  { name: 'after the block ends: capped at its end', checkout: '18:40:00', blocks: [fiveMinutes] },
  {
    name: 'across two blocks',
    checkout: '19:10:00',
    blocks: [block('18:30', '19:00', 5, 'MINUTE', 100), block('19:00', '20:00', 15, 'MINUTE', 500)],
  },
  {
    name: 'HOUR units: RM 10 per started hour',
    checkout: '19:05:00',
    blocks: [block('18:00', '21:00', 1, 'HOUR', 1000)],
  },
  {
    name: 'HOUR units in steps of 2',
    checkout: '18:30:00',
    blocks: [block('18:00', '22:00', 2, 'HOUR', 1500)],
  },
  {
    name: 'an inactive block charges nothing (a package whose blocks are all inactive: no fallback)',
    checkout: '17:23:00',
    blocks: [block('17:00', '18:00', 5, 'MINUTE', 100, false)],
  },
  {
    name: 'a rate that does not divide: RM 1 per 3 minutes, 10 minutes late',
    checkout: '17:10:00',
    blocks: [block('17:00', '18:00', 3, 'MINUTE', 100)],
  },
  { name: 'no charge at noon', checkout: '12:00:00', blocks: [fiveMinutes] },
];

/** A check-out's expected items as the contract computes them. */
const expectedItems = (checkoutAt: Date, blocks: readonly ChargeBlock[]) =>
  overtimeCharges(checkoutAt, blocks).map((charge) => ({
    startTime: charge.startTime.toISOString(),
    endTime: charge.endTime.toISOString(),
    duration: charge.duration,
    unit: charge.unit,
    rateMicro: charge.rateMicro,
    amountSen: charge.amountSen,
    blockDuration: charge.blockDuration,
    blockRateSen: charge.blockRateSen,
  }));

type Item = typeof overtimeReportItems.$inferSelect;
const asCharge = (item: Item) => ({
  startTime: item.startTime.toISOString(),
  endTime: item.endTime.toISOString(),
  duration: item.duration,
  unit: item.unit,
  rateMicro: ringgitToMicro(Number(item.rate)),
  amountSen: item.amountSen,
  // The block's own facts, kept for the rule's words (decision 087).
  blockDuration: item.blockDuration,
  blockRateSen: item.blockRateSen,
});

describe('overtime report generation: the SQL against the contract (decision 040)', () => {
  let t: TestApp;
  let centreId: string;
  let otherCentreId: string;
  let managerId: string;
  let otherManagerId: string;
  const generate = (reportId: string) => overtimeReportJobHandler({ db: t.ctx.db })({ reportId });

  /** A child of its own package (own rules, or none when `blocks` is null) checked in at 08:00 and out at `checkout`. */
  async function childCheckingOut(
    name: string,
    checkoutAt: Date | null,
    options: { blocks?: readonly ChargeBlock[] | null; withoutPackage?: boolean; centre?: 'other' } = {},
  ) {
    const centre = options.centre === 'other' ? otherCentreId : centreId;
    const manager = options.centre === 'other' ? otherManagerId : managerId;
    const pkg = options.withoutPackage
      ? null
      : await addPackage(t.ctx, centre, `${name} package`, 'Full Day');
    if (pkg && options.blocks) await addRules(t.ctx, pkg.id, options.blocks);
    const child = await addChild(t.ctx, centre, name, { packageId: pkg?.id });
    const at = checkoutAt ?? klInstant(day, '08:00');
    const base = { childId: child.id, centreId: centre, managerId: manager, packageId: pkg?.id };
    await addRecord(t.ctx, { ...base, status: 'CHECKIN', at: new Date(at.getTime() - 9 * 3_600_000) });
    const checkout = checkoutAt
      ? await addRecord(t.ctx, { ...base, status: 'CHECKOUT', at: checkoutAt })
      : null;
    return { child, checkout };
  }

  const byChild = async (reportId: string, childId: string) =>
    (await reportItems(t.ctx, reportId))
      .filter((item) => item.childId === childId)
      .sort((a, b) => a.startTime.getTime() - b.startTime.getTime());

  let cases: {
    name: string;
    childId: string;
    checkoutId: string;
    expected: ReturnType<typeof expectedItems>;
  }[];
  let defaultChildren: { packageWithoutRules: string; noPackage: string };
  let noCheckoutChildId: string;
  let otherCentreChildId: string;
  let reportId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    centreId = (await addCentre(t.ctx, 'CIC Ampang')).id;
    otherCentreId = (await addCentre(t.ctx, 'CIC Kajang')).id;
    managerId = (await addManager(t.ctx, centreId, 'Cikgu Aminah')).id;
    otherManagerId = (await addManager(t.ctx, otherCentreId, 'Cikgu Rohana')).id;
    await addRules(t.ctx, null, defaultRules);
    cases = [];
    for (const [index, testCase] of contractCases.entries()) {
      const checkoutAt = new Date(`${day}T${testCase.checkout}+08:00`);
      const { child, checkout } = await childCheckingOut(`Case ${index}`, checkoutAt, {
        blocks: testCase.blocks,
      });
      cases.push({
        name: testCase.name,
        childId: child.id,
        checkoutId: checkout?.id ?? '',
        expected: expectedItems(checkoutAt, testCase.blocks),
      });
    }
    const late = new Date(`${day}T18:20:00+08:00`);
    defaultChildren = {
      packageWithoutRules: (await childCheckingOut('Package without rules', late)).child.id,
      noPackage: (await childCheckingOut('No package', late, { withoutPackage: true })).child.id,
    };
    noCheckoutChildId = (await childCheckingOut('Still here', null, { blocks: [fiveMinutes] })).child.id;
    otherCentreChildId = (await childCheckingOut('Kajang child', late, { centre: 'other' })).child.id;
    reportId = await addGeneratingReport(t.ctx, { startDate: day, endDate: day });
    expect(await generate(reportId)).toEqual({ reportId, generated: true });
  });
  afterAll(() => t.close());

  it.each(contractCases.map((testCase, index) => ({ ...testCase, index })))(
    'charges like the contract: $name',
    async ({ index }) => {
      const testCase = cases[index];
      if (!testCase) throw new Error('case missing');
      const items = await byChild(reportId, testCase.childId);
      expect(items.map(asCharge)).toEqual(testCase.expected);
      for (const item of items) {
        expect(item).toMatchObject({
          localDate: day,
          checkoutId: testCase.checkoutId,
          centreId,
          status: 'UNBILLED',
        });
      }
    },
  );

  it('keeps the contract cases meaningful: some charge, some do not', () => {
    expect(cases.filter((testCase) => testCase.expected.length > 0).length).toBeGreaterThanOrEqual(7);
    expect(cases.filter((testCase) => testCase.expected.length === 0).length).toBeGreaterThanOrEqual(4);
  });

  it('falls back to the default rules for a package without rules and a check-out without package', async () => {
    const expected = expectedItems(new Date(`${day}T18:20:00+08:00`), defaultRules);
    expect(expected.map((item) => item.amountSen)).toEqual([1200, 1000]);
    expect((await byChild(reportId, defaultChildren.packageWithoutRules)).map(asCharge)).toEqual(expected);
    expect((await byChild(reportId, defaultChildren.noPackage)).map(asCharge)).toEqual(expected);
  });

  it('writes no item for a child without a check-out that day', async () => {
    expect(await byChild(reportId, noCheckoutChildId)).toEqual([]);
  });

  it('keeps the totals with the report and marks it READY in the same transaction', async () => {
    const items = await reportItems(t.ctx, reportId);
    expect(await reportRow(t.ctx, reportId)).toMatchObject({
      status: 'READY',
      failureReason: null,
      itemCount: items.length,
      studentCount: new Set(items.map((item) => item.childId)).size,
      centreCount: 2,
      totalAmountSen: items.reduce((sum, item) => sum + item.amountSen, 0),
    });
  });

  it('reads only the chosen centres', async () => {
    const ampangOnly = await addGeneratingReport(t.ctx, {
      startDate: day,
      endDate: day,
      centreIds: [centreId],
    });
    await generate(ampangOnly);
    const items = await reportItems(t.ctx, ampangOnly);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.centreId === centreId)).toBe(true);
    expect((await byChild(reportId, otherCentreChildId)).length).toBe(2);
    const kajangOnly = await addGeneratingReport(t.ctx, {
      startDate: day,
      endDate: day,
      centreIds: [otherCentreId],
    });
    await generate(kajangOnly);
    expect(new Set((await reportItems(t.ctx, kajangOnly)).map((item) => item.childId))).toEqual(
      new Set([otherCentreChildId]),
    );
  });

  it('takes the range as Kuala Lumpur days: 00:30 KL on the first day is in, 23:50 KL the day before is out', async () => {
    const allDay = [block('00:00', '23:59', 1, 'HOUR', 100)];
    const early = await childCheckingOut('Early bird', new Date('2026-10-20T00:30:00+08:00'), {
      blocks: allDay,
    });
    const before = await childCheckingOut('Day before', new Date('2026-10-19T23:50:00+08:00'), {
      blocks: allDay,
    });
    const last = await childCheckingOut('Last evening', new Date('2026-10-21T23:30:00+08:00'), {
      blocks: allDay,
    });
    const after = await childCheckingOut('Day after', new Date('2026-10-22T00:10:00+08:00'), {
      blocks: allDay,
    });
    const edges = await addGeneratingReport(t.ctx, { startDate: '2026-10-20', endDate: '2026-10-21' });
    await generate(edges);
    const items = await reportItems(t.ctx, edges);
    expect(items.map((item) => [item.childId, item.localDate]).sort()).toEqual(
      [
        [early.child.id, '2026-10-20'],
        [last.child.id, '2026-10-21'],
      ].sort(),
    );
    // 00:30 KL is 16:30 UTC the evening before: the KL day, not the UTC day, decides.
    const earlyItem = items.find((item) => item.childId === early.child.id);
    expect(earlyItem?.startTime.toISOString()).toBe('2026-10-19T16:00:00.000Z');
    expect(items.some((item) => item.childId === before.child.id || item.childId === after.child.id)).toBe(
      false,
    );
  });

  it('replaces the items of an interrupted attempt instead of adding to them', async () => {
    const retried = await addGeneratingReport(t.ctx, { startDate: day, endDate: day });
    const [stray] = await reportItems(t.ctx, reportId);
    if (!stray) throw new Error('no item to copy');
    const { id: _id, ...copy } = stray;
    await t.ctx.db.insert(overtimeReportItems).values({ ...copy, reportId: retried, amountSen: 99_999 });
    await generate(retried);
    const items = await reportItems(t.ctx, retried);
    expect(items.some((item) => item.amountSen === 99_999)).toBe(false);
    expect(items.length).toBe((await reportItems(t.ctx, reportId)).length);
    // A job that runs again on a settled report changes nothing.
    expect(await generate(retried)).toEqual({ reportId: retried, generated: false });
    expect((await reportItems(t.ctx, retried)).length).toBe(items.length);
  });

  it("does nothing for a deleted report's job", async () => {
    const missing = crypto.randomUUID();
    expect(await generate(missing)).toEqual({ reportId: missing, generated: false });
    expect(await reportItems(t.ctx, missing)).toEqual([]);
  });

  it('marks the report FAILED with a reason and no items when the statement fails', async () => {
    // RM 1,000,000 per minute overflows an item's integer amount: the INSERT fails.
    await childCheckingOut('Overflow', new Date('2026-10-28T20:00:00+08:00'), {
      blocks: [block('17:00', '21:00', 1, 'MINUTE', 100_000_000)],
    });
    const failing = await addGeneratingReport(t.ctx, { startDate: '2026-10-28', endDate: '2026-10-28' });
    await expect(generate(failing)).rejects.toThrow();
    expect(await reportRow(t.ctx, failing)).toMatchObject({
      status: 'FAILED',
      failureReason: generationFailedReason,
      itemCount: 0,
      totalAmountSen: 0,
    });
    expect(await reportItems(t.ctx, failing)).toEqual([]);
  });
});
