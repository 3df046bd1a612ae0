import {
  addCalendarDays,
  creditNoteNumber,
  invoiceNumber,
  type issueCreditNoteSchema,
  kualaLumpurDay,
  type Language,
  type MessageRef,
  message,
  type OvertimeInvoice,
  type OvertimeInvoiceDetail,
  type OvertimeInvoicePage,
  type OvertimeInvoiceStatus,
  overtimeInvoiceMessages,
  type overtimeInvoicesExportQuerySchema,
  type overtimeInvoicesQuerySchema,
  overtimeReportMessages,
  type PageMeta,
  paidStatus,
  type ReportInvoicing,
  type recordInvoicePaymentSchema,
  type voidInvoiceSchema,
} from '@cic/contract';
import type { z } from 'zod';
import { renderInvoicePdf } from '../../adapters/invoice-pdf';
import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { inTransaction } from '../../db/transaction';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import { documentOrganisation, invoicePdfFileName, toInvoiceDocument } from './invoice-document';
import {
  createOvertimeInvoicesRepository,
  type InvoiceFilter,
  type NewLine,
  type OvertimeInvoicesRepository,
} from './repository';

type ListQuery = z.output<typeof overtimeInvoicesQuerySchema>;
type ExportQuery = z.output<typeof overtimeInvoicesExportQuerySchema>;
type Payment = z.output<typeof recordInvoicePaymentSchema>;
type VoidInvoice = z.output<typeof voidInvoiceSchema>;
type IssueCreditNote = z.output<typeof issueCreditNoteSchema>;
type InvoiceRow = NonNullable<Awaited<ReturnType<OvertimeInvoicesRepository['byId']>>>;
type ReportItem = Awaited<ReturnType<OvertimeInvoicesRepository['reportItems']>>[number];
type ItemStatus = 'UNBILLED' | 'PROFORMA' | 'INVOICED' | 'PAID';

const invoiceNotFound = () => new AppError('NOT_FOUND', overtimeInvoiceMessages.notFound);
const conflict = (ref: MessageRef, field?: string) => new AppError('CONFLICT', ref, field);
/** An invoice that is owed: issued or part-paid (payments go only to these). */
export const owed = new Set<OvertimeInvoiceStatus>(['ISSUED', 'PARTLY_PAID']);

/** What an invoice's state makes of its items on the report (the Students tab's status). */
const itemStatusOf: Record<OvertimeInvoiceStatus, ItemStatus> = {
  DRAFT: 'PROFORMA',
  ISSUED: 'INVOICED',
  PARTLY_PAID: 'INVOICED',
  PAID: 'PAID',
  VOID: 'UNBILLED',
};

/** The year of a 'yyyy-MM-dd' day: each year numbers invoices and credit notes from 1. */
const yearOf = (day: string) => Number(day.slice(0, 4));

/** Owed and past its due date on `today` (Kuala Lumpur days). */
export const isOverdue = (row: { status: OvertimeInvoiceStatus; dueDate: string | null }, today: string) =>
  owed.has(row.status) && row.dueDate !== null && row.dueDate < today;

function toInvoice(row: InvoiceRow, today: string): OvertimeInvoice {
  const settled = row.status === 'PAID' || row.status === 'VOID';
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    overdue: isOverdue(row, today),
    centre: row.centre,
    family:
      row.familyId && row.familyNamedAfter ? { id: row.familyId, namedAfter: row.familyNamedAfter } : null,
    reportId: row.reportId,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    totalSen: row.totalSen,
    paidSen: row.paidSen,
    creditedSen: row.creditedSen,
    balanceSen: settled ? 0 : row.totalSen - row.paidSen,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The items of one bill: a family's children at one centre together (a child with no family is
 * billed alone), lines by child name, then date and start time.
 */
function groupByFamily(rows: readonly ReportItem[]) {
  const groups = new Map<string, { centreId: string; familyId: string | null; items: ReportItem[] }>();
  for (const row of rows) {
    const key = `${row.centreId}/${row.familyId ?? `child:${row.childId}`}`;
    const group = groups.get(key) ?? { centreId: row.centreId, familyId: row.familyId, items: [] };
    group.items.push(row);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    group.items.sort(
      (a, b) =>
        a.childName.localeCompare(b.childName) ||
        a.childId.localeCompare(b.childId) ||
        a.localDate.localeCompare(b.localDate) ||
        a.startTime.getTime() - b.startTime.getTime(),
    );
  }
  return [...groups.values()];
}

/** A line copies the item's facts; the centre and family belong to the invoice. */
const toLine = ({ centreId: _centre, familyId: _family, ...line }: ReportItem): NewLine => line;

type NewPayment = Omit<Parameters<OvertimeInvoicesRepository['insertPayment']>[0], 'invoiceId'>;

/**
 * Records money on an invoice whose row the caller has locked, within the balance (the caller
 * checks): the payment, the paid sum, the status the balance gives and the items' status. The one
 * way money reaches an invoice, by an admin's hand or online (decision 072).
 */
export async function addLockedPayment(
  tx: OvertimeInvoicesRepository,
  invoiceId: string,
  invoice: { totalSen: number; paidSen: number },
  payment: NewPayment,
) {
  const paidSen = invoice.paidSen + payment.amountSen;
  const status = paidStatus(invoice.totalSen, paidSen);
  const paymentId = await tx.insertPayment({ invoiceId, ...payment });
  await tx.updateInvoice(invoiceId, { paidSen, status });
  await tx.setItemStatus(invoiceId, itemStatusOf[status]);
  return { paymentId, paidSen, status };
}

/**
 * Overtime invoices (OVERTIME module, decision 068): made from a READY report's items, numbered
 * from one gap-free sequence per year when issued, paid outside the product in parts, voided
 * while unpaid, refunded by credit notes once paid. Every change is one transaction with the
 * invoice (or the report) locked and an audit row.
 */
export function createOvertimeInvoicesService(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const repository = createOvertimeInvoicesRepository(ctx.db);
  const today = () => kualaLumpurDay(ctx.clock());

  const audit = (
    tx: OvertimeInvoicesRepository,
    principal: AdminPrincipal,
    action: string,
    invoiceId: string,
    details: Record<string, unknown>,
  ) =>
    tx.audit({
      ...adminActor(principal),
      action,
      entityType: 'overtime-invoice',
      entityId: invoiceId,
      details,
    });

  /** Gives a DRAFT its number, issue date and due date; its items become INVOICED. */
  async function issueLocked(tx: OvertimeInvoicesRepository, principal: AdminPrincipal, invoiceId: string) {
    const issueDate = today();
    const year = yearOf(issueDate);
    const number = invoiceNumber(year, await tx.nextNumber('INV', year));
    const dueDate = addCalendarDays(issueDate, ctx.config.invoices.dueDays);
    await tx.updateInvoice(invoiceId, { status: 'ISSUED', number, issueDate, dueDate });
    await tx.setItemStatus(invoiceId, itemStatusOf.ISSUED);
    await audit(tx, principal, 'overtime-invoice.issue', invoiceId, { number, issueDate, dueDate });
  }

  /** Runs a change to one invoice with its row locked; unknown: 404. */
  function changeInvoice<T>(
    invoiceId: string,
    work: (
      tx: OvertimeInvoicesRepository,
      invoice: NonNullable<Awaited<ReturnType<OvertimeInvoicesRepository['lockInvoice']>>>,
    ) => Promise<T>,
  ) {
    return inTransaction(ctx.db, createOvertimeInvoicesRepository, async (tx) => {
      const invoice = await tx.lockInvoice(invoiceId);
      if (!invoice) throw invoiceNotFound();
      return work(tx, invoice);
    });
  }

  async function detail(invoiceId: string): Promise<OvertimeInvoiceDetail> {
    const row = await repository.byId(invoiceId);
    if (!row) throw invoiceNotFound();
    const [lines, payments, creditNotes] = await Promise.all([
      repository.linesOf(invoiceId),
      repository.paymentsOf(invoiceId),
      repository.creditNotesOf(invoiceId),
    ]);
    return {
      ...toInvoice(row, today()),
      voidReason: row.voidReason,
      lines: lines.map((line) => ({
        ...line,
        startTime: line.startTime.toISOString(),
        endTime: line.endTime.toISOString(),
      })),
      payments: payments.map((payment) => ({ ...payment, createdAt: payment.createdAt.toISOString() })),
      creditNotes: creditNotes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
    };
  }

  const filterOf = (query: ExportQuery): InvoiceFilter => ({
    search: query.search,
    centreId: query.centerId,
    status: query.status,
    overdueOn: query.overdue === 'true' ? today() : undefined,
  });

  return {
    /**
     * One DRAFT per family and centre from the selected items of a READY report (`issue`: issued
     * at once, in the same transaction). An item on a live invoice is refused (409): checked here
     * and by the database's unique index on live lines.
     */
    async convert(principal: AdminPrincipal, reportId: string, itemIds: readonly string[], issue: boolean) {
      const chosen = [...new Set(itemIds)];
      try {
        const made = await inTransaction(ctx.db, createOvertimeInvoicesRepository, async (tx) => {
          const status = await tx.lockReport(reportId);
          if (!status) throw new AppError('NOT_FOUND', overtimeReportMessages.reportNotFound, 'reportId');
          if (status !== 'READY') throw conflict(overtimeReportMessages.notReady);
          const rows = await tx.reportItems(reportId, chosen);
          if (rows.length !== chosen.length) {
            throw new AppError('NOT_FOUND', overtimeInvoiceMessages.itemNotInReport, 'itemIds');
          }
          if ((await tx.liveLineCount(chosen)) > 0) {
            throw conflict(overtimeInvoiceMessages.itemAlreadyInvoiced, 'itemIds');
          }
          const ids: string[] = [];
          for (const group of groupByFamily(rows)) {
            const totalSen = group.items.reduce((sum, item) => sum + item.amountSen, 0);
            const id = await tx.insertInvoice({
              centreId: group.centreId,
              familyId: group.familyId,
              reportId,
              totalSen,
              createdByAdminId: principal.adminId,
            });
            await tx.insertLines(id, group.items.map(toLine));
            await tx.setItemStatus(id, itemStatusOf.DRAFT);
            await audit(tx, principal, 'overtime-invoice.create', id, {
              reportId,
              lines: group.items.length,
              totalSen,
            });
            if (issue) await issueLocked(tx, principal, id);
            ids.push(id);
          }
          return ids;
        });
        const day = today();
        return { invoices: (await repository.byIds(made)).map((row) => toInvoice(row, day)) };
      } catch (error) {
        // Two conversions racing past the check: the live-line index refuses the second.
        if (violatedUniqueConstraint(error) === 'overtime_invoice_lines_live_item_key') {
          throw conflict(overtimeInvoiceMessages.itemAlreadyInvoiced, 'itemIds');
        }
        throw error;
      }
    },

    async issue(principal: AdminPrincipal, invoiceId: string) {
      await changeInvoice(invoiceId, async (tx, invoice) => {
        if (invoice.status !== 'DRAFT') throw conflict(overtimeInvoiceMessages.notDraft);
        await issueLocked(tx, principal, invoiceId);
      });
      return detail(invoiceId);
    },

    /** Money received outside the product; the status follows the balance; more than owed: 409. */
    async recordPayment(principal: AdminPrincipal, invoiceId: string, payment: Payment) {
      if (payment.paidOn > today()) {
        throw new AppError('VALIDATION_FAILED', message('common.dateInFuture'), 'paidOn');
      }
      await changeInvoice(invoiceId, async (tx, invoice) => {
        if (!owed.has(invoice.status)) throw conflict(overtimeInvoiceMessages.notPayable);
        if (invoice.paidSen + payment.amountSen > invoice.totalSen) {
          throw conflict(overtimeInvoiceMessages.overpaid, 'amountSen');
        }
        const { status } = await addLockedPayment(tx, invoiceId, invoice, {
          ...payment,
          recordedByAdminId: principal.adminId,
        });
        await audit(tx, principal, 'overtime-invoice.payment', invoiceId, {
          method: payment.method,
          amountSen: payment.amountSen,
          paidOn: payment.paidOn,
          from: invoice.status,
          to: status,
        });
      });
      return detail(invoiceId);
    },

    /** A draft or an unpaid issued invoice, with the reason; its items can be invoiced again. */
    async void(principal: AdminPrincipal, invoiceId: string, input: VoidInvoice) {
      await changeInvoice(invoiceId, async (tx, invoice) => {
        if (!(invoice.status === 'DRAFT' || (invoice.status === 'ISSUED' && invoice.paidSen === 0))) {
          throw conflict(overtimeInvoiceMessages.notVoidable);
        }
        await tx.setItemStatus(invoiceId, itemStatusOf.VOID);
        await tx.retireLines(invoiceId);
        await tx.updateInvoice(invoiceId, { status: 'VOID', voidReason: input.reason });
        await audit(tx, principal, 'overtime-invoice.void', invoiceId, {
          from: invoice.status,
          reason: input.reason,
        });
      });
      return detail(invoiceId);
    },

    /** A refund of money paid, numbered from its own yearly sequence; the invoice is never edited. */
    async creditNote(principal: AdminPrincipal, invoiceId: string, input: IssueCreditNote) {
      await changeInvoice(invoiceId, async (tx, invoice) => {
        if (!(invoice.status === 'PAID' || invoice.status === 'PARTLY_PAID')) {
          throw conflict(overtimeInvoiceMessages.notCreditable);
        }
        const creditedSen = invoice.creditedSen + input.amountSen;
        if (creditedSen > invoice.paidSen) {
          throw conflict(overtimeInvoiceMessages.creditTooLarge, 'amountSen');
        }
        const issueDate = today();
        const year = yearOf(issueDate);
        const number = creditNoteNumber(year, await tx.nextNumber('CN', year));
        await tx.insertCreditNote({
          number,
          invoiceId,
          amountSen: input.amountSen,
          reason: input.reason,
          issueDate,
          createdByAdminId: principal.adminId,
        });
        await tx.updateInvoice(invoiceId, { creditedSen });
        await audit(tx, principal, 'overtime-invoice.credit-note', invoiceId, {
          number,
          amountSen: input.amountSen,
          reason: input.reason,
        });
      });
      return detail(invoiceId);
    },

    async list(query: ListQuery): Promise<{ data: OvertimeInvoicePage; meta: PageMeta }> {
      const filter = filterOf(query);
      const [rows, totals] = await Promise.all([repository.page(filter, query), repository.totals(filter)]);
      const day = today();
      return {
        data: {
          invoices: rows.map((row) => toInvoice(row, day)),
          totals: { outstandingSen: totals.outstandingSen, collectedSen: totals.collectedSen },
        },
        meta: { page: query.page, limit: query.limit, total: totals.total },
      };
    },

    detail,

    /** The invoice as a PDF in the reader's language, with its download name; unknown: 404. */
    async pdf(invoiceId: string, language: Language) {
      const invoice = await detail(invoiceId);
      const centreAddress = await repository.centreAddress(invoice.centre.id);
      const document = toInvoiceDocument(invoice, centreAddress, documentOrganisation(ctx.config));
      return { fileName: invoicePdfFileName(invoice), bytes: await renderInvoicePdf(document, language) };
    },

    /** The invoices the filters match, a batch at a time, in the list's order: the CSV export. */
    async *exportBatches(query: ExportQuery, size: number) {
      const filter = filterOf(query);
      const day = today();
      let after: { createdAt: string; id: string } | null = null;
      for (;;) {
        const rows = await repository.exportRows(filter, after, size);
        yield rows.map((row) => toInvoice(row, day));
        const last = rows.at(-1);
        if (!last || rows.length < size) return;
        after = { createdAt: last.position, id: last.id };
      }
    },

    /** The report's total split into what live invoices hold and what is left to invoice. */
    async reportInvoicing(reportId: string): Promise<ReportInvoicing> {
      if (!(await repository.reportExists(reportId))) {
        throw new AppError('NOT_FOUND', overtimeReportMessages.reportNotFound);
      }
      const row = await repository.reportInvoicing(reportId);
      return {
        totalSen: row.totalSen,
        invoicedSen: row.invoicedSen,
        uninvoicedSen: row.totalSen - row.invoicedSen,
        invoicedItems: row.invoicedItems,
        uninvoicedItems: row.items - row.invoicedItems,
      };
    },
  };
}
