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

  return {
    async list(parentId: string, page: Page): Promise<{ invoices: ParentInvoice[]; meta: PageMeta }> {
      const { rows, total } = await repository.page(parentId, page);
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
    async pay(parentId: string, invoiceId: string, log: OutcomeLog): Promise<ParentInvoicePaymentStart> {
      if (!(await repository.byId(parentId, invoiceId))) throw invoiceNotFound();
      for (const bill of await repository.lapsedBills(invoiceId, ctx.clock())) {
        await closing.closeBill(bill, 'EXPIRED', log);
      }
      return inTransaction(ctx.db, createParentInvoicesRepository, async (invoices, tx) => {
        const invoice = await invoices.lockOwn(parentId, invoiceId);
        if (!invoice) throw invoiceNotFound();
        if (invoice.status === 'PAID') throw new AppError('CONFLICT', overtimeInvoiceMessages.alreadyPaid);
        if (invoice.status === 'VOID') throw new AppError('CONFLICT', overtimeInvoiceMessages.voided);
        const now = ctx.clock();
        const open = await invoices.openOrder(invoiceId);
        if (open) {
          const url = open.transactionData?.url;
          // A bill that lapsed since it was closed above belongs to another tap: try again.
          const lapsed = open.expiresAt !== null && open.expiresAt <= now;
          if (open.flagged || open.paymentStatus !== 'PENDING' || typeof url !== 'string' || lapsed) {
            throw new AppError('CONFLICT', message('orders.beingChecked'));
          }
          return { orderId: open.orderId, paymentUrl: url };
        }
        const payer = await invoices.payer(parentId);
        if (!payer) throw new AppError('UNAUTHENTICATED', message('http.signIn'));
        const balanceSen = invoice.totalSen - invoice.paidSen;
        const { orderNumber } = newSubmissionNumbers(now);
        const orderId = await invoices.insertOrder({
          orderNumber,
          parentId,
          subtotalSen: balanceSen,
          totalSen: balanceSen,
          expiresAt: new Date(now.getTime() + ctx.config.payments.orderExpiryMinutes * 60_000),
        });
        const item = {
          kind: 'OVERTIME_INVOICE',
          packageName: invoice.number ?? '',
          childName: (await invoices.childNames(invoiceId)).join(', '),
        } as const;
        await invoices.insertOrderItem({
          orderId,
          overtimeInvoiceId: invoiceId,
          ...item,
          quantity: 1,
          unitPriceSen: balanceSen,
          totalPriceSen: balanceSen,
        });
        const { paymentUrl } = await startPayment(tx, {
          orderId,
          orderNumber,
          amountSen: balanceSen,
          payer: { email: payer.email, name: payer.name ?? payer.email },
          // The bill reaches the payer: in their language.
          description: orderItemDescription(item, payer.language),
        });
        return { orderId, paymentUrl };
      });
    },
  };
}
