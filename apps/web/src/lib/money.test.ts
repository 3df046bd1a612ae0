import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { formatRinggit } from './money';

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
