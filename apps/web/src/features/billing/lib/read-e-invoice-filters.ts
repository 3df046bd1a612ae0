import { type EInvoiceSource, type EInvoiceStatus, eInvoiceSources, eInvoiceStatuses } from '@cic/contract';
import { isCalendarMonth } from '@cic/contract/shared/calendar-date';
import type { EInvoiceFilters } from '../api/get-e-invoices';

const isStatus = (value: string | null): value is EInvoiceStatus =>
  (eInvoiceStatuses as readonly (string | null)[]).includes(value);
const isSource = (value: string | null): value is EInvoiceSource =>
  (eInvoiceSources as readonly (string | null)[]).includes(value);

/** The e-Invoices page's filters as the address bar keeps them; a value it cannot read is none. */
export function readEInvoiceFilters(params: URLSearchParams): EInvoiceFilters {
  const status = params.get('status');
  const source = params.get('source');
  const month = params.get('month');
  return {
    status: isStatus(status) ? status : undefined,
    source: isSource(source) ? source : undefined,
    month: month && isCalendarMonth(month) ? month : undefined,
    search: params.get('search')?.trim() || undefined,
  };
}
