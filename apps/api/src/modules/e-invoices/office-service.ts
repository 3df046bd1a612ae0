import {
  type ConsolidatedMonth,
  type EInvoiceDetail,
  type EInvoiceFilters,
  type EInvoiceRow,
  type EInvoicesRequest,
  eInvoiceOfficeMessages,
  type PageMeta,
  startOfCalendarMonth,
  startOfKualaLumpurDay,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { FollowUpLog } from '../../shared/queue-follow-up';
import { queueEInvoiceSweep } from './jobs';
import { createEInvoiceOfficeRepository, type EInvoiceFilter } from './office-repository';
import { createEInvoicesRepository } from './repository';
import { createEInvoicesService } from './service';

/** An e-invoice's row as the repository reads it. */
type RowRecord = Omit<EInvoiceRow, 'centre' | 'issuedAt' | 'validatedAt' | 'link'> & {
  centreId: string | null;
  centreName: string | null;
  issuedAt: Date;
  validatedAt: Date | null;
  longId: string | null;
};

const notFound = () => new AppError('NOT_FOUND', eInvoiceOfficeMessages.notFound);

/**
 * The office's e-invoices (issue 42): every document sent to MyInvois with its status and errors,
 * each consolidated month with its documents, and an Invalid one, once corrected, sent again.
 */
export function createEInvoiceOfficeService(ctx: Pick<AppContext, 'db' | 'myInvois' | 'clock' | 'jobs'>) {
  const repository = createEInvoiceOfficeRepository(ctx.db);
  const documents = createEInvoicesRepository(ctx.db);

  /** The list's filters as the repository reads them: a month is its Kuala Lumpur instants. */
  const filterOf = (query: EInvoiceFilters): EInvoiceFilter => ({
    status: query.status,
    source: query.source,
    search: query.search || undefined,
    issued: query.month
      ? {
          from: startOfKualaLumpurDay(`${query.month}-01`),
          to: startOfKualaLumpurDay(startOfCalendarMonth(`${query.month}-01`, 1)),
        }
      : undefined,
  });

  const toRow = ({ centreId, centreName, longId, ...record }: RowRecord): EInvoiceRow => ({
    ...record,
    centre: centreId && centreName ? { id: centreId, name: centreName } : null,
    issuedAt: record.issuedAt.toISOString(),
    validatedAt: record.validatedAt?.toISOString() ?? null,
    // The public page exists once MyInvois has validated it (decision 106).
    link:
      record.status === 'VALID' && record.uuid && longId
        ? ctx.myInvois.documentLink(record.uuid, longId)
        : null,
  });

  async function detail(id: string): Promise<EInvoiceDetail> {
    const record = await repository.detail(id);
    if (!record) throw notFound();
    const { issuerName, errors, attempts, submittedAt, cancelledAt, cancelReason, originalId, ...row } =
      record;
    const [original, invoices] = await Promise.all([
      originalId ? documents.get(originalId) : null,
      row.source === 'CONSOLIDATED' ? documents.consolidatedSources(id) : [],
    ]);
    return {
      ...toRow(row),
      issuerName,
      errors,
      attempts,
      submittedAt: submittedAt?.toISOString() ?? null,
      cancelledAt: cancelledAt?.toISOString() ?? null,
      cancelReason,
      original: original
        ? {
            id: original.id,
            number: original.number,
            source: original.source,
            status: original.status,
            uuid: original.uuid,
          }
        : null,
      invoices: invoices.map(({ number, day, amountSen }) => ({ number, day, amountSen })),
    };
  }

  return {
    async list(query: EInvoicesRequest): Promise<{ rows: EInvoiceRow[]; meta: PageMeta }> {
      const { rows, total } = await repository.page(filterOf(query), query);
      return { rows: rows.map(toRow), meta: { page: query.page, limit: query.limit, total } };
    },

    /** The CSV's rows in batches of `size`, in the list's order, each with its errors. */
    async *exportBatches(query: EInvoiceFilters, size: number) {
      const filter = filterOf(query);
      let after: { createdAt: string; id: string } | null = null;
      for (;;) {
        const records = await repository.exportRows(filter, after, size);
        yield records.map(({ errors, position: _position, ...record }) => ({ ...toRow(record), errors }));
        const last = records.at(-1);
        if (!last || records.length < size) return;
        after = { createdAt: last.position, id: last.id };
      }
    },

    detail,

    /**
     * Builds an Invalid e-invoice again from today's facts (the buyer's corrected TIN, the issuer's
     * address) and asks for a sweep to send it at once; anything else is refused.
     */
    async resubmit(id: string, log: FollowUpLog): Promise<EInvoiceDetail> {
      const resubmitted = await createEInvoicesService(ctx).resubmit(id);
      if (!resubmitted) {
        // Nothing was sent again: an e-invoice that does not exist is not found, any other is refused.
        await detail(id);
        throw new AppError('CONFLICT', eInvoiceOfficeMessages.notInvalid);
      }
      await queueEInvoiceSweep(ctx.jobs, log);
      return detail(id);
    },

    /** A page of the months with consolidated e-invoices, newest first, each with its documents. */
    async months(query: {
      page: number;
      limit: number;
    }): Promise<{ rows: ConsolidatedMonth[]; meta: PageMeta }> {
      const { months, total } = await repository.consolidatedMonths(query);
      const documents = await repository.consolidatedDocuments(months);
      const rows = months.map((first) => {
        const month = first.slice(0, 7);
        const own = documents
          .filter((document) => document.month === month)
          .map(({ month: _month, centreId, centreName, ...document }) => ({
            ...document,
            centre: centreId && centreName ? { id: centreId, name: centreName } : null,
          }));
        return {
          month,
          invoices: own.reduce((sum, document) => sum + document.invoices, 0),
          totalSen: own.reduce((sum, document) => sum + document.totalSen, 0),
          documents: own,
        };
      });
      return { rows, meta: { page: query.page, limit: query.limit, total } };
    },
  };
}
