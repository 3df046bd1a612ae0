import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import {
  formatActivityDate,
  formatClockTime,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  shortWeekdays,
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

  it('names months and weekdays in English as the spec writes them', () => {
    expect(formatDate('2025-09-01', 'MMMM yyyy')).toBe('September 2025');
    expect(formatDate('2025-09-01', 'EEEE d MMMM yyyy')).toBe('Monday 1 September 2025');
    expect(formatDateTime('2025-09-01T06:30:00Z', timePatterns.orderDateTime)).toBe('01 Sep 2025, 02:30 PM');
    expect(shortWeekdays()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it("gives today's date in Kuala Lumpur", () => {
    expect(todayInKualaLumpur(new Date('2025-03-14T16:05:00Z'))).toBe('2025-03-15');
    expect(todayInKualaLumpur(new Date('2025-03-14T15:59:00Z'))).toBe('2025-03-14');
  });

  it('formats a calendar day as dd/MM/yyyy', () => {
    expect(formatDate('2026-11-23')).toBe('23/11/2026');
  });
});

describe('dates in Malay', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("takes month, weekday and morning/afternoon names from Intl's ms-MY, keeping dd/MM/yyyy and the clock", async () => {
    await i18n.changeLanguage('ms');
    expect(formatDate('2025-03-14', 'MMMM yyyy')).toBe('Mac 2025');
    expect(formatLongDate('2025-08-04')).toBe('4 Ogos 2025');
    expect(formatActivityDate('2025-03-14')).toBe('Jum, 14/03/2025');
    expect(formatDate('2025-03-16', 'EEEE')).toBe('Ahad');
    expect(shortWeekdays()).toEqual(['Isn', 'Sel', 'Rab', 'Kha', 'Jum', 'Sab', 'Ahd']);
    expect(formatDate(lateUtc)).toBe('15/03/2025');
    expect(formatDateTime(lateUtc)).toBe('15/03/2025 12:05 PG');
    expect(formatTime('2025-03-14T10:30:00Z')).toBe('06:30 PTG');
  });

  it('writes clock times (rules, averages, office hours) with the same 12-hour rule and day period', async () => {
    expect(formatClockTime('08:30')).toBe('08:30 AM');
    expect(formatClockTime('17:30')).toBe('05:30 PM');
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('17:45:10')).toBe('05:45 PM');
    expect(formatClockTime('25:00')).toBe('-');
    expect(formatClockTime(null)).toBe('-');
    expect(formatClockTime('08:30', timePatterns.clockInText)).toBe('8:30 AM');
    await i18n.changeLanguage('ms');
    expect(formatClockTime('08:30')).toBe('08:30 PG');
    expect(formatClockTime('17:30')).toBe('05:30 PTG');
    expect(formatClockTime('17:30', timePatterns.clockInText)).toBe('5:30 PTG');
  });
});
