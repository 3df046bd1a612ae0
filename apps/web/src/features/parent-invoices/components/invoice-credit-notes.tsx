import type { ParentInvoiceDetail } from '@cic/contract/overtime/parent-invoices';
import { formatSen } from '@cic/contract/shared/money';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useOpenDocument } from '@/lib/open-document';
import { formatDate } from '@/lib/time';
import { parentCreditNoteLink } from '../api/document-links';

/** Refunds of money paid (decision 089): each credit note's day, number, amount, reason and its PDF. */
export function InvoiceCreditNotes({
  invoice,
}: {
  invoice: Pick<ParentInvoiceDetail, 'id' | 'creditNotes'>;
}) {
  const { t } = useTranslation('payments');
  const pdf = useOpenDocument(parentCreditNoteLink);
  if (invoice.creditNotes.length === 0) return null;
  return (
    <Card className="grid gap-1 p-4">
      <h2 className="font-semibold text-zinc-900">{t('creditNotes')}</h2>
      <ul className="divide-y divide-zinc-100">
        {invoice.creditNotes.map((note) => (
          <li key={note.id} className="grid gap-1 py-3 text-sm">
            <span className="flex flex-wrap items-center justify-between gap-3">
              <span className="text-zinc-900">
                {t('creditNoteWhen', { date: formatDate(note.issueDate), number: note.number })}
              </span>
              <span className="flex items-center gap-2">
                <span className="font-medium text-zinc-900 tabular-nums">{formatSen(note.amountSen)}</span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={pdf.isPending}
                  aria-label={t('creditNoteFor', { number: note.number, amount: formatSen(note.amountSen) })}
                  onClick={() => pdf.mutate({ invoiceId: invoice.id, creditNoteId: note.id })}
                >
                  {t('creditNote')}
                </Button>
              </span>
            </span>
            <span className="break-words text-zinc-600">{note.reason}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
