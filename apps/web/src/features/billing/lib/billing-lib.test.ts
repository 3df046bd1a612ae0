import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { formatMonth } from '@/lib/time';
import { currentMonth, monthOf, nextMonth } from './billing-months';
import { totalChange } from './total-change';

describe('billing months', () => {
  it("names a month in the reader's language", async () => {
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(formatMonth('2026-03-01')).toBe('March 2026');
    await i18n.changeLanguage('ms');
    try {
      expect(formatMonth('2026-12')).toBe('Disember 2026');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('takes this month and the next from a Kuala Lumpur day, across the year', () => {
    expect(currentMonth('2026-11-30')).toBe('2026-11');
    expect(nextMonth('2026-11-30')).toBe('2026-12');
    expect(nextMonth('2026-12-31')).toBe('2027-01');
    expect(monthOf('2027-01-01')).toBe('2027-01');
  });
});

describe("totalChange: this month's total against last month's", () => {
  it('says a family with no invoice last month is new', () => {
    expect(totalChange(65_000, null)).toEqual({ kind: 'new' });
  });

  it('gives the difference up or down, or none', () => {
    expect(totalChange(65_000, 65_000)).toEqual({ kind: 'same' });
    expect(totalChange(71_500, 65_000)).toEqual({ kind: 'up', sen: 6_500 });
    expect(totalChange(58_500, 65_000)).toEqual({ kind: 'down', sen: 6_500 });
  });
});
