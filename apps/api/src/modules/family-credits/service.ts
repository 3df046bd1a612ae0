import {
  type ApplyFamilyCredit,
  type FamilyCreditAccount,
  type FamilyCreditDetail,
  type FamilyCreditEntry,
  kualaLumpurDay,
  type FamilyCreditsRequest as ListQuery,
  message,
  overtimeInvoiceMessages,
  type PageMeta,
  type ParentFamilyCredit,
  type RefundRequest as Refund,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import type { FollowUpLog } from '../../shared/queue-follow-up';
import { queueReceiptNotice } from '../invoice-documents';
import { createOvertimeInvoicesRepository, owed } from '../overtime-invoices';
import { createBillClosing, type OutcomeLog } from '../payments';
import { payFromCredit } from './credit-payments';
import {
  createFamilyCreditsRepository,
  type FamilyCreditsRepository,
  type NewCreditEntry,
} from './repository';

type EntryRow = Awaited<ReturnType<FamilyCreditsRepository['entriesOf']>>[number];
type AccountRow = Awaited<ReturnType<FamilyCreditsRepository['page']>>['rows'][number];

const accountNotFound = () => new AppError('NOT_FOUND', overtimeInvoiceMessages.creditNotFound);
const conflict = (key: keyof typeof overtimeInvoiceMessages, field: string) =>
  new AppError('CONFLICT', overtimeInvoiceMessages[key], field);

function toEntry(row: EntryRow): FamilyCreditEntry {
  return {
    id: row.id,
    kind: row.kind,
    amountSen: row.amountSen,
    balanceAfterSen: row.balanceAfterSen,
    day: row.day,
    invoice: row.invoiceId ? { id: row.invoiceId, number: row.invoiceNumber } : null,
    reference: row.reference,
    refundMethod:
      row.refundMethod === 'CASH' || row.refundMethod === 'BANK_TRANSFER' || row.refundMethod === 'CHEQUE'
        ? row.refundMethod
        : null,
    recordedBy: row.recordedByEmail ? { email: row.recordedByEmail } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Takes `amountSen` off an account's credit, locked by the caller: the entry that records it
 * (applied to an invoice or refunded) and the balance it leaves, which becomes the account's.
 */
async function takeCredit(
  credits: FamilyCreditsRepository,
  accountId: string,
  balanceSen: number,
  entry: Omit<NewCreditEntry, 'accountId' | 'balanceAfterSen'>,
) {
  const balanceAfterSen = balanceSen - entry.amountSen;
  const entryId = await credits.addEntry({ ...entry, accountId, balanceAfterSen });
  return { entryId, balanceAfterSen };
}

const toAccount = (row: AccountRow): FamilyCreditAccount => ({
  id: row.id,
  centre: row.centre,
  family: row.family,
  balanceSen: row.balanceSen,
  entries: Number(row.entries),
  lastEntryAt: new Date(row.lastEntryAt ?? 0).toISOString(),
});

/**
 * Families' credit (decision 088): the admin's Credits and refunds list, applying credit to an open
 * invoice of the same family at the same centre (a CREDIT payment through `addLockedPayment`), and
 * refunds; the parent's view of their families' credit. Every change is one transaction that locks
 * the invoice (when there is one) before the account, and writes an audit row.
 */
export function createFamilyCreditsService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'paymentGateway' | 'orderKinds'>,
) {
  const repository = createFamilyCreditsRepository(ctx.db);
  const closing = createBillClosing(ctx);
  const today = () => kualaLumpurDay(ctx.clock());

  async function detail(accountId: string): Promise<FamilyCreditDetail> {
    const account = await repository.accountView(accountId);
    if (!account) throw accountNotFound();
    const [entries, invoices] = await Promise.all([
      repository.entriesOf([accountId]),
      repository.openInvoicesOf(account.familyId, account.centreId),
    ]);
    const newest = entries[0];
    return {
      id: account.id,
      centre: account.centre,
      family: account.family,
      balanceSen: account.balanceSen,
      entries: entries.length,
      lastEntryAt: (newest?.createdAt ?? new Date(0)).toISOString(),
      history: entries.map(toEntry),
      openInvoices: invoices.map((invoice) => ({
        id: invoice.id,
        number: invoice.number ?? '',
        balanceSen: invoice.totalSen - invoice.paidSen,
        dueDate: invoice.dueDate ?? '',
      })),
    };
  }

  const audit = (
    tx: FamilyCreditsRepository,
    principal: AdminPrincipal,
    action: string,
    accountId: string,
    details: Record<string, unknown>,
  ) =>
    tx.audit({ ...adminActor(principal), action, entityType: 'family-credit', entityId: accountId, details });

  return {
    async list(query: ListQuery): Promise<{ accounts: FamilyCreditAccount[]; meta: PageMeta }> {
      const { rows, total } = await repository.page(
        { search: query.search, centreId: query.centerId, all: query.all === 'true' },
        query,
      );
      return { accounts: rows.map(toAccount), meta: { page: query.page, limit: query.limit, total } };
    },

    detail,

    /**
     * Pays an open invoice of the same family at the same centre from the credit: at most the
     * credit and the invoice's balance (409 naming the field otherwise); another family's or
     * centre's invoice: 404. The family gets the receipt; a settled invoice's open bills are closed.
     */
    async apply(
      principal: AdminPrincipal,
      accountId: string,
      input: ApplyFamilyCredit,
      log: FollowUpLog & OutcomeLog,
    ) {
      const account = await repository.account(accountId);
      if (!account) throw accountNotFound();
      const applied = await inTransaction(ctx.db, createOvertimeInvoicesRepository, async (invoices, tx) => {
        const invoice = await invoices.lockInvoice(input.invoiceId);
        if (!invoice || invoice.familyId !== account.familyId || invoice.centreId !== account.centreId) {
          throw new AppError('NOT_FOUND', overtimeInvoiceMessages.creditInvoice, 'invoiceId');
        }
        if (!owed.has(invoice.status)) throw conflict('creditInvoiceNotOwed', 'invoiceId');
        if (input.amountSen > invoice.totalSen - invoice.paidSen) {
          throw conflict('creditMoreThanBalance', 'amountSen');
        }
        const credits = createFamilyCreditsRepository(tx);
        const locked = await credits.lockAccount(accountId);
        if (!locked || input.amountSen > locked.balanceSen) throw conflict('creditTooSmall', 'amountSen');
        const day = today();
        const paid = await payFromCredit(tx, input.invoiceId, invoice, locked, {
          amountSen: input.amountSen,
          day,
          adminId: principal.adminId,
        });
        await invoices.audit({
          ...adminActor(principal),
          action: 'overtime-invoice.payment',
          entityType: 'overtime-invoice',
          entityId: input.invoiceId,
          details: {
            method: 'CREDIT',
            amountSen: input.amountSen,
            paidOn: day,
            from: invoice.status,
            to: paid.status,
          },
        });
        await audit(credits, principal, 'family-credit.apply', accountId, {
          entryId: paid.entryId,
          invoiceId: input.invoiceId,
          amountSen: input.amountSen,
          balanceAfterSen: paid.balanceAfterSen,
        });
        return { paymentId: paid.paymentId, status: paid.status };
      });
      await queueReceiptNotice(ctx.jobs, log, { invoiceId: input.invoiceId, paymentId: applied.paymentId });
      if (applied.status === 'PAID') await closing.closeInvoiceBills(input.invoiceId, log);
      return detail(accountId);
    },

    /** Credit paid back to the family outside the product: at most the credit (409), not after today. */
    async refund(principal: AdminPrincipal, accountId: string, input: Refund) {
      if (input.refundedOn > today()) {
        throw new AppError('VALIDATION_FAILED', message('common.dateInFuture'), 'refundedOn');
      }
      await inTransaction(ctx.db, createFamilyCreditsRepository, async (credits) => {
        const locked = await credits.lockAccount(accountId);
        if (!locked) throw accountNotFound();
        if (input.amountSen > locked.balanceSen) throw conflict('creditTooSmall', 'amountSen');
        const { entryId, balanceAfterSen } = await takeCredit(credits, accountId, locked.balanceSen, {
          kind: 'REFUNDED',
          amountSen: input.amountSen,
          day: input.refundedOn,
          refundMethod: input.method,
          reference: input.reference,
          recordedByAdminId: principal.adminId,
        });
        await audit(credits, principal, 'family-credit.refund', accountId, {
          entryId,
          method: input.method,
          amountSen: input.amountSen,
          refundedOn: input.refundedOn,
          balanceAfterSen,
        });
      });
      return detail(accountId);
    },

    /** The credit of each of the parent's families, by centre, with its entries (no admin named). */
    async ofParent(parentId: string): Promise<ParentFamilyCredit[]> {
      const accounts = await repository.parentAccounts(parentId);
      const entries = await repository.entriesOf(accounts.map((account) => account.id));
      return accounts.map((account) => ({
        ...account,
        history: entries
          .filter((entry) => entry.accountId === account.id)
          .map((entry) => {
            const { recordedBy: _admin, ...shown } = toEntry(entry);
            return shown;
          }),
      }));
    },
  };
}
