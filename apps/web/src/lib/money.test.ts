import { describe, expect, it } from 'vitest';
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
});
