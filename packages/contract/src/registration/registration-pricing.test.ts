import { describe, expect, it } from 'vitest';
import { registrationPrice } from './registration-pricing';

describe('registration price', () => {
  it('is the package fee without a valid referral code', () => {
    expect(registrationPrice(15000, false)).toEqual({ subtotalSen: 15000, discountSen: 0, totalSen: 15000 });
  });

  it('takes RM25 off with a valid referral code', () => {
    expect(registrationPrice(15000, true)).toEqual({
      subtotalSen: 15000,
      discountSen: 2500,
      totalSen: 12500,
    });
  });

  it('never goes below 0, and the discount never exceeds the fee', () => {
    expect(registrationPrice(2000, true)).toEqual({ subtotalSen: 2000, discountSen: 2000, totalSen: 0 });
    expect(registrationPrice(0, true)).toEqual({ subtotalSen: 0, discountSen: 0, totalSen: 0 });
  });
});
