import { asc } from 'drizzle-orm';
import { overtimeInvoiceLines as lines } from './schema/index';

/**
 * The one order every view of an invoice prints its lines in (the admin's detail, the parent's
 * invoice, the PDF): by child name, then day and start time.
 */
export const invoiceLineOrder = [
  asc(lines.childName),
  asc(lines.childId),
  asc(lines.localDate),
  asc(lines.startTime),
] as const;
