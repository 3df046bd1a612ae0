import { describe, expect, it } from 'vitest';
import { attendanceColour, attendanceFigures, percentage } from './attendance';

describe('attendance figures', () => {
  it('computes a day with 2-decimal percentages', () => {
    expect(attendanceFigures({ enrollment: 3, checkedIn: 2, checkedOut: 1, compliant: 1 })).toEqual({
      totalStudents: 3,
      checkins: 2,
      checkouts: 1,
      absentees: 1,
      attendancePercentage: 66.67,
      complianceUsage: 50,
    });
  });

  it('gives null percentages when there is nothing to divide by', () => {
    expect(attendanceFigures({ enrollment: 0, checkedIn: 0, checkedOut: 0, compliant: 0 })).toMatchObject({
      absentees: 0,
      attendancePercentage: null,
      complianceUsage: null,
    });
    expect(percentage(1, 0)).toBeNull();
  });

  it('colours the calendar by the spec thresholds', () => {
    expect(attendanceColour(80.01)).toBe('green');
    expect(attendanceColour(80)).toBe('yellow');
    expect(attendanceColour(60.01)).toBe('yellow');
    expect(attendanceColour(60)).toBe('red');
    expect(attendanceColour(null)).toBeNull();
  });
});
