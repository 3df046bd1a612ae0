/**
 * The overtime enums, apart from `shared/enums.ts`: the web's entry chunk holds that module, and
 * every value added there is fetched by every page, the sign-in pages included (decision 026).
 */
export const overtimeUnits = ['MINUTE', 'HOUR'] as const;
export const overtimeItemStatuses = ['UNBILLED', 'PROFORMA', 'INVOICED', 'PAID'] as const;
/** A report is GENERATING until its job has written every item in one transaction. */
export const overtimeReportStatuses = ['GENERATING', 'READY', 'FAILED'] as const;
