/** Every query of the billing pages: a fee, an enrolment or a run that changes refreshes its own. */
export const billingKey = ['billing'] as const;
export const packagesKey = [...billingKey, 'packages'] as const;
export const enrolmentsKey = [...billingKey, 'enrolments'] as const;
export const runsKey = [...billingKey, 'runs'] as const;
export const settingsKey = [...billingKey, 'settings'] as const;
export const ageingKey = [...billingKey, 'ageing'] as const;
export const statementKey = [...billingKey, 'statement'] as const;
export const centresKey = [...billingKey, 'centres'] as const;
/** Who issues the e-invoices: the organisation's issuer and the centres' (issue 42). */
export const eInvoiceKey = [...billingKey, 'e-invoice'] as const;
export const eInvoicesKey = [...billingKey, 'e-invoices'] as const;

/** Rows per page of the packages, enrolments and a run's invoices; runs per page (a year of months). */
export const billingPageSize = 20;
export const runsPageSize = 12;

/** Months per page of the consolidated e-invoices (a year). */
export const consolidatedMonthsPageSize = 12;

/** How often a run being drafted or issued is asked again, on its page and in the list (ms). */
export const followRunMs = 2_000;

export const packagesPath = '/admin/billing/packages';
export const packageFeesPath = (packageId: string) =>
  `/admin/billing/packages/${encodeURIComponent(packageId)}/fees`;
export const feePricesPath = (feeId: string) => `/admin/billing/fees/${encodeURIComponent(feeId)}/prices`;
export const feeArchivePath = (feeId: string) => `/admin/billing/fees/${encodeURIComponent(feeId)}/archive`;
export const enrolmentsPath = '/admin/billing/enrolments';
export const childEnrolmentsPath = (childId: string) =>
  `/admin/billing/children/${encodeURIComponent(childId)}/enrolments`;
export const childWithdrawalPath = (childId: string) =>
  `/admin/billing/children/${encodeURIComponent(childId)}/withdrawal`;
export const runsPath = '/admin/billing/runs';
export const runPath = (runId: string) => `/admin/billing/runs/${encodeURIComponent(runId)}`;
export const runInvoicesPath = (runId: string) => `/admin/billing/runs/${encodeURIComponent(runId)}/invoices`;
export const runIssuePath = (runId: string) => `/admin/billing/runs/${encodeURIComponent(runId)}/issue`;
export const settingsPath = '/admin/billing/settings';
export const ageingPath = '/admin/billing/ageing';
export const ageingSummaryPath = '/admin/billing/ageing/summary';
export const ageingExportPath = '/admin/billing/ageing/export';
export const statementPath = '/admin/billing/statement';
export const statementPdfPath = '/admin/billing/statement/pdf';
export const centresPath = '/admin/billing/centres';
export const registrationNumberPath = (centreId: string) =>
  `${centresPath}/${encodeURIComponent(centreId)}/registration-number`;
export const eInvoiceIssuerPath = '/admin/billing/e-invoice/issuer';
export const eInvoiceCentresPath = '/admin/billing/e-invoice/centres';
export const centreEInvoiceIssuerPath = (centreId: string) =>
  `${eInvoiceCentresPath}/${encodeURIComponent(centreId)}/issuer`;
export const eInvoicesPath = '/admin/billing/e-invoices';
export const eInvoicesExportPath = '/admin/billing/e-invoices.csv';
export const consolidatedMonthsPath = '/admin/billing/e-invoices/months';
export const eInvoicePath = (eInvoiceId: string) => `${eInvoicesPath}/${encodeURIComponent(eInvoiceId)}`;
export const eInvoiceResubmitPath = (eInvoiceId: string) => `${eInvoicePath(eInvoiceId)}/resubmit`;
