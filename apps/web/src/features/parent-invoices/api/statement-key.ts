/** The parent's statements of account (issue 41): their accounts and a period's statement. */
export const statementKey = ['parent', 'statement'] as const;

export const statementAccountsPath = '/parent/billing/statements';
export const statementPath = '/parent/billing/statement';
export const statementPdfPath = '/parent/billing/statement/pdf';

/** One family at one centre, from a day to a day (Kuala Lumpur days). */
export type StatementQuery = { familyId: string; centerId: string; from: string; to: string };
