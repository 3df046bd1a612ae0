import {
  invoiceBalanceSen,
  invoiceStateOf,
  kualaLumpurDay,
  message,
  orderItemDescription,
  overtimeInvoiceMessages,
  type PageMeta,
  type ParentInvoice,
  type ParentInvoiceDetail,
  type ParentInvoicePaymentStart,
  type ParentInvoiceStatus,
  type parentInvoiceStates,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { invoiceLineOf } from '../../db/invoice-records';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { isOverdue } from '../overtime-invoices';
import { createBillClosing, createPaymentStart, type OutcomeLog } from '../payments';
import { newSubmissionNumbers } from '../registrations';
import { createParentInvoicesRepository, type ParentInvoicesRepository } from './repository';

type InvoiceRow = NonNullable<Awaited<ReturnType<ParentInvoicesRepository['byId']>>>;
type Page = { page: number; limit: number };

const invoiceNotFound = () => new AppError('NOT_FOUND', overtimeInvoiceMessages.notFound);

type ParentState = (typeof parentInvoiceStates)[number];

/** The repository only answers visible invoices: issued ones (voided since or not), with their number and days. */
function toInvoice(row: InvoiceRow, today: string): ParentInvoice {
  const status = row.status as ParentInvoiceStatus;
  return {
    id: row.id,
    number: row.number ?? '',
    status,
    state: invoiceStateOf({ ...row, status }) as ParentState,
    overdue: isOverdue(row, today),
    familyId: row.familyId,
    centre: row.centre,
    issueDate: row.issueDate ?? '',
    dueDate: row.dueDate ?? '',
    totalSen: row.totalSen,
    paidSen: row.paidSen,
    creditedSen: row.creditedSen,
    balanceSen: invoiceBalanceSen({ ...row, status }),
  };
}

/**
 * A parent's overtime invoices (decision 072): their families' issued, part-paid and paid ones;
 * paying the balance online opens an order of kind OVERTIME_INVOICE with a bill, as registrations
 * do, and the payments module settles it into the invoice (`settleInvoiceOrder`).
 */
export function createParentInvoicesService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'paymentGateway' | 'jobs' | 'orderKinds'>,
) {
  const repository = createParentInvoicesRepository(ctx.db);
  const startPayment = createPaymentStart(ctx);
  const closing = createBillClosing(ctx);
  const today = () => kualaLumpurDay(ctx.clock());

  /** One bill for the balances of the invoices, each locked in id order; see `pay`. */
  async function payInvoices(
    parentId: string,
    invoiceIds: readonly string[],
    log: OutcomeLog,
  ): Promise<ParentInvoicePaymentStart> {
    const ordered = [...invoiceIds].sort();
    for (const invoiceId of ordered) {
      if (!(await repository.byId(parentId, invoiceId))) throw invoiceNotFound();
      for (const bill of await repository.lapsedBills(invoiceId, ctx.clock())) {
        await closing.closeBill(bill, 'EXPIRED', log);
      }
    }
    return inTransaction(ctx.db, createParentInvoicesRepository, async (invoices, tx) => {
      const locked = [];
      for (const invoiceId of ordered) {
        const invoice = await invoices.lockOwn(parentId, invoiceId);
        if (!invoice) throw invoiceNotFound();
        if (invoice.status === 'PAID') throw new AppError('CONFLICT', overtimeInvoiceMessages.alreadyPaid);
        if (invoice.status === 'VOID') throw new AppError('CONFLICT', overtimeInvoiceMessages.voided);
        locked.push(invoice);
      }
      const accounts = new Set(locked.map((invoice) => `${invoice.familyId}|${invoice.centreId}`));
      if (accounts.size > 1) throw new AppError('CONFLICT', message('billing.payOneAccount'));
      const now = ctx.clock();
      const opens = await Promise.all(ordered.map((invoiceId) => invoices.openOrder(invoiceId)));
      const open = opens.find((order) => order !== null);
      if (open) {
        const url = open.transactionData?.url;
        // A bill that lapsed since it was closed above belongs to another tap: try again.
        const lapsed = open.expiresAt !== null && open.expiresAt <= now;
        const sameBill = opens.every((order) => order?.orderId === open.orderId);
        if (
          !sameBill ||
          open.flagged ||
          open.paymentStatus !== 'PENDING' ||
          typeof url !== 'string' ||
          lapsed
        ) {
          throw new AppError('CONFLICT', message('orders.beingChecked'));
        }
        return { orderId: open.orderId, paymentUrl: url };
      }
      const payer = await invoices.payer(parentId);
      if (!payer) throw new AppError('UNAUTHENTICATED', message('http.signIn'));
      const balances = locked.map((invoice) => invoice.totalSen - invoice.paidSen);
      const totalSen = balances.reduce((sum, balance) => sum + balance, 0);
      const { orderNumber } = newSubmissionNumbers(now);
      const orderId = await invoices.insertOrder({
        orderNumber,
        parentId,
        subtotalSen: totalSen,
        totalSen,
        expiresAt: new Date(now.getTime() + ctx.config.payments.orderExpiryMinutes * 60_000),
      });
      const items = [];
      for (const [index, invoice] of locked.entries()) {
        const item = {
          kind: 'OVERTIME_INVOICE',
          packageName: invoice.number ?? '',
          childName: (await invoices.childNames(invoice.id)).join(', '),
        } as const;
        const balanceSen = balances[index] ?? 0;
        await invoices.insertOrderItem({
          orderId,
          overtimeInvoiceId: invoice.id,
          ...item,
          quantity: 1,
          unitPriceSen: balanceSen,
          totalPriceSen: balanceSen,
        });
        items.push(item);
      }
      const { paymentUrl } = await startPayment(tx, {
        orderId,
        orderNumber,
        amountSen: totalSen,
        payer: { email: payer.email, name: payer.name ?? payer.email },
        // The bill reaches the payer: in their language.
        description: items
          .map((item) => orderItemDescription(item, payer.language))
          .join('; ')
          .slice(0, 200),
      });
      return { orderId, paymentUrl };
    });
  }

  return {
    async list(
      parentId: string,
      { open, ...page }: Page & { open?: 'true' | 'false' },
    ): Promise<{ invoices: ParentInvoice[]; meta: PageMeta }> {
      const { rows, total } = await repository.page(parentId, { ...page, open: open === 'true' });
      const day = today();
      return { invoices: rows.map((row) => toInvoice(row, day)), meta: { ...page, total } };
    },

    /** One of the parent's invoices, a voided one with its reason; another family's or a draft: 404. */
    async detail(parentId: string, invoiceId: string): Promise<ParentInvoiceDetail> {
      const row = await repository.byId(parentId, invoiceId);
      if (!row) throw invoiceNotFound();
      const [lines, payments, creditNotes] = await Promise.all([
        repository.linesOf(invoiceId),
        repository.paymentsOf(invoiceId),
        repository.creditNotesOf(invoiceId),
      ]);
      return {
        ...toInvoice(row, today()),
        voidReason: row.status === 'VOID' ? row.voidReason : null,
        creditNotes,
        lines: lines.map(invoiceLineOf),
        payments,
        keptAsCreditSen: row.keptAsCreditSen,
      };
    },

    /**
     * Pays the balance online. A new bill is never opened while another can be paid (decision 088):
     * a bill whose order lapsed is first closed at the gateway (or, found paid, received), before
     * the invoice is locked, as the lock order (order, payment, invoice) asks; a gateway that fails
     * then answers its 409. With the invoice locked, an order still waiting for its bill answers
     * that bill (a second tap opens no second bill); otherwise a new order for the balance and its
     * bill. A paid or a voided invoice: 409.
     */
    pay: (parentId: string, invoiceId: string, log: OutcomeLog) => payInvoices(parentId, [invoiceId], log),

    /**
     * Pays several invoices of one family at one centre in one bill (decision 098): what they owe
     * together; the paid callback allocates the money oldest due date first. As `pay`, for each.
     */
    payMany: (parentId: string, invoiceIds: readonly string[], log: OutcomeLog) =>
      payInvoices(parentId, [...new Set(invoiceIds)], log),
  };
}
