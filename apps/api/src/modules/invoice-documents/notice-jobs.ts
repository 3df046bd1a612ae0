import {
  creditNoteNotice,
  invoiceIssuedNotice,
  invoiceReminderNotice,
  invoiceVoidedNotice,
  type Language,
  receiptMail,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import type { JobHandler } from '../../jobs/queue';
import { type FollowUpJobs, type FollowUpLog, queueFollowUp } from '../../shared/queue-follow-up';
import { queueEInvoiceSweep } from '../e-invoices';
import { deliver, type Recipient, recipientsOfFamilies } from '../notifications';
import { createInvoiceDocumentsRepository, type InvoiceHead } from './repository';
import { createInvoiceDocumentsService } from './service';

/** Tells the families of issued invoices, by e-mail and push (issue 28, decision 073). */
export const invoiceIssuedNoticeJob = 'invoice-issued-notice';
export type InvoiceIssuedNoticeData = { invoiceIds: string[] };

/** E-mails the receipt of one payment to the invoice's family, the PDF attached. */
export const receiptMailJob = 'invoice-receipt-mail';
/** `paymentId`: the invoice's payment, or the credit entry of an online payment kept wholly as credit. */
export type ReceiptMailData = { invoiceId: string; paymentId: string };

/** Tells the family of a refund by credit note, e-mail (its PDF attached) and push (decision 089). */
export const creditNoteNoticeJob = 'invoice-credit-note-notice';
export type CreditNoteNoticeData = { invoiceId: string; creditNoteId: string };

/** Tells the family that an invoice they were sent was voided, and why (decision 089). */
export const voidNoticeJob = 'invoice-void-notice';
export type VoidNoticeData = { invoiceId: string };

/** Reminds the families of invoices still owed, by e-mail and push (issue 41). */
export const invoiceReminderJob = 'invoice-reminder-notice';
export type InvoiceReminderData = { invoiceIds: string[]; offsetDays: number };

/** Invoices per notice job: a conversion's notices go out in a few jobs, each retried on its own. */
const invoicesPerNoticeJob = 100;

type Deps = Pick<AppContext, 'db' | 'mailer' | 'push' | 'storage' | 'config' | 'myInvois'>;

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
  await queueEInvoiceSweep(jobs, log);
}

/** Queues the reminders of invoices whose reminder was just written, after that transaction commits. */
export async function queueReminderNotices(
  jobs: FollowUpJobs,
  log: FollowUpLog,
  invoiceIds: readonly string[],
  offsetDays: number,
) {
  for (let start = 0; start < invoiceIds.length; start += invoicesPerNoticeJob) {
    const data: InvoiceReminderData = {
      invoiceIds: invoiceIds.slice(start, start + invoicesPerNoticeJob),
      offsetDays,
    };
    await queueFollowUp(jobs, log, invoiceReminderJob, data, 'the invoice reminders');
  }
}

/**
 * Queues the receipt e-mail of a payment just recorded, after its transaction commits: by hand
 * (Mark as Paid) now, and online payments once they settle into the invoice.
 */
export function queueReceiptNotice(jobs: FollowUpJobs, log: FollowUpLog, data: ReceiptMailData) {
  return queueFollowUp(jobs, log, receiptMailJob, data, 'the receipt e-mail');
}

/** Queues the notice of a credit note just issued, after its transaction commits. */
export async function queueCreditNoteNotice(
  jobs: FollowUpJobs,
  log: FollowUpLog,
  data: CreditNoteNoticeData,
) {
  await queueFollowUp(jobs, log, creditNoteNoticeJob, data, 'the credit note notice');
  await queueEInvoiceSweep(jobs, log);
}

/**
 * Queues the notice of a void, after its transaction commits. Queued for every void: the job tells
 * no one of a draft voided before issue, which the family never saw.
 */
export async function queueVoidNotice(jobs: FollowUpJobs, log: FollowUpLog, data: VoidNoticeData) {
  await queueFollowUp(jobs, log, voidNoticeJob, data, 'the void notice');
  await queueEInvoiceSweep(jobs, log);
}

/** The invoice's page in the parent's app. */
export const invoiceLink = (publicUrl: string, invoiceId: string) =>
  `${publicUrl}/parent/payments/${encodeURIComponent(invoiceId)}`;

/** A bill is e-mailed whatever the parent's check-in e-mail switch says: that switch is for check-ins. */
const billed = (recipient: Recipient): Recipient => ({ ...recipient, checkInEmails: true });

type Counts = { sent: number; skipped: number; failed: number; gone: number };

/** An invoice a family still owes: issued or part-paid, so numbered and due. */
type OwedInvoice = InvoiceHead & { familyId: string; number: string; dueDate: string };

const isOwed = (head: InvoiceHead): head is OwedInvoice =>
  head.familyId !== null &&
  head.number !== null &&
  head.dueDate !== null &&
  (head.status === 'ISSUED' || head.status === 'PARTLY_PAID');

/**
 * The invoices among these still owed when the job runs, each with its family's parents to tell
 * (by e-mail and push): a voided or paid one, or one with no family, tells no one.
 */
async function owedInvoicesAndParents(deps: Deps, invoiceIds: readonly string[]) {
  const invoices: InvoiceHead[] = await createInvoiceDocumentsRepository(deps.db).invoices(invoiceIds);
  const heads = invoices.filter(isOwed);
  const recipients = await recipientsOfFamilies(deps.db, [...new Set(heads.map((head) => head.familyId))]);
  return heads.map((head) => ({
    head,
    family: recipients.filter((recipient) => recipient.familyId === head.familyId).map(billed),
  }));
}

/** What every notice of an owed invoice says of it. */
const owedInvoiceFacts = (head: OwedInvoice) => ({
  invoiceNumber: head.number,
  familyNamedAfter: head.familyNamedAfter ?? '',
  centreName: head.centreName,
  dueDate: head.dueDate,
});

/** What is left to pay on an owed invoice. */
const owedSen = (head: OwedInvoice) => head.totalSen - head.paidSen;

/**
 * A document drawn once in each language among the recipients', for each one's e-mail to attach;
 * `what` names it in the error of a language not drawn (a bug).
 */
async function drawnInTheirLanguages<File>(
  recipients: readonly Recipient[],
  what: string,
  draw: (language: Language) => Promise<File>,
) {
  const files = new Map<Language, File>();
  for (const language of new Set(recipients.map((recipient) => recipient.language))) {
    files.set(language, await draw(language));
  }
  return (language: Language) => {
    const file = files.get(language);
    if (!file) throw new Error(`No ${what} drawn in ${language}`);
    return file;
  };
}

/** A drawn PDF as an e-mail's attachment. */
const attachedPdf = (file: { fileName: string; bytes: Buffer }) => [
  { fileName: file.fileName, contentType: 'application/pdf', content: file.bytes },
];

/**
 * Each parent of each still owed invoice's family, once per channel, with what is left to pay (the
 * family's credit may have paid part of a month's invoice as it was issued, decision 098); a
 * voided or already paid one, or one with no family, tells no one.
 */
export function invoiceIssuedNoticeHandler(deps: Deps) {
  return async ({ invoiceIds }: InvoiceIssuedNoticeData) => {
    const owed = await owedInvoicesAndParents(deps, invoiceIds);
    const totals: Counts = { sent: 0, skipped: 0, failed: 0, gone: 0 };
    let firstError: unknown;
    for (const { head, family } of owed) {
      const link = invoiceLink(deps.config.publicUrl, head.id);
      const words = (language: Language) => ({
        ...invoiceIssuedNotice(
          { ...owedInvoiceFacts(head), totalSen: owedSen(head), periodMonth: head.periodMonth, link },
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
    return { invoices: owed.length, ...totals };
  };
}

/**
 * Each parent of each invoice still owed when the job runs: one paid or voided since the reminder
 * was written tells no one, so reminders stop the moment it is settled.
 */
export function invoiceReminderHandler(deps: Deps) {
  return async ({ invoiceIds, offsetDays }: InvoiceReminderData) => {
    const owed = await owedInvoicesAndParents(deps, invoiceIds);
    let sent = 0;
    for (const { head, family } of owed) {
      const link = invoiceLink(deps.config.publicUrl, head.id);
      const words = (language: Language) => ({
        ...invoiceReminderNotice(
          { ...owedInvoiceFacts(head), balanceSen: owedSen(head), offsetDays, link },
          language,
        ),
        tag: `invoice:${head.id}`,
      });
      sent += (await deliver(deps, `invoice-reminder:${head.id}:${offsetDays}`, family, words)).sent;
    }
    return { invoices: owed.length, sent };
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
    const receiptIn = await drawnInTheirLanguages(recipients, 'receipt', (language) =>
      documents.receiptPdf(invoiceId, paymentId, language),
    );
    const link = invoiceLink(deps.config.publicUrl, invoiceId);
    return deliver(deps, `invoice-receipt:${paymentId}`, recipients, (language) => {
      const file = receiptIn(language);
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
        attachments: attachedPdf(file),
      };
    });
  };
}

/** The credit note to each parent of the invoice's family, in their language: by e-mail with its PDF attached, and by push. */
export function creditNoteNoticeHandler(deps: Deps) {
  const repository = createInvoiceDocumentsRepository(deps.db);
  const documents = createInvoiceDocumentsService(deps);
  return async ({ invoiceId, creditNoteId }: CreditNoteNoticeData) => {
    const head = await repository.invoice(invoiceId);
    if (!head?.familyId) return { sent: 0 };
    const recipients = (await recipientsOfFamilies(deps.db, [head.familyId])).map(billed);
    const creditNoteIn = await drawnInTheirLanguages(recipients, 'credit note', (language) =>
      documents.creditNotePdf(invoiceId, creditNoteId, language),
    );
    const link = invoiceLink(deps.config.publicUrl, invoiceId);
    return deliver(deps, `invoice-credit-note:${creditNoteId}`, recipients, (language) => {
      const file = creditNoteIn(language);
      const { creditNote } = file;
      return {
        ...creditNoteNotice(
          {
            creditNoteNumber: creditNote.creditNoteNumber,
            invoiceNumber: creditNote.invoiceNumber,
            familyNamedAfter: head.familyNamedAfter ?? '',
            centreName: head.centreName,
            amountSen: creditNote.amountSen,
            reason: creditNote.reason,
            link,
          },
          language,
        ),
        tag: `credit-note:${creditNoteId}`,
        attachments: attachedPdf(file),
      };
    });
  };
}

/**
 * Each parent of a voided invoice's family, by e-mail and push in their language, with the admin's
 * reason. A draft voided before issue (no number) was never the family's: no one is told.
 */
export function voidNoticeHandler(deps: Deps) {
  const repository = createInvoiceDocumentsRepository(deps.db);
  return async ({ invoiceId }: VoidNoticeData) => {
    const head = await repository.invoice(invoiceId);
    if (!head?.familyId || head.status !== 'VOID' || head.number === null) return { sent: 0 };
    const { familyId, number } = head;
    const recipients = (await recipientsOfFamilies(deps.db, [familyId])).map(billed);
    const link = invoiceLink(deps.config.publicUrl, invoiceId);
    return deliver(deps, `invoice-voided:${invoiceId}`, recipients, (language) => ({
      ...invoiceVoidedNotice(
        {
          invoiceNumber: number,
          familyNamedAfter: head.familyNamedAfter ?? '',
          centreName: head.centreName,
          reason: head.voidReason ?? '',
          link,
        },
        language,
      ),
      // The issue notice's tag: on a phone, the void replaces the notice of the bill.
      tag: `invoice:${invoiceId}`,
    }));
  };
}

/** Every notice job of invoices' parents by name, with its handler: what the job queue registers. */
export function invoiceNoticeJobs(deps: Deps): { name: string; handler: JobHandler<never> }[] {
  return [
    { name: invoiceIssuedNoticeJob, handler: invoiceIssuedNoticeHandler(deps) },
    { name: receiptMailJob, handler: receiptMailHandler(deps) },
    { name: creditNoteNoticeJob, handler: creditNoteNoticeHandler(deps) },
    { name: voidNoticeJob, handler: voidNoticeHandler(deps) },
    { name: invoiceReminderJob, handler: invoiceReminderHandler(deps) },
  ];
}
