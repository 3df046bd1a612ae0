/**
 * The attendance figures of a centre for one Kuala Lumpur day (decisions 019, 027):
 * enrollment = active children of the centre that day; in / out = children checked in / out;
 * absentees = enrollment − checked in; attendance % = checked in / enrollment;
 * compliance % = checked-in children whose day also has a check-out with photo and temperature,
 * over checked-in children. Percentages have 2 decimals; null (shown '-') with nothing to divide by.
 * On a day with no attendance expected nobody is absent and there is no attendance percentage.
 * Absentees split into reported (a parent reported the absence, decision 078) and unexplained.
 */
export type AttendanceCounts = {
  enrollment: number;
  checkedIn: number;
  checkedOut: number;
  compliant: number;
  /** Enrolled children with a reported absence that day and no check-in (0 when not counted). */
  reportedAbsent?: number;
};

export function percentage(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 10_000) / 100;
}

/**
 * Whether the centre's children are expected on a Kuala Lumpur day `yyyy-MM-dd` (decision 027):
 * Monday to Friday always; a Saturday or Sunday only when the centre recorded a check-in that day.
 */
export function expectsAttendance(day: string, checkedIn: number): boolean {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return (weekday !== 0 && weekday !== 6) || checkedIn > 0;
}

export function attendanceFigures(counts: AttendanceCounts, day: string) {
  const expected = expectsAttendance(day, counts.checkedIn);
  const absentees = expected ? Math.max(0, counts.enrollment - counts.checkedIn) : 0;
  const reportedAbsences = Math.min(absentees, counts.reportedAbsent ?? 0);
  return {
    totalStudents: counts.enrollment,
    checkins: counts.checkedIn,
    checkouts: counts.checkedOut,
    absentees,
    reportedAbsences,
    unexplainedAbsences: absentees - reportedAbsences,
    attendancePercentage: expected ? percentage(counts.checkedIn, counts.enrollment) : null,
    complianceUsage: percentage(counts.compliant, counts.checkedIn),
  };
}

/** What the day's rows of every centre add up to; `expectedEnrollment` counts centres expecting attendance. */
export type NetworkDayCounts = AttendanceCounts & {
  centres: number;
  expectedEnrollment: number;
  absentees: number;
};

/**
 * The network's figures for a day: sums of the centres' counts and absentees (each centre's by
 * `attendanceFigures`); attendance % over the centres expecting attendance that day.
 */
export function networkDayFigures(counts: NetworkDayCounts) {
  return {
    centres: counts.centres,
    totalStudents: counts.enrollment,
    checkins: counts.checkedIn,
    checkouts: counts.checkedOut,
    absentees: counts.absentees,
    attendancePercentage: percentage(counts.checkedIn, counts.expectedEnrollment),
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
