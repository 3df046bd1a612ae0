/** Every query of the overtime report pages: an edit or delete refreshes them all. */
export const overtimeReportsKey = ['overtime-reports'] as const;

/** Rows per page of the reports list and the Students tab. */
export const overtimePageSize = 20;

/** How often the list and a report are asked again while a report generates (ms). */
export const followListMs = 2_000;
export const followReportMs = 1_000;
