import type { Fee, FeePrice } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { packageFees, upcomingPrices } from './fee-prices';

const price = (id: string, effectiveFrom: string): FeePrice => ({
  id,
  effectiveFrom,
  amountSen: 65_000,
  siblingDiscountBasisPoints: 0,
  createdAt: '2026-11-01T02:00:00.000Z',
});
const fee = (id: string, chargedWhen: Fee['chargedWhen'], archived = false): Fee => ({
  id,
  chargedWhen,
  name: chargedWhen === 'MONTHLY' ? null : id,
  archived,
  currentPrice: null,
  prices: [],
});

describe('upcomingPrices: prices set for months after the one in force', () => {
  const jan = price('jan', '2027-01');
  const dec = price('dec', '2026-12');
  const mar = price('mar', '2026-03');

  it('gives the newer prices, the soonest first', () => {
    const feb = price('feb', '2027-02');
    expect(upcomingPrices({ currentPrice: mar, prices: [feb, jan, mar] })).toEqual([jan, feb]);
  });

  it('gives none when the newest price is in force', () => {
    expect(upcomingPrices({ currentPrice: dec, prices: [dec, mar] })).toEqual([]);
  });

  it("gives every price while the first one's month has not come", () => {
    expect(upcomingPrices({ currentPrice: null, prices: [jan, dec] })).toEqual([dec, jan]);
  });
});

describe('packageFees', () => {
  it('finds the monthly fee in force and puts retired one-off fees last', () => {
    const monthly = fee('monthly', 'MONTHLY');
    const retired = fee('retired', 'ONCE', true);
    const deposit = fee('deposit', 'ON_ENROLMENT');
    expect(packageFees({ fees: [retired, monthly, deposit] })).toEqual({
      monthly,
      oneOff: [deposit, retired],
    });
    expect(packageFees({ fees: [fee('old', 'MONTHLY', true)] }).monthly).toBeNull();
  });
});
