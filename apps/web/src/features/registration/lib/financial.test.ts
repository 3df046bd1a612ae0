import { describe, expect, it } from 'vitest';
import { financialDetails } from './financial';

describe('financial details', () => {
  it('takes RM25 off a valid referral code, in ringgit', () => {
    expect(financialDetails(150, true)).toEqual({
      subtotalAmount: 150,
      discountAmount: 25,
      totalAmount: 125,
    });
    expect(financialDetails(150, false)).toEqual({
      subtotalAmount: 150,
      discountAmount: 0,
      totalAmount: 150,
    });
  });

  it('never goes below 0, and is 0 without a package', () => {
    expect(financialDetails(20, true)).toEqual({ subtotalAmount: 20, discountAmount: 20, totalAmount: 0 });
    expect(financialDetails(undefined, true)).toEqual({
      subtotalAmount: 0,
      discountAmount: 0,
      totalAmount: 0,
    });
  });
});
