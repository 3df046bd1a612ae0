import { describe, expect, it } from 'vitest';
import { invoiceActions, invoiceBadge } from './invoice-actions';
import { ringgitTextToSen, senToRinggitText } from './ringgit-text';

describe('ringgit typed into a form', () => {
  it('reads whole sen from up to two decimals, with or without grouping', () => {
    expect(ringgitTextToSen('12.50')).toBe(1250);
    expect(ringgitTextToSen('12.5')).toBe(1250);
    expect(ringgitTextToSen(' 7 ')).toBe(700);
    expect(ringgitTextToSen('0.29')).toBe(29);
    expect(ringgitTextToSen('1,234.05')).toBe(123405);
    // 0.1 + 0.2 and friends: no float rounding anywhere.
    expect(ringgitTextToSen('1.15')).toBe(115);
  });

  it('refuses anything that is not an amount', () => {
    for (const text of ['', '1.234', '-5', 'RM 5', 'abc', '1e3', '.5', '12345678']) {
      expect(ringgitTextToSen(text), text).toBeNull();
    }
  });

  it('writes sen back as editable text', () => {
    expect(senToRinggitText(1250)).toBe('12.50');
    expect(senToRinggitText(5)).toBe('0.05');
    expect(senToRinggitText(123400)).toBe('1234.00');
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

  it('colours overdue first, then by state (refunds said, decision 089)', () => {
    expect(invoiceBadge({ state: 'ISSUED', overdue: true })).toBe('destructive');
    expect(invoiceBadge({ state: 'PAID', overdue: false })).toBe('success');
    expect(invoiceBadge({ state: 'DRAFT', overdue: false })).toBe('secondary');
    expect(invoiceBadge({ state: 'REFUNDED', overdue: false })).toBe('outline');
  });
});
