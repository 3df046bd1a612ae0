import { describe, expect, it } from 'vitest';
import { invoiceActions, invoiceBadge } from './invoice-actions';

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

  it('colours overdue first, then by state (refunds said, decision 089)', () => {
    expect(invoiceBadge({ state: 'ISSUED', overdue: true })).toBe('destructive');
    expect(invoiceBadge({ state: 'PAID', overdue: false })).toBe('success');
    expect(invoiceBadge({ state: 'DRAFT', overdue: false })).toBe('secondary');
    expect(invoiceBadge({ state: 'REFUNDED', overdue: false })).toBe('outline');
  });
});
