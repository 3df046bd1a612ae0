import { billingMessages, createFeeBodySchema, feePriceBodySchema } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { feeFieldOf, feeIssueErrors, readFeeBody, readPriceValues } from './fee-form';

const values = (amount: string, discount: string) => ({ amount, discount, effectiveFrom: '2026-12' });
const decimals = 'Use at most 2 decimals';

describe('readPriceValues: what a price dialog sends, or why it sends nothing', () => {
  it('reads ringgit as sen and a monthly fee’s discount as basis points', () => {
    expect(readPriceValues(values('1,234.50', '12.5'), true, decimals)).toEqual({
      amountSen: 123_450,
      basisPoints: 1_250,
      errors: {},
    });
  });

  it('sends no discount for a one-off fee, whatever the field held', () => {
    expect(readPriceValues(values('200', 'abc'), false, decimals)).toEqual({
      amountSen: 20_000,
      basisPoints: 0,
      errors: {},
    });
  });

  it('says what is wrong with each field', () => {
    expect(readPriceValues(values('', '12.345'), true, decimals)).toEqual({
      amountSen: null,
      basisPoints: null,
      errors: { amount: billingMessages.amount, discount: decimals },
    });
    expect(readPriceValues(values('10,50', '101'), true, decimals).errors).toEqual({
      amount: 'money.commaBeforeSen',
      discount: billingMessages.discount,
    });
  });
});

describe('the fields a body path or the server names', () => {
  it('maps the body’s names to the dialog’s', () => {
    expect(feeFieldOf('amountSen')).toBe('amount');
    expect(feeFieldOf('siblingDiscountBasisPoints')).toBe('discount');
    expect(feeFieldOf('effectiveFrom')).toBe('effectiveFrom');
    expect(feeFieldOf('packageId')).toBeNull();
    expect(feeFieldOf(undefined)).toBeNull();
  });

  it('keeps each field’s first message', () => {
    expect(
      feeIssueErrors([
        { path: ['effectiveFrom'], message: 'first' },
        { path: ['effectiveFrom'], message: 'second' },
        { path: ['name'], message: 'name' },
        { path: [], message: 'whole body' },
      ]),
    ).toEqual({ effectiveFrom: 'first', name: 'name' });
  });
});

describe('readFeeBody: the body a fee dialog sends, or every problem at once', () => {
  it('sends the price with the dialog’s own fields', () => {
    expect(
      readFeeBody(createFeeBodySchema, values('650', '10'), true, decimals, { chargedWhen: 'MONTHLY' }),
    ).toEqual({
      body: {
        chargedWhen: 'MONTHLY',
        amountSen: 65_000,
        siblingDiscountBasisPoints: 1_000,
        effectiveFrom: '2026-12',
      },
    });
  });

  it('shows the price’s problems beside the schema’s', () => {
    expect(
      readFeeBody(createFeeBodySchema, values('', '0'), false, decimals, { chargedWhen: 'ONCE' }),
    ).toEqual({ errors: { name: billingMessages.feeName, amount: billingMessages.amount } });
    expect(
      readFeeBody(feePriceBodySchema, { ...values('10', '0'), effectiveFrom: '' }, false, decimals),
    ).toMatchObject({ errors: { effectiveFrom: expect.any(String) } });
  });
});
