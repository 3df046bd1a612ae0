import { describe, expect, it } from 'vitest';
import { invoiceActions, invoiceBadge } from './invoice-actions';
import { rateText } from './ringgit-text';

describe('a kept rate as shown', () => {
  it('shows a kept rate with 2 decimals at least and its real precision beyond', () => {
    expect(rateText('0.200000')).toBe('0.20');
    expect(rateText('1.234500')).toBe('1.2345');
    expect(rateText('2.000001')).toBe('2.000001');
    expect(rateText('5.000000')).toBe('5.00');
  });
});

describe("an invoice's actions", () => {
  const state = (status: Parameters<typeof invoiceActions>[0]['status'], paidSen = 0, creditedSen = 0) =>
    invoiceActions({ status, paidSen, creditedSen });

  it('follows the status: issue a draft, pay what is owed, void the unpaid, credit what was paid', () => {
    expect(state('DRAFT')).toEqual({ issue: true, pay: false, void: true, creditNote: false });
    expect(state('ISSUED')).toEqual({ issue: false, pay: true, void: true, creditNote: false });
    expect(state('PARTLY_PAID', 300)).toEqual({ issue: false, pay: true, void: false, creditNote: true });
    expect(state('PAID', 800)).toEqual({ issue: false, pay: false, void: false, creditNote: true });
    expect(state('PAID', 800, 800).creditNote).toBe(false);
    expect(state('VOID')).toEqual({ issue: false, pay: false, void: false, creditNote: false });
  });

  it('colours overdue first, then by status', () => {
    expect(invoiceBadge({ status: 'ISSUED', overdue: true })).toBe('destructive');
    expect(invoiceBadge({ status: 'PAID', overdue: false })).toBe('success');
    expect(invoiceBadge({ status: 'DRAFT', overdue: false })).toBe('secondary');
  });
});
