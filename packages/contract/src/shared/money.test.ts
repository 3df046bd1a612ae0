import { describe, expect, it } from 'vitest';
import { formatSen } from './money';

describe('formatSen', () => {
  it('prints integer sen as ringgit with grouped thousands and two decimals', () => {
    expect(formatSen(0)).toBe('RM 0.00');
    expect(formatSen(5)).toBe('RM 0.05');
    expect(formatSen(123450)).toBe('RM 1,234.50');
    expect(formatSen(100_000_000_01)).toBe('RM 100,000,000.01');
    expect(formatSen(-2550)).toBe('-RM 25.50');
  });

  it('prints sums of sen exactly where ringgit floats drift', () => {
    // 0.1 + 0.2 ringgit is 0.30000000000000004 as floats; as sen it is exactly 30.
    expect(formatSen(10 + 20)).toBe('RM 0.30');
    expect(formatSen(Number.MAX_SAFE_INTEGER)).toBe('RM 90,071,992,547,409.91');
  });

  it('refuses anything that is not a whole number of sen', () => {
    expect(() => formatSen(12.5)).toThrow(RangeError);
    expect(() => formatSen(Number.NaN)).toThrow(RangeError);
  });
});
