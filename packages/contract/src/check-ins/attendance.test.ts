import { describe, expect, it } from 'vitest';
import {
  attendanceColour,
  attendanceFigures,
  expectsAttendance,
  networkDayFigures,
  percentage,
} from './attendance';

describe('attendance figures', () => {
  it('computes a day with 2-decimal percentages', () => {
    expect(
      attendanceFigures({ enrollment: 3, checkedIn: 2, checkedOut: 1, compliant: 1 }, '2026-03-10'),
    ).toEqual({
      totalStudents: 3,
      checkins: 2,
      checkouts: 1,
      absentees: 1,
      reportedAbsences: 0,
      unexplainedAbsences: 1,
      attendancePercentage: 66.67,
      complianceUsage: 50,
    });
  });

  it('splits absentees into reported and unexplained, only on a day attendance is expected', () => {
    const counts = { enrollment: 10, checkedIn: 6, checkedOut: 6, compliant: 6, reportedAbsent: 3 };
    expect(attendanceFigures(counts, '2026-03-10')).toMatchObject({
      absentees: 4,
      reportedAbsences: 3,
      unexplainedAbsences: 1,
    });
    // A Sunday nobody came: nobody is absent, reported or not.
    expect(attendanceFigures({ ...counts, checkedIn: 0 }, '2026-03-08')).toMatchObject({
      absentees: 0,
      reportedAbsences: 0,
      unexplainedAbsences: 0,
    });
  });

  it('gives null percentages when there is nothing to divide by', () => {
    expect(
      attendanceFigures({ enrollment: 0, checkedIn: 0, checkedOut: 0, compliant: 0 }, '2026-03-10'),
    ).toMatchObject({
      absentees: 0,
      attendancePercentage: null,
      complianceUsage: null,
    });
    expect(percentage(1, 0)).toBeNull();
  });

  it('expects attendance Monday to Friday, and on a weekend only when someone was checked in', () => {
    // 2026-03-06 is a Friday, 03-07 a Saturday, 03-08 a Sunday, 03-09 a Monday.
    expect(expectsAttendance('2026-03-06', 0)).toBe(true);
    expect(expectsAttendance('2026-03-07', 0)).toBe(false);
    expect(expectsAttendance('2026-03-08', 0)).toBe(false);
    expect(expectsAttendance('2026-03-09', 0)).toBe(true);
    expect(expectsAttendance('2026-03-07', 1)).toBe(true);
  });

  it('gives a day with no attendance expected no absentees and no percentage, not 0%', () => {
    const quietSunday = { enrollment: 12, checkedIn: 0, checkedOut: 0, compliant: 0 };
    expect(attendanceFigures(quietSunday, '2026-03-08')).toMatchObject({
      totalStudents: 12,
      absentees: 0,
      attendancePercentage: null,
    });
    expect(attendanceFigures(quietSunday, '2026-03-09')).toMatchObject({
      absentees: 12,
      attendancePercentage: 0,
    });
    const openSaturday = { enrollment: 4, checkedIn: 1, checkedOut: 1, compliant: 1 };
    expect(attendanceFigures(openSaturday, '2026-03-07')).toMatchObject({
      absentees: 3,
      attendancePercentage: 25,
    });
  });

  it('colours the calendar by the spec thresholds', () => {
    expect(attendanceColour(80.01)).toBe('green');
    expect(attendanceColour(80)).toBe('yellow');
    expect(attendanceColour(60.01)).toBe('yellow');
    expect(attendanceColour(60)).toBe('red');
    expect(attendanceColour(null)).toBeNull();
  });

  it("sums the network's day, with attendance over the centres expecting it", () => {
    expect(
      networkDayFigures({
        centres: 3,
        enrollment: 30,
        expectedEnrollment: 20,
        checkedIn: 15,
        checkedOut: 12,
        compliant: 12,
        absentees: 5,
      }),
    ).toEqual({
      centres: 3,
      totalStudents: 30,
      checkins: 15,
      checkouts: 12,
      absentees: 5,
      attendancePercentage: 75,
      complianceUsage: 80,
    });
    expect(
      networkDayFigures({
        centres: 0,
        enrollment: 0,
        expectedEnrollment: 0,
        checkedIn: 0,
        checkedOut: 0,
        compliant: 0,
        absentees: 0,
      }),
    ).toMatchObject({ attendancePercentage: null, complianceUsage: null });
  });
});
