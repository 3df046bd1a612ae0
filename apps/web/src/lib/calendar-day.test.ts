import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInMonth,
  isCalendarDay,
  mondayIndex,
  monthGrid,
  pickDay,
  startOfMonth,
} from './calendar-day';

describe('calendar days', () => {
  it('knows real days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('14/03/2025')).toBe(false);
    expect(isCalendarDay(null)).toBe(false);
  });

  it('moves across months and years', () => {
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(startOfMonth('2025-03-14')).toBe('2025-03-01');
    expect(startOfMonth('2025-01-14', -1)).toBe('2024-12-01');
    expect(startOfMonth('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysInMonth('2024-02-10')).toBe(29);
    expect(daysInMonth('2025-04-30')).toBe(30);
  });

  it('numbers weekdays from Monday', () => {
    expect(mondayIndex('2025-03-10')).toBe(0); // Monday
    expect(mondayIndex('2025-03-16')).toBe(6); // Sunday
  });

  it('never picks a future or malformed day', () => {
    expect(pickDay('2025-03-10', '2025-03-14')).toBe('2025-03-10');
    expect(pickDay('2025-03-15', '2025-03-14')).toBe('2025-03-14');
    expect(pickDay('yesterday', '2025-03-14')).toBe('2025-03-14');
    expect(pickDay(null, '2025-03-14')).toBe('2025-03-14');
  });

  it('refuses days outside 1900–2100, such as a year-99 link', () => {
    expect(pickDay('0099-06-15', '2025-03-14')).toBe('2025-03-14');
    expect(isCalendarDay('1899-12-31')).toBe(false);
    expect(isCalendarDay('1900-01-01')).toBe(true);
  });
});

describe('monthGrid (Monday first)', () => {
  it('pads a month that starts on a Saturday', () => {
    // March 2025: the 1st is a Saturday, the 31st a Monday.
    const weeks = monthGrid('2025-03-14');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, '2025-03-01', '2025-03-02']);
    expect(weeks[1]?.[0]).toBe('2025-03-03');
    expect(weeks[5]).toEqual(['2025-03-31', null, null, null, null, null, null]);
  });

  it('needs no padding for a 28-day February starting on Monday', () => {
    const weeks = monthGrid('2027-02-01');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2027-02-01');
    expect(weeks[3]?.[6]).toBe('2027-02-28');
  });

  it('puts a Sunday first day in the last column', () => {
    // June 2025 starts on a Sunday.
    const weeks = monthGrid('2025-06-30');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2025-06-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    for (const week of weeks) expect(week).toHaveLength(7);
  });
});
