/**
 * The columns the admin's centre list sorts by (spec 2 §2.9). Apart from the list's schemas, so
 * the admin's first page reads them without zod (decision 055).
 */
export const centreListSortFields = [
  'name',
  'type',
  'registerStatus',
  'totalStudents',
  'checkins',
  'checkouts',
  'absentees',
  'attendancePercentage',
  'complianceUsage',
] as const;
