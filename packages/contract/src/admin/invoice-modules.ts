import type { AdminModuleKey } from '../shared/enums';

/**
 * The modules whose admins read and handle invoices, their documents and families' credit
 * (decision 100): one invoice table holds late pick-ups (OVERTIME) and monthly fees (BILLING), so
 * either module is enough.
 */
export const invoiceModules = ['OVERTIME', 'BILLING'] as const satisfies readonly AdminModuleKey[];

/** Whether an admin holding these modules reads and handles invoices. */
export const handlesInvoices = (modules: readonly AdminModuleKey[]) =>
  invoiceModules.some((key) => modules.includes(key));
