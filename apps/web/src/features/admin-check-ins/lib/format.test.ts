import { describe, expect, it } from 'vitest';
import { formatPercent } from './format';

describe('admin check-in figures', () => {
  it('shows percentages with 2 decimals and a dash when missing', () => {
    expect(formatPercent(85)).toBe('85.00');
    expect(formatPercent(66.666)).toBe('66.67');
    expect(formatPercent(0)).toBe('0.00');
    expect(formatPercent(null)).toBe('-');
    expect(formatPercent(undefined)).toBe('-');
  });
});
