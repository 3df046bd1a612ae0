import { describe, expect, it } from 'vitest';
import { invoiceStateOf } from './overtime-invoices';

describe('invoiceStateOf', () => {
  it('is the status while nothing was refunded', () => {
    for (const status of ['DRAFT', 'ISSUED', 'PARTLY_PAID', 'PAID', 'VOID'] as const) {
      expect(invoiceStateOf({ status, paidSen: 500, creditedSen: 0 })).toBe(status);
    }
  });

  it('says REFUNDED once everything paid was refunded, PARTLY_REFUNDED before', () => {
    expect(invoiceStateOf({ status: 'PAID', paidSen: 1200, creditedSen: 1200 })).toBe('REFUNDED');
    expect(invoiceStateOf({ status: 'PAID', paidSen: 1200, creditedSen: 1 })).toBe('PARTLY_REFUNDED');
    expect(invoiceStateOf({ status: 'PARTLY_PAID', paidSen: 500, creditedSen: 500 })).toBe('REFUNDED');
    expect(invoiceStateOf({ status: 'PARTLY_PAID', paidSen: 500, creditedSen: 499 })).toBe('PARTLY_REFUNDED');
  });
});
