/** Spec 2 §9: percentages with 2 decimals, '-' when missing. */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '-' : value.toFixed(2);
}

type CentreFigures = {
  totalStudents: number;
  checkins: number;
  checkouts: number;
  absentees: number;
  attendancePercentage: number | null;
  complianceUsage: number | null;
};

/** A centre's (or every centre's) figures under the table's column names (full catalogue keys, translated where drawn). */
export function figureEntries(figures: CentreFigures): [labelKey: string, value: string | number][] {
  return [
    ['admin:checkins.columns.enrollment', figures.totalStudents],
    ['admin:checkins.columns.in', figures.checkins],
    ['admin:checkins.columns.out', figures.checkouts],
    ['admin:checkins.columns.absentees', figures.absentees],
    ['admin:checkins.columns.attendance', formatPercent(figures.attendancePercentage)],
    ['admin:checkins.columns.compliance', formatPercent(figures.complianceUsage)],
  ];
}
