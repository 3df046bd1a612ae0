import { addCalendarDays, kualaLumpurDay } from '@cic/contract';
import type { AppContext } from '../../app-context';

/**
 * The dates an invoice issued now gets: today in Kuala Lumpur, due `INVOICE_DUE_DAYS` later, and
 * the year whose sequence numbers it (decision 068).
 */
export function issueDates(ctx: Pick<AppContext, 'clock' | 'config'>) {
  const issueDate = kualaLumpurDay(ctx.clock());
  return {
    issueDate,
    dueDate: addCalendarDays(issueDate, ctx.config.invoices.dueDays),
    year: Number(issueDate.slice(0, 4)),
  };
}
