/**
 * The attendance figures of a centre for one Kuala Lumpur day (issue 5; docs/decisions):
 * enrollment = active children of the centre that day; in / out = children checked in / out;
 * absentees = enrollment − checked in; attendance % = checked in / enrollment;
 * compliance % = checked-in children whose day also has a check-out with photo and temperature,
 * over checked-in children. Percentages have 2 decimals; null (shown '-') with nothing to divide by.
 */
export type AttendanceCounts = {
  enrollment: number;
  checkedIn: number;
  checkedOut: number;
  compliant: number;
};

export function percentage(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 10_000) / 100;
}

export function attendanceFigures(counts: AttendanceCounts) {
  return {
    totalStudents: counts.enrollment,
    checkins: counts.checkedIn,
    checkouts: counts.checkedOut,
    absentees: Math.max(0, counts.enrollment - counts.checkedIn),
    attendancePercentage: percentage(counts.checkedIn, counts.enrollment),
    complianceUsage: percentage(counts.compliant, counts.checkedIn),
  };
}

/** Calendar colour by day percentage (spec 2 §2.14): above 80 green, above 60 yellow, else red. */
export function attendanceColour(value: number | null): 'green' | 'yellow' | 'red' | null {
  if (value === null) return null;
  if (value > 80) return 'green';
  if (value > 60) return 'yellow';
  return 'red';
}
