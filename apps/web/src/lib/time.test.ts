import { describe, expect, it } from 'vitest';
import {
  formatActivityDate,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  timePatterns,
  todayInKualaLumpur,
} from './time';

// 2025-03-14T16:05:00Z is 15 March 2025, 00:05 in Kuala Lumpur (UTC+8), whatever the test machine's zone.
const lateUtc = '2025-03-14T16:05:00Z';

describe('time in Kuala Lumpur', () => {
  it('formats dates and times in Kuala Lumpur, not the browser zone', () => {
    expect(formatDate(lateUtc)).toBe('15/03/2025');
    expect(formatTime(lateUtc)).toBe('12:05 AM');
    expect(formatDateTime(lateUtc)).toBe('15/03/2025 12:05 AM');
  });

  it('knows the spec patterns', () => {
    const instant = '2025-11-03T06:30:00Z'; // 14:30 in Kuala Lumpur
    expect(formatDateTime(instant, timePatterns.orderDateTime)).toBe('03 Nov 2025, 02:30 PM');
    expect(formatDateTime(instant, timePatterns.paymentDateTime)).toBe('03 Nov 25, 02:30 PM');
    expect(formatActivityDate(instant)).toBe('Mon, 03/11/2025');
    expect(formatLongDate(instant)).toBe('3 November 2025');
  });

  it('treats a bare calendar date as that day in Kuala Lumpur', () => {
    expect(formatLongDate('2025-03-14')).toBe('14 March 2025');
    expect(formatDate('2025-03-14')).toBe('14/03/2025');
  });

  it('shows a dash for missing or invalid values', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
    expect(formatLongDate(undefined)).toBe('-');
  });

  it("gives today's date in Kuala Lumpur", () => {
    expect(todayInKualaLumpur(new Date('2025-03-14T16:05:00Z'))).toBe('2025-03-15');
    expect(todayInKualaLumpur(new Date('2025-03-14T15:59:00Z'))).toBe('2025-03-14');
  });
});
