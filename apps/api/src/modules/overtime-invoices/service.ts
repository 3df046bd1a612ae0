import {
  creditNoteNumber,
  type IssueCreditNote,
  invoiceBalanceSen,
  invoiceNumber,
  invoiceStateOf,
  itemStatusOfInvoice,
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
  type payStudentsInvoicesSchema,
  type ReportInvoicing,
  type recordInvoicePaymentSchema,
  type VoidInvoice,
} from '@cic/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { invoiceLineOf, invoiceRemindersOf } from '../../db/invoice-records';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import type { FollowUpLog } from '../../shared/queue-follow-up';
import { createEInvoiceProofs } from '../e-invoices';
import { invoiceCreditFigures } from '../family-credits';
import {
  createInvoiceDocumentsService,
  queueCreditNoteNotice,
  queueIssuedNotices,
  queueReceiptNotice,
  queueVoidNotice,
} from '../invoice-documents';
import { createBillClosing, type OutcomeLog } from '../payments';
import { isHeldChargeViolation } from './held-charge-violation';
import { createInvoicingRepository, type InvoicingScope, isTotalTooLarge } from './invoicing-repository';
import { issueDates } from './issue-dates';
import {
  createOvertimeInvoicesRepository,
  type InvoiceFilter,
  type OvertimeInvoicesRepository,
} from './repository';

type ListQuery = z.output<typeof overtimeInvoicesQuerySchema>;
type ExportQuery = z.output<typeof overtimeInvoicesExportQuerySchema>;
type Payment = z.output<typeof recordInvoicePaymentSchema>;
type InvoiceRow = NonNullable<Awaited<ReturnType<OvertimeInvoicesRepository['byId']>>>;
type ItemStatus = 'UNBILLED' | 'PROFORMA' | 'INVOICED' | 'PAID';
type PayStudents = z.output<typeof payStudentsInvoicesSchema>;
/** What a conversion bills: chosen items (the side sheet), or every uninvoiced item of chosen children. */
export type ConversionChoice = { itemIds: readonly string[] } | { childIds: readonly string[] };

const invoiceNotFound = () => new AppError('NOT_FOUND', overtimeInvoiceMessages.notFound);
const conflict = (ref: MessageRef, field?: string) => new AppError('CONFLICT', ref, field);
/** An invoice that is owed: issued or part-paid (payments go only to these). */
export const owed = new Set<OvertimeInvoiceStatus>(['ISSUED', 'PARTLY_PAID']);

/** What an invoice's state makes of its items on the report (the Students tab's status). */
const itemStatusOf: Record<OvertimeInvoiceStatus, ItemStatus> = itemStatusOfInvoice;

/** Owed and past its due date on `today` (Kuala Lumpur days). */
export const isOverdue = (row: { status: OvertimeInvoiceStatus; dueDate: string | null }, today: string) =>
  owed.has(row.status) && row.dueDate !== null && row.dueDate < today;

function toInvoice(row: InvoiceRow, today: string): OvertimeInvoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    state: invoiceStateOf(row),
    overdue: isOverdue(row, today),
    centre: row.centre,
    family:
      row.familyId && row.familyNamedAfter ? { id: row.familyId, namedAfter: row.familyNamedAfter } : null,
    reportId: row.reportId,
    periodMonth: row.periodMonth?.slice(0, 7) ?? null,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    totalSen: row.totalSen,
    paidSen: row.paidSen,
    creditedSen: row.creditedSen,
    balanceSen: invoiceBalanceSen(row),
    createdAt: row.createdAt.toISOString(),
  };
}

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
export function createOvertimeInvoicesService(
  ctx: Pick<
    AppContext,
    'db' | 'clock' | 'config' | 'jobs' | 'storage' | 'paymentGateway' | 'orderKinds' | 'myInvois'
  >,
) {
  const repository = createOvertimeInvoicesRepository(ctx.db);
  const documents = createInvoiceDocumentsService(ctx);
  const eInvoiceProofs = createEInvoiceProofs(ctx);
  const closing = createBillClosing(ctx);
  const credits = invoiceCreditFigures(ctx.db);
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
    const { issueDate, dueDate, year } = issueDates(ctx);
    const number = invoiceNumber(year, await tx.nextNumber('INV', year));
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
    const [lines, payments, creditNotes, keptAsCredit, familyCredit, reminders, eInvoice] = await Promise.all(
      [
        repository.linesOf(invoiceId),
        repository.paymentsOf(invoiceId),
        repository.creditNotesOf(invoiceId),
        credits.keptOfInvoice(invoiceId),
        row.familyId ? credits.accountOf(row.familyId, row.centre.id) : null,
        invoiceRemindersOf(ctx.db, invoiceId),
        eInvoiceProofs.ofInvoice(invoiceId),
      ],
    );
    return {
      ...(eInvoice ? { eInvoice } : {}),
      keptAsCredit,
      reminders,
      familyCredit: row.familyId
        ? { accountId: familyCredit?.id ?? null, balanceSen: familyCredit?.balanceSen ?? 0 }
        : null,
      ...toInvoice(row, today()),
      voidReason: row.voidReason,
      lines: lines.map(invoiceLineOf),
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

  /**
   * The items a conversion bills, read under the report's lock: every chosen id must be an item of
   * the report (404) whose charge no live invoice holds, through this report or another (409, with
   * the invoice's number when it has one: decision 087); chosen children must have something left
   * to bill (409).
   */
  async function conversionScope(
    tx: OvertimeInvoicesRepository,
    reportId: string,
    choice: ConversionChoice,
  ): Promise<InvoicingScope> {
    if ('childIds' in choice) return { childIds: [...new Set(choice.childIds)] };
    const chosen = [...new Set(choice.itemIds)];
    if ((await tx.countInReport(reportId, chosen)) !== chosen.length) {
      throw new AppError('NOT_FOUND', overtimeInvoiceMessages.itemNotInReport, 'itemIds');
    }
    const held = await tx.heldAmong(chosen);
    if (held) {
      const ref = held.number
        ? message('invoices.itemInvoicedOn', { number: held.number })
        : overtimeInvoiceMessages.itemAlreadyInvoiced;
      throw conflict(ref, 'itemIds');
    }
    return { itemIds: chosen };
  }

  /** Records one payment on a locked invoice: the status follows the balance; more than owed: 409. */
  async function payLocked(
    tx: OvertimeInvoicesRepository,
    principal: AdminPrincipal,
    invoiceId: string,
    invoice: { status: OvertimeInvoiceStatus; issueDate: string | null; totalSen: number; paidSen: number },
    payment: Payment,
  ) {
    if (!owed.has(invoice.status)) throw conflict(overtimeInvoiceMessages.notPayable);
    refuseDayBeforeIssue(payment.paidOn, invoice.issueDate);
    if (invoice.paidSen + payment.amountSen > invoice.totalSen) {
      throw conflict(overtimeInvoiceMessages.overpaid, 'amountSen');
    }
    const { paymentId, status } = await addLockedPayment(tx, invoiceId, invoice, {
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
    return { paymentId, status };
  }

  const refuseFutureDay = (paidOn: string) => {
    if (paidOn > today()) throw new AppError('VALIDATION_FAILED', message('common.dateInFuture'), 'paidOn');
  };
  // Money cannot arrive for a debt before it was issued (decision 090): 1900-01-01 is a typing slip.
  const refuseDayBeforeIssue = (paidOn: string, issueDate: string | null) => {
    if (issueDate !== null && paidOn < issueDate) {
      throw new AppError('VALIDATION_FAILED', overtimeInvoiceMessages.paidBeforeIssue, 'paidOn');
    }
  };

  return {
    /**
     * One DRAFT per family and centre from the selected items of a READY report (`issue`: issued
     * at once, in the same transaction, and their families told once it commits), made by the same
     * set-based statement as a whole report's run. A chosen item on a live invoice is refused (409):
     * checked here and by the database's unique index on live lines. The invoices come back in
     * number order.
     */
    async convert(
      principal: AdminPrincipal,
      reportId: string,
      choice: ConversionChoice,
      issue: boolean,
      log: FollowUpLog,
    ) {
      try {
        const made = await inTransaction(ctx.db, createOvertimeInvoicesRepository, async (tx, db) => {
          const status = await tx.lockReport(reportId);
          if (!status) throw new AppError('NOT_FOUND', overtimeReportMessages.reportNotFound, 'reportId');
          if (status !== 'READY') throw conflict(overtimeReportMessages.notReady);
          const made = await createInvoicingRepository(db).invoiceItems({
            reportId,
            scope: await conversionScope(tx, reportId, choice),
            adminId: principal.adminId,
            issued: issue ? issueDates(ctx) : null,
            auditEach: true,
          });
          if ('childIds' in choice && made.ids.length === 0) {
            throw conflict(overtimeInvoiceMessages.nothingToInvoice, 'childIds');
          }
          return made;
        });
        if (issue) await queueIssuedNotices(ctx.jobs, log, made.ids);
        const day = today();
        const rows = new Map((await repository.byIds(made.ids)).map((row) => [row.id, row]));
        return {
          invoices: made.ids.flatMap((id) => {
            const row = rows.get(id);
            return row ? [toInvoice(row, day)] : [];
          }),
        };
      } catch (error) {
        // Two conversions racing past the check, from one report or two: a live-line index refuses
        // the second (the same item, or the same check-out's block: decision 087).
        if (isHeldChargeViolation(error)) {
          throw conflict(
            overtimeInvoiceMessages.itemAlreadyInvoiced,
            'childIds' in choice ? 'childIds' : 'itemIds',
          );
        }
        if (isTotalTooLarge(error)) {
          throw conflict(
            overtimeInvoiceMessages.totalTooLarge,
            'childIds' in choice ? 'childIds' : 'itemIds',
          );
        }
        throw error;
      }
    },

    /** Issues a draft; its family is told once the transaction commits. */
    async issue(principal: AdminPrincipal, invoiceId: string, log: FollowUpLog) {
      await changeInvoice(invoiceId, async (tx, invoice) => {
        if (invoice.status !== 'DRAFT') throw conflict(overtimeInvoiceMessages.notDraft);
        await issueLocked(tx, principal, invoiceId);
      });
      await queueIssuedNotices(ctx.jobs, log, [invoiceId]);
      return detail(invoiceId);
    },

    /**
     * Money received outside the product; the status follows the balance; more than owed: 409.
     * The family is e-mailed its receipt once the transaction commits.
     */
    async recordPayment(
      principal: AdminPrincipal,
      invoiceId: string,
      payment: Payment,
      log: FollowUpLog & OutcomeLog,
    ) {
      refuseFutureDay(payment.paidOn);
      const paid = await changeInvoice(invoiceId, (tx, invoice) =>
        payLocked(tx, principal, invoiceId, invoice, payment),
      );
      await queueReceiptNotice(ctx.jobs, log, { invoiceId, paymentId: paid.paymentId });
      if (paid.status === 'PAID') await closing.closeInvoiceBills(invoiceId, log);
      return detail(invoiceId);
    },

    /**
     * The Students tab's Mark as Paid: pays the whole balance of every issued or part-paid invoice of
     * the report that bills one of these children, in one transaction (invoices locked in id order,
     * so two admins paying overlapping selections wait rather than deadlock). None owed: 409.
     */
    async payStudents(
      principal: AdminPrincipal,
      reportId: string,
      input: PayStudents,
      log: FollowUpLog & OutcomeLog,
    ) {
      refuseFutureDay(input.paidOn);
      if (!(await repository.reportExists(reportId))) {
        throw new AppError('NOT_FOUND', overtimeReportMessages.reportNotFound);
      }
      const { childIds, ...payment } = input;
      const paid = await inTransaction(ctx.db, createOvertimeInvoicesRepository, async (tx) => {
        const receipts: { invoiceId: string; paymentId: string }[] = [];
        for (const invoiceId of await tx.owedInvoicesOf(reportId, [...new Set(childIds)])) {
          const invoice = await tx.lockInvoice(invoiceId);
          // Settled by someone else since it was read: nothing left to pay on it.
          if (!invoice || !owed.has(invoice.status)) continue;
          const { paymentId } = await payLocked(tx, principal, invoiceId, invoice, {
            ...payment,
            amountSen: invoice.totalSen - invoice.paidSen,
          });
          receipts.push({ invoiceId, paymentId });
        }
        if (receipts.length === 0) throw conflict(overtimeInvoiceMessages.nothingPayable, 'childIds');
        return receipts;
      });
      for (const receipt of paid) await queueReceiptNotice(ctx.jobs, log, receipt);
      for (const receipt of paid) await closing.closeInvoiceBills(receipt.invoiceId, log);
      const day = today();
      return {
        invoices: (await repository.byIds(paid.map((receipt) => receipt.invoiceId))).map((row) =>
          toInvoice(row, day),
        ),
      };
    },

    /**
     * A draft or an unpaid issued invoice, with the reason; its items can be invoiced again. The
     * family of an issued one is told once the transaction commits (decision 089).
     */
    async void(
      principal: AdminPrincipal,
      invoiceId: string,
      input: VoidInvoice,
      log: FollowUpLog & OutcomeLog,
    ) {
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
      await queueVoidNotice(ctx.jobs, log, { invoiceId });
      // A bill left open could still be paid: closed at the gateway (decision 088).
      await closing.closeInvoiceBills(invoiceId, log);
      return detail(invoiceId);
    },

    /**
     * A refund of money paid, numbered from its own yearly sequence; the invoice is never edited.
     * The family gets the credit note's PDF once the transaction commits (decision 089).
     */
    async creditNote(principal: AdminPrincipal, invoiceId: string, input: IssueCreditNote, log: FollowUpLog) {
      const creditNoteId = await changeInvoice(invoiceId, async (tx, invoice) => {
        if (!(invoice.status === 'PAID' || invoice.status === 'PARTLY_PAID')) {
          throw conflict(overtimeInvoiceMessages.notCreditable);
        }
        const creditedSen = invoice.creditedSen + input.amountSen;
        if (creditedSen > invoice.paidSen) {
          throw conflict(overtimeInvoiceMessages.creditTooLarge, 'amountSen');
        }
        const { issueDate, year } = issueDates(ctx);
        const number = creditNoteNumber(year, await tx.nextNumber('CN', year));
        const creditNoteId = await tx.insertCreditNote({
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
        return creditNoteId;
      });
      await queueCreditNoteNotice(ctx.jobs, log, { invoiceId, creditNoteId });
      return detail(invoiceId);
    },

    async list(query: ListQuery): Promise<{ data: OvertimeInvoicePage; meta: PageMeta }> {
      const filter = filterOf(query);
      const [rows, totals] = await Promise.all([repository.page(filter, query), repository.totals(filter)]);
      const day = today();
      return {
        data: {
          invoices: rows.map((row) => toInvoice(row, day)),
          totals: {
            outstandingSen: totals.outstandingSen,
            collectedSen: totals.collectedSen,
            keptAsCreditSen: totals.keptAsCreditSen,
          },
        },
        meta: { page: query.page, limit: query.limit, total: totals.total },
      };
    },

    detail,

    /** The invoice as a PDF in the reader's language, kept in the file store, with its download name; unknown: 404. */
    pdf: (invoiceId: string, language: Language) => documents.invoicePdf(invoiceId, language),

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
