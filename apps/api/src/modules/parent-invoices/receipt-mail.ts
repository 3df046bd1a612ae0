import { formatSen, type Language } from '@cic/contract';
import type { Mailer } from '../../adapters/mail';
import type { Db } from '../../db/client';
import { type FollowUpJobs, type FollowUpLog, queueFollowUp } from '../../shared/queue-follow-up';
import { createParentInvoicesRepository, type ParentInvoicesRepository } from './repository';
import type { InvoiceSettled } from './settlement';

type Receipt = NonNullable<Awaited<ReturnType<ParentInvoicesRepository['receiptOf']>>>;

/** 'dd/MM/yyyy' of a 'yyyy-MM-dd' day: how the product writes days to people. */
const shownDay = (day: string) => day.split('-').reverse().join('/');

/** The receipt in the payer's language: the amount, the invoice's number and what is left to pay. */
const receiptWords: Record<Language, (r: Receipt) => { subject: string; text: string }> = {
  en: (r) => ({
    subject: `Payment received: invoice ${r.number}`,
    text: [
      `Thank you. We received ${formatSen(r.amountSen)} for invoice ${r.number} (${r.centreName}) on ${shownDay(r.paidOn)}.`,
      '',
      `Invoice total: ${formatSen(r.totalSen)}`,
      `Paid so far: ${formatSen(r.paidSen)}`,
      `Balance: ${formatSen(r.totalSen - r.paidSen)}`,
      '',
      r.totalSen === r.paidSen
        ? 'The invoice is paid in full.'
        : 'You can pay the balance under Payments in the app.',
    ].join('\n'),
  }),
  ms: (r) => ({
    subject: `Bayaran diterima: invois ${r.number}`,
    text: [
      `Terima kasih. Kami telah menerima ${formatSen(r.amountSen)} untuk invois ${r.number} (${r.centreName}) pada ${shownDay(r.paidOn)}.`,
      '',
      `Jumlah invois: ${formatSen(r.totalSen)}`,
      `Telah dibayar: ${formatSen(r.paidSen)}`,
      `Baki: ${formatSen(r.totalSen - r.paidSen)}`,
      '',
      r.totalSen === r.paidSen
        ? 'Invois ini telah dibayar sepenuhnya.'
        : 'Anda boleh membayar baki di bawah Bayaran dalam aplikasi.',
    ].join('\n'),
  }),
};

/** The job that e-mails the payer a receipt once an online payment settles an invoice. */
export const invoiceReceiptJob = 'overtime-invoice-receipt-mail';
export type InvoiceReceiptData = InvoiceSettled;

/**
 * Queues the receipt of an online invoice payment. Call it after the payment's transaction
 * commits: no receipt for a payment that was rolled back, and a queue that cannot take the job
 * does not undo the payment (logged).
 */
export async function queueInvoiceReceipt(jobs: FollowUpJobs, receipt: InvoiceReceiptData, log: FollowUpLog) {
  const data: InvoiceReceiptData = { invoiceId: receipt.invoiceId, paymentId: receipt.paymentId };
  await queueFollowUp(jobs, log, invoiceReceiptJob, data, 'the invoice receipt e-mail');
}

/** The job's work: one e-mail to the parent who paid online. */
export function invoiceReceiptHandler(deps: { db: Db; mailer: Mailer }) {
  return async ({ paymentId }: InvoiceReceiptData) => {
    const receipt = await createParentInvoicesRepository(deps.db).receiptOf(paymentId);
    if (!receipt) return { sent: false };
    await deps.mailer.send({
      to: receipt.payerEmail,
      ...receiptWords[receipt.language](receipt),
      consoleLine: `Invoice receipt ${receipt.number} to ${receipt.payerEmail}`,
    });
    return { sent: true };
  };
}
