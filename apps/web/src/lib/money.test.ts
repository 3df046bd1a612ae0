import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { formatRinggit, formatRinggitUnits } from './money';

describe('formatRinggit', () => {
  it('shows RM with two decimals and thousands separators', () => {
    expect(formatRinggit(150)).toBe('RM 150.00');
    expect(formatRinggit(1234.5)).toBe('RM 1,234.50');
    expect(formatRinggit('25')).toBe('RM 25.00');
    expect(formatRinggit(0)).toBe('RM 0.00');
  });

  it('keeps the sign of negative amounts and treats missing ones as zero', () => {
    expect(formatRinggit(-25)).toBe('-RM 25.00');
    expect(formatRinggit(null)).toBe('RM 0.00');
    expect(formatRinggit('abc')).toBe('RM 0.00');
  });

  it('writes ringgit the same in Malay (ms-MY writes RM 1,234.50 too)', async () => {
    await i18n.changeLanguage('ms');
    try {
      expect(formatRinggit(1234.5)).toBe('RM 1,234.50');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('formatRinggitUnits', () => {
  it('shows sen as ringgit with grouped thousands, exactly', () => {
    expect(formatRinggitUnits(123_450)).toBe('RM 1,234.50');
    expect(formatRinggitUnits(5)).toBe('RM 0.05');
    expect(formatRinggitUnits(100_000_000)).toBe('RM 1,000,000.00');
  });

  it('shows a rate to its last decimal that is not zero, and at least the sen', () => {
    expect(formatRinggitUnits(333_333, 6)).toBe('RM 0.333333');
    expect(formatRinggitUnits(5_000_000, 6)).toBe('RM 5.00');
    expect(formatRinggitUnits(1_250_000, 6)).toBe('RM 1.25');
    expect(formatRinggitUnits(1_000_000_000, 6)).toBe('RM 1,000.00');
  });
});
