import { describe, expect, it } from 'vitest';
import { formatClock, formatPercent } from './format';

describe('admin check-in figures', () => {
  it('shows percentages with 2 decimals and a dash when missing', () => {
    expect(formatPercent(85)).toBe('85.00');
    expect(formatPercent(66.666)).toBe('66.67');
    expect(formatPercent(0)).toBe('0.00');
    expect(formatPercent(null)).toBe('-');
    expect(formatPercent(undefined)).toBe('-');
  });

  it('shows 24-hour clock times as hh:mm a', () => {
    expect(formatClock('08:05')).toBe('08:05 AM');
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('17:45:10')).toBe('05:45 PM');
    expect(formatClock(null)).toBe('-');
    expect(formatClock('soon')).toBe('-');
  });
});
