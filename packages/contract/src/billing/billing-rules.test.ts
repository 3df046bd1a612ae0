import { describe, expect, it } from 'vitest';
import { ageingBucket } from './ageing';
import { priceOfMonth } from './fee-price';
import { proRatedFee } from './fee-proration';
import { allocateOldestFirst } from './payment-allocation';
import { siblingDiscountsSen } from './sibling-discount';

const enrolled = (startsOn: string, endsOn: string | null = null) => ({ startsOn, endsOn });

describe('proRatedFee: a month charged by the days of it a child is enrolled', () => {
  it('charges a whole month the fee itself, whatever its length', () => {
    expect(proRatedFee(65_000, '2026-02', enrolled('2025-01-06'))).toEqual({
      amountSen: 65_000,
      daysCharged: 28,
      daysInMonth: 28,
    });
    expect(proRatedFee(65_000, '2026-03-15', enrolled('2026-03-01', '2026-03-31')).amountSen).toBe(65_000);
  });

  it('charges a first part-month from the start date, rounded half up to the sen', () => {
    // RM 650 × 12 of 30 days = RM 260.00 exactly.
    expect(proRatedFee(65_000, '2026-11', enrolled('2026-11-19'))).toEqual({
      amountSen: 26_000,
      daysCharged: 12,
      daysInMonth: 30,
    });
    // RM 1,000 × 1 of 31 days = 3,225.806… sen → 3,226; × 10 of 31 = 32,258.06… → 32,258.
    expect(proRatedFee(100_000, '2026-12', enrolled('2026-12-31')).amountSen).toBe(3_226);
    expect(proRatedFee(100_000, '2026-12', enrolled('2026-12-22')).amountSen).toBe(32_258);
    // Exactly half a sen rounds up: 1 sen × 15 of 30 days = 0.5 sen → 1.
    expect(proRatedFee(1, '2026-11', enrolled('2026-11-16')).amountSen).toBe(1);
  });

  it('charges a last part-month to the withdrawal date, and both ends inside one month', () => {
    expect(proRatedFee(62_000, '2026-10', enrolled('2026-01-05', '2026-10-10'))).toEqual({
      amountSen: 20_000,
      daysCharged: 10,
      daysInMonth: 31,
    });
    expect(proRatedFee(60_000, '2026-09', enrolled('2026-09-11', '2026-09-20')).daysCharged).toBe(10);
  });

  it('charges nothing for a month before the start or after the withdrawal', () => {
    expect(proRatedFee(65_000, '2026-10', enrolled('2026-11-01'))).toEqual({
      amountSen: 0,
      daysCharged: 0,
      daysInMonth: 31,
    });
    expect(proRatedFee(65_000, '2026-12', enrolled('2026-01-01', '2026-11-30')).amountSen).toBe(0);
  });

  it('keeps February of a leap year at 29 days', () => {
    expect(proRatedFee(58_000, '2028-02', enrolled('2028-02-15'))).toEqual({
      amountSen: 30_000,
      daysCharged: 15,
      daysInMonth: 29,
    });
  });
});

describe('siblingDiscountsSen: the eldest pays in full, each younger child gets the discount', () => {
  const family = [
    { childId: 'c', dateOfBirth: '2022-05-01', feeSen: 65_000 },
    { childId: 'a', dateOfBirth: '2020-03-09', feeSen: 65_000 },
    { childId: 'b', dateOfBirth: '2021-07-20', feeSen: 32_501 },
  ];
  const at = (
    basisPoints: number,
    children: { childId: string; dateOfBirth: string; feeSen: number }[] = family,
  ) => children.map((child) => ({ ...child, basisPoints }));

  it('takes 10 % off the second and third child by date of birth, rounded half up', () => {
    const discounts = siblingDiscountsSen(at(1_000));
    expect(Object.fromEntries(discounts)).toEqual({ a: 0, b: 3_250, c: 6_500 });
  });

  it('gives nothing off with no discount (the default) or a single child', () => {
    expect(Object.fromEntries(siblingDiscountsSen(at(0)))).toEqual({ a: 0, b: 0, c: 0 });
    expect(Object.fromEntries(siblingDiscountsSen(at(1_000, [family[0] as (typeof family)[0]])))).toEqual({
      c: 0,
    });
  });

  it('counts only children the month charges, and orders twins by child id', () => {
    const withdrawn = { childId: 'z', dateOfBirth: '2019-01-01', feeSen: 0 };
    const twins = [
      { childId: 't2', dateOfBirth: '2021-01-01', feeSen: 50_000 },
      { childId: 't1', dateOfBirth: '2021-01-01', feeSen: 50_000 },
    ];
    expect(Object.fromEntries(siblingDiscountsSen(at(2_500, [withdrawn, ...twins])))).toEqual({
      z: 0,
      t1: 0,
      t2: 12_500,
    });
  });

  it('never takes off more than the fee', () => {
    const all = siblingDiscountsSen(at(10_000));
    expect(all.get('c')).toBe(65_000);
  });

  it("takes each younger child's own package discount", () => {
    const mixed = [
      { childId: 'a', dateOfBirth: '2020-03-09', feeSen: 65_000, basisPoints: 500 },
      { childId: 'b', dateOfBirth: '2021-07-20', feeSen: 40_000, basisPoints: 0 },
      { childId: 'c', dateOfBirth: '2022-05-01', feeSen: 65_000, basisPoints: 1_000 },
    ];
    expect(Object.fromEntries(siblingDiscountsSen(mixed))).toEqual({ a: 0, b: 0, c: 6_500 });
  });
});

describe('ageingBucket: days past the due date', () => {
  it.each([
    ['2026-11-30', 'CURRENT'],
    ['2026-11-29', 'CURRENT'],
    ['2026-11-28', 'DAYS_1_30'],
    ['2026-10-30', 'DAYS_1_30'],
    ['2026-10-29', 'DAYS_31_60'],
    ['2026-09-30', 'DAYS_31_60'],
    ['2026-09-29', 'DAYS_61_90'],
    ['2026-08-31', 'DAYS_61_90'],
    ['2026-08-30', 'OVER_90'],
  ] as const)('due %s, seen on 29/11/2026: %s', (dueDate, bucket) => {
    expect(ageingBucket(dueDate, '2026-11-29')).toBe(bucket);
  });
});

describe('allocateOldestFirst: one payment for several invoices', () => {
  const owed = [
    { invoiceId: 'nov', number: 'INV-2026-000120', dueDate: '2026-11-15', owedSen: 65_000 },
    { invoiceId: 'sep', number: 'INV-2026-000050', dueDate: '2026-09-15', owedSen: 10_000 },
    { invoiceId: 'oct-b', number: 'INV-2026-000081', dueDate: '2026-10-15', owedSen: 5_000 },
    { invoiceId: 'oct-a', number: 'INV-2026-000080', dueDate: '2026-10-15', owedSen: 20_000 },
  ];

  it('settles the oldest due date first, then the lower number, and part-pays the last it reaches', () => {
    expect(allocateOldestFirst(40_000, owed)).toEqual({
      allocations: [
        { invoiceId: 'sep', amountSen: 10_000 },
        { invoiceId: 'oct-a', amountSen: 20_000 },
        { invoiceId: 'oct-b', amountSen: 5_000 },
        { invoiceId: 'nov', amountSen: 5_000 },
      ],
      leftoverSen: 0,
    });
  });

  it('keeps what is beyond every balance as the family credit, and skips invoices owing nothing', () => {
    const settled = [
      ...owed,
      { invoiceId: 'paid', number: 'INV-2026-000001', dueDate: '2026-01-15', owedSen: 0 },
    ];
    const result = allocateOldestFirst(101_000, settled);
    expect(result.allocations.map((entry) => entry.invoiceId)).toEqual(['sep', 'oct-a', 'oct-b', 'nov']);
    expect(result.allocations.reduce((sum, entry) => sum + entry.amountSen, 0)).toBe(100_000);
    expect(result.leftoverSen).toBe(1_000);
  });

  it('gives the same answer whatever order the invoices come in', () => {
    expect(allocateOldestFirst(40_000, [...owed].reverse())).toEqual(allocateOldestFirst(40_000, owed));
  });
});

describe('priceOfMonth: a month keeps the price it had', () => {
  const prices = [
    { id: 'first', effectiveFrom: '2026-01-01', createdAt: '2026-01-02T00:00:00Z' },
    { id: 'rise', effectiveFrom: '2027-01-01', createdAt: '2026-11-02T00:00:00Z' },
    { id: 'corrected', effectiveFrom: '2027-01-01', createdAt: '2026-11-03T00:00:00Z' },
  ];

  it('bills a month at the newest price from that month or before, a later row of the same month winning', () => {
    expect(priceOfMonth(prices, '2026-12')?.id).toBe('first');
    expect(priceOfMonth(prices, '2027-01-01')?.id).toBe('corrected');
    expect(priceOfMonth(prices, '2027-06')?.id).toBe('corrected');
  });

  it('has no price before the first one', () => {
    expect(priceOfMonth(prices, '2025-12')).toBeNull();
  });
});
