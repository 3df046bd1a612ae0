import { describe, expect, it } from 'vitest';
import { feverThresholdRules, feverThresholdSchema, isFever } from './fever';

describe('fever', () => {
  it('flags a temperature at or above the threshold, exactly 37.5 included', () => {
    expect(feverThresholdRules.default).toBe(37.5);
    expect(isFever(37.5, 37.5)).toBe(true);
    expect(isFever(37.49, 37.5)).toBe(false);
    expect(isFever(38.2, 37.5)).toBe(true);
    // 37.499999… from floating-point arithmetic is 37.50 in hundredths.
    expect(isFever(37.49999999999999, 37.5)).toBe(true);
    expect(isFever(37.9, 38)).toBe(false);
  });

  it('takes thresholds from 37.0 to 40.0 °C with one decimal', () => {
    expect(feverThresholdSchema.safeParse({ threshold: '37.5' }).data).toEqual({ threshold: 37.5 });
    for (const threshold of [36.9, 40.1, 38.25, '0x26']) {
      expect(feverThresholdSchema.safeParse({ threshold }).success, String(threshold)).toBe(false);
    }
  });
});
