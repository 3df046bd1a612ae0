import { invoiceIssuedNotice, type Language, receiptMail } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { type FollowUpJobs, type FollowUpLog, queueFollowUp } from '../../shared/queue-follow-up';
import { deliver, type Recipient, recipientsOfFamilies } from '../notifications';
import { createInvoiceDocumentsRepository } from './repository';
import { createInvoiceDocumentsService } from './service';

/** Tells the families of issued invoices, by e-mail and push (issue 28, decision 073). */
export const invoiceIssuedNoticeJob = 'invoice-issued-notice';
export type InvoiceIssuedNoticeData = { invoiceIds: string[] };

/** E-mails the receipt of one payment to the invoice's family, the PDF attached. */
export const receiptMailJob = 'invoice-receipt-mail';
/** `paymentId`: the invoice's payment, or the credit entry of an online payment kept wholly as credit. */
export type ReceiptMailData = { invoiceId: string; paymentId: string };

/** Invoices per notice job: a conversion's notices go out in a few jobs, each retried on its own. */
const invoicesPerNoticeJob = 100;

type Deps = Pick<AppContext, 'db' | 'mailer' | 'push' | 'storage' | 'config'>;

/**
 * Queues the notices of invoices just issued. Call it after the issuing transaction commits: no
 * parent hears of an invoice that was rolled back, and a queue that cannot take the job costs the
 * notice, never the invoice (logged).
 */
export async function queueIssuedNotices(
  jobs: FollowUpJobs,
  log: FollowUpLog,
  invoiceIds: readonly string[],
) {
  for (let start = 0; start < invoiceIds.length; start += invoicesPerNoticeJob) {
    const data: InvoiceIssuedNoticeData = {
      invoiceIds: invoiceIds.slice(start, start + invoicesPerNoticeJob),
    };
    await queueFollowUp(jobs, log, invoiceIssuedNoticeJob, data, 'the invoice notices');
  }
}

/**
 * Queues the receipt e-mail of a payment just recorded, after its transaction commits: by hand
 * (Mark as Paid) now, and online payments once they settle into the invoice.
 */
export function queueReceiptNotice(jobs: FollowUpJobs, log: FollowUpLog, data: ReceiptMailData) {
  return queueFollowUp(jobs, log, receiptMailJob, data, 'the receipt e-mail');
}

/** The invoice's page in the parent's app. */
export const invoiceLink = (publicUrl: string, invoiceId: string) =>
  `${publicUrl}/parent/payments/${encodeURIComponent(invoiceId)}`;

/** A bill is e-mailed whatever the parent's check-in e-mail switch says: that switch is for check-ins. */
const billed = (recipient: Recipient): Recipient => ({ ...recipient, checkInEmails: true });

type Counts = { sent: number; skipped: number; failed: number; gone: number };

/** Each parent of each still issued invoice's family, once per channel; a voided one or one with no family tells no one. */
export function invoiceIssuedNoticeHandler(deps: Deps) {
  const repository = createInvoiceDocumentsRepository(deps.db);
  return async ({ invoiceIds }: InvoiceIssuedNoticeData) => {
    const heads = (await repository.invoices(invoiceIds)).filter(
      (head) =>
        head.familyId !== null && head.number !== null && head.dueDate !== null && head.status !== 'VOID',
    );
    const familyIds = [...new Set(heads.map((head) => head.familyId as string))];
    const recipients = await recipientsOfFamilies(deps.db, familyIds);
    const totals: Counts = { sent: 0, skipped: 0, failed: 0, gone: 0 };
    let firstError: unknown;
    for (const head of heads) {
      const family = recipients.filter((recipient) => recipient.familyId === head.familyId).map(billed);
      const link = invoiceLink(deps.config.publicUrl, head.id);
      const words = (language: Language) => ({
        ...invoiceIssuedNotice(
          {
            invoiceNumber: head.number ?? '',
            familyNamedAfter: head.familyNamedAfter ?? '',
            centreName: head.centreName,
            totalSen: head.totalSen,
            dueDate: head.dueDate ?? '',
            link,
          },
          language,
        ),
        tag: `invoice:${head.id}`,
      });
      try {
        const counts = await deliver(deps, `invoice-issued:${head.id}`, family, words);
        for (const key of Object.keys(totals) as (keyof Counts)[]) totals[key] += counts[key];
      } catch (error) {
        // The other invoices are still told; the job is retried for what failed.
        totals.failed += 1;
        firstError ??= error;
      }
    }
    if (firstError) throw new Error(`Some invoice notices failed; the first: ${String(firstError)}`);
    return { invoices: heads.length, ...totals };
  };
}

/** The receipt to each parent of the invoice's family by e-mail, in their language, its PDF attached. */
export function receiptMailHandler(deps: Deps) {
  const repository = createInvoiceDocumentsRepository(deps.db);
  const documents = createInvoiceDocumentsService(deps);
  return async ({ invoiceId, paymentId }: ReceiptMailData) => {
    const head = await repository.invoice(invoiceId);
    if (!head?.familyId) return { sent: 0 };
    // E-mail only: the push of a payment the family made itself would tell them nothing new.
    const recipients = (await recipientsOfFamilies(deps.db, [head.familyId])).map((recipient) => ({
      ...billed(recipient),
      devices: [],
    }));
    const receipts = new Map<Language, Awaited<ReturnType<typeof documents.receiptPdf>>>();
    for (const language of new Set(recipients.map((recipient) => recipient.language))) {
      receipts.set(language, await documents.receiptPdf(invoiceId, paymentId, language));
    }
    const link = invoiceLink(deps.config.publicUrl, invoiceId);
    return deliver(deps, `invoice-receipt:${paymentId}`, recipients, (language) => {
      const file = receipts.get(language);
      if (!file) throw new Error(`No receipt drawn in ${language}`);
      const { receipt } = file;
      return {
        ...receiptMail(
          {
            receiptNumber: receipt.receiptNumber,
            invoiceNumber: receipt.invoiceNumber,
            amountSen: receipt.amountSen,
            receivedSen: receipt.receivedSen,
            keptAsCreditSen: receipt.keptAsCreditSen,
            paymentDate: receipt.paymentDate,
            balanceAfterSen: receipt.balanceAfterSen,
            link,
          },
          language,
        ),
        tag: `receipt:${paymentId}`,
        attachments: [{ fileName: file.fileName, contentType: 'application/pdf', content: file.bytes }],
      };
    });
  };
}
