import { chargeRateWords, formatSen, type OvertimeInvoiceDetail, rateTextToMicro } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { ReceiptButton, type ReceiptWords } from '@/components/receipt-button';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { useFeeLineText } from '@/hooks/use-fee-line-text';
import { useOpenDocument } from '@/lib/open-document';
import { formatDate, formatTime } from '@/lib/time';
import { adminCreditNoteLink, adminReceiptLink } from '../api/download-invoice-files';
import { RecordTable } from './record-table';

type Detail = { invoice: OvertimeInvoiceDetail };

/**
 * The invoice's lines: child, day, start–end in Kuala Lumpur time, duration, the rate as its rule
 * states it with the count that makes the amount ('RM 5.00 per 15 minutes × 2', decision 087),
 * amount; then the total. A fee line says what it charges where a late pick-up has its times,
 * its period where the duration is, and the price it starts from as its rate.
 */
export function InvoiceLines({ invoice }: Detail) {
  const { t } = useTranslation('overtime');
  const feeLineText = useFeeLineText();
  const chargeCells = ({ charge, amountSen }: OvertimeInvoiceDetail['lines'][number]) => {
    if (charge.kind !== 'OVERTIME') {
      return [
        feeLineText(charge),
        `${formatDate(charge.periodStart)} - ${formatDate(charge.periodEnd)}`,
        charge.kind === 'SIBLING_DISCOUNT' ? '' : formatSen(charge.unitPriceSen),
      ];
    }
    const words = chargeRateWords({ ...charge, amountSen, rateMicro: rateTextToMicro(charge.rate) });
    return [
      `${formatTime(charge.startTime)} - ${formatTime(charge.endTime)}`,
      t(`duration.${charge.unit}`, { count: charge.duration }),
      t(`rateTerms.${words.wording}`, words.params),
    ];
  };
  return (
    <RecordTable
      label={t('invoices.detail.lines')}
      columns={[
        { label: t('invoices.lineColumns.child') },
        { label: t('invoices.lineColumns.date') },
        { label: t('invoices.lineColumns.time') },
        { label: t('invoices.lineColumns.duration') },
        { label: t('invoices.lineColumns.rate'), numeric: true },
        { label: t('invoices.lineColumns.amount'), numeric: true },
      ]}
      rows={invoice.lines}
      rowKey={(line) => line.id}
      cells={(line) => [
        line.child.name,
        formatDate(line.date),
        ...chargeCells(line),
        formatSen(line.amountSen),
      ]}
      footer={
        <TableRow>
          <TableCell colSpan={5} className="text-right font-semibold">
            {t('invoices.detail.total')}
          </TableCell>
          <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">
            {formatSen(invoice.totalSen)}
          </TableCell>
        </TableRow>
      }
    />
  );
}

/** Money received, by hand or online: day, method, reference, amount, who recorded it, its receipt. */
export function InvoicePayments({ invoice }: Detail) {
  const { t } = useTranslation('overtime');
  const receipts = useOpenDocument((paymentId: string) =>
    adminReceiptLink({ invoiceId: invoice.id, paymentId }),
  );
  const receiptWords: ReceiptWords = {
    text: t('invoices.receipt'),
    labelOf: (paid) => t('invoices.receiptFor', paid),
  };
  if (invoice.payments.length === 0)
    return <p className="text-sm text-zinc-600">{t('invoices.detail.noPayments')}</p>;
  return (
    <RecordTable
      label={t('invoices.detail.payments')}
      columns={[
        { label: t('invoices.paymentColumns.date') },
        { label: t('invoices.paymentColumns.method') },
        { label: t('invoices.paymentColumns.reference') },
        { label: t('invoices.paymentColumns.amount'), numeric: true },
        { label: t('invoices.paymentColumns.recordedBy') },
        { label: t('invoices.paymentColumns.receipt') },
      ]}
      rows={invoice.payments}
      rowKey={(payment) => payment.id}
      cells={(payment) => [
        formatDate(payment.paidOn),
        t(`invoices.method.${payment.method}`),
        payment.reference || '-',
        formatSen(payment.amountSen),
        payment.recordedBy?.email ?? t('invoices.recordedOnline'),
        <ReceiptButton key="receipt" receipts={receipts} payment={payment} words={receiptWords} />,
      ]}
    />
  );
}

/** What the invoice's online payments brought beyond its balance: each now the family's credit. */
export function InvoiceKeptAsCredit({ invoice }: Detail) {
  const { t } = useTranslation('overtime');
  return (
    <ul className="grid gap-2 text-sm text-zinc-700">
      {invoice.keptAsCredit.map((kept) => (
        <li key={kept.id}>
          {t('invoices.detail.keptAsCreditLine', {
            amount: formatSen(kept.amountSen),
            received: formatSen(kept.receivedSen),
            date: formatDate(kept.receivedOn),
            reference: kept.reference,
          })}
        </li>
      ))}
    </ul>
  );
}

/** Refunds of money paid, each with its own number, the admin's reason and its PDF (decision 089). */
export function InvoiceCreditNotes({ invoice }: Detail) {
  const { t } = useTranslation('overtime');
  const pdf = useOpenDocument(adminCreditNoteLink);
  if (invoice.creditNotes.length === 0) return null;
  return (
    <RecordTable
      label={t('invoices.detail.creditNotes')}
      columns={[
        { label: t('invoices.creditColumns.number') },
        { label: t('invoices.creditColumns.date') },
        { label: t('invoices.creditColumns.reason') },
        { label: t('invoices.creditColumns.amount'), numeric: true },
        { label: t('invoices.creditColumns.pdf') },
      ]}
      rows={invoice.creditNotes}
      rowKey={(note) => note.id}
      cells={(note) => [
        note.number,
        formatDate(note.issueDate),
        note.reason,
        formatSen(note.amountSen),
        <Button
          key="pdf"
          variant="outline"
          size="sm"
          disabled={pdf.isPending}
          aria-label={t('invoices.creditNotePdfFor', { number: note.number })}
          onClick={() => pdf.mutate({ invoiceId: invoice.id, creditNoteId: note.id })}
        >
          {t('invoices.creditNotePdf')}
        </Button>,
      ]}
    />
  );
}
