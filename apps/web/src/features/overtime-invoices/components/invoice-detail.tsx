import { formatSen, type StatedEInvoiceProof } from '@cic/contract';
import { Ban, HandCoins, ReceiptText, Send } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailCard, DetailError, DetailSkeleton } from '@/components/detail-parts';
import { DownloadButton } from '@/components/download-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast, toastError } from '@/components/ui/use-toast';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { formatDate, formatDateTime, formatMonth } from '@/lib/time';
import { useChangeInvoice } from '../api/change-invoice';
import { useDownloadInvoicePdf } from '../api/download-invoice-files';
import { useInvoice } from '../api/get-invoice';
import { useFamilyName } from '../lib/family-name';
import { invoiceActions } from '../lib/invoice-actions';
import { InvoiceCreditNotes, InvoiceKeptAsCredit, InvoiceLines, InvoicePayments } from './invoice-records';
import { InvoiceStatus } from './invoice-status';
import { ReasonDialog } from './reason-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';

type Action = 'issue' | 'pay' | 'void' | 'credit-note';
type Dialog = Action | null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="text-lg font-semibold text-zinc-900">{title}</h2>
      {children}
    </Card>
  );
}

/** The credit the family holds at the invoice's centre, with the way to its entries. */
function FamilyCredit({
  credit,
  creditHref,
}: {
  credit: { accountId: string | null; balanceSen: number };
  creditHref: (accountId: string) => string;
}) {
  const { t } = useTranslation('overtime');
  return (
    <span className="flex flex-wrap gap-x-3">
      <span className="tabular-nums">{formatSen(credit.balanceSen)}</span>
      {credit.accountId ? (
        <Link className="text-brand-700 hover:underline" to={creditHref(credit.accountId)}>
          {t('invoices.detail.openCredit')}
        </Link>
      ) : null}
    </span>
  );
}

type InvoiceDetailProps = {
  invoiceId: string;
  /** The invoice's overtime report, for an admin who may open it; without it the report is not named. */
  reportHref?: ((reportId: string) => string) | undefined;
  /** The family's credit account at the centre (Credits and refunds). */
  creditHref: (accountId: string) => string;
};

/**
 * One invoice (issue 28): its head, lines, payments and credit notes, and the actions its status
 * allows: Issue, Mark as Paid, Void, Credit note; Download PDF in the page's language. When an
 * action's dialog closes, focus goes back to its button, or when the new status took the button
 * away, to Mark as Paid (after Issue), else to the invoice's heading and status (issue 40).
 */
export function InvoiceDetail({ invoiceId, reportHref, creditHref }: InvoiceDetailProps) {
  const { t } = useTranslation('overtime');
  const query = useInvoice(invoiceId);
  const change = useChangeInvoice(invoiceId);
  const pdf = useDownloadInvoicePdf();
  const familyName = useFamilyName();
  const reminderText = ({ offsetDays, sentOn }: { offsetDays: number; sentOn: string }) => {
    const date = formatDate(sentOn);
    if (offsetDays === 0) return t('invoices.detail.reminderOn', { date });
    const count = Math.abs(offsetDays);
    return offsetDays < 0
      ? t('invoices.detail.reminderBefore', { count, date })
      : t('invoices.detail.reminderAfter', { count, date });
  };
  const [dialog, setDialog] = useState<Dialog>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const buttons = useRef<Partial<Record<Action, HTMLButtonElement | null>>>({});
  const button = (action: Action) => (element: HTMLButtonElement | null) => {
    buttons.current[action] = element;
  };
  const focusAfter = useFocusAfter();
  const close = () => {
    if (dialog) {
      focusAfter(
        () => buttons.current[dialog],
        () => buttons.current.pay,
        () => heading.current,
      );
    }
    setDialog(null);
  };

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <DetailError error={query.error} notFound={t('invoices.detail.notFound')} />;
  const invoice = query.data;
  const actions = invoiceActions(invoice);
  const title = invoice.number
    ? t('invoices.detail.title', { number: invoice.number })
    : t('invoices.detail.proformaTitle');

  const issue = () =>
    change.mutate(
      { kind: 'issue' },
      {
        onSuccess: () => {
          toast({ title: t('invoices.issue.done') });
          close();
        },
        onError: (error) => toastError(error),
      },
    );

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 ref={heading} className="text-2xl font-semibold text-zinc-900">
            {title}
          </h1>
          <InvoiceStatus invoice={invoice} />
        </div>
        <div className="flex flex-wrap gap-2">
          {actions.issue ? (
            <Button ref={button('issue')} onClick={() => setDialog('issue')}>
              <Send aria-hidden="true" />
              {t('invoices.issue.action')}
            </Button>
          ) : null}
          {actions.pay ? (
            <Button ref={button('pay')} onClick={() => setDialog('pay')}>
              <HandCoins aria-hidden="true" />
              {t('invoices.payment.action')}
            </Button>
          ) : null}
          {actions.creditNote ? (
            <Button variant="outline" ref={button('credit-note')} onClick={() => setDialog('credit-note')}>
              <ReceiptText aria-hidden="true" />
              {t('invoices.creditNote.action')}
            </Button>
          ) : null}
          {actions.void ? (
            <Button
              variant="outline"
              className="text-red-600"
              ref={button('void')}
              onClick={() => setDialog('void')}
            >
              <Ban aria-hidden="true" />
              {t('invoices.void.action')}
            </Button>
          ) : null}
          <DownloadButton
            download={pdf}
            input={invoice.id}
            label={t('invoices.downloadPdf')}
            pendingLabel={t('invoices.downloading')}
          />
        </div>
      </div>

      <DetailCard
        items={[
          { label: t('invoices.columns.family'), value: familyName(invoice) },
          { label: t('invoices.columns.center'), value: invoice.centre.name },
          { label: t('invoices.columns.issueDate'), value: formatDate(invoice.issueDate) },
          { label: t('invoices.columns.dueDate'), value: formatDate(invoice.dueDate) },
          { label: t('invoices.columns.total'), value: formatSen(invoice.totalSen) },
          { label: t('invoices.detail.paid'), value: formatSen(invoice.paidSen) },
          { label: t('invoices.detail.credited'), value: formatSen(invoice.creditedSen) },
          { label: t('invoices.columns.balance'), value: formatSen(invoice.balanceSen) },
          ...(invoice.periodMonth
            ? [{ label: t('invoices.detail.month'), value: formatMonth(invoice.periodMonth) }]
            : reportHref
              ? [
                  {
                    label: t('invoices.detail.report'),
                    value: invoice.reportId ? (
                      <Link className="text-brand-700 hover:underline" to={reportHref(invoice.reportId)}>
                        {t('invoices.detail.openReport')}
                      </Link>
                    ) : (
                      t('invoices.detail.reportDeleted')
                    ),
                  },
                ]
              : []),
          ...(invoice.voidReason
            ? [{ label: t('invoices.detail.voidReason'), value: invoice.voidReason }]
            : []),
          ...(invoice.eInvoice
            ? [{ label: t('invoices.detail.eInvoice'), value: <EInvoiceState proof={invoice.eInvoice} /> }]
            : []),
          ...(invoice.familyCredit
            ? [
                {
                  label: t('invoices.detail.familyCredit'),
                  value: <FamilyCredit credit={invoice.familyCredit} creditHref={creditHref} />,
                },
              ]
            : []),
        ]}
      />
      <Section title={t('invoices.detail.lines')}>
        <InvoiceLines invoice={invoice} />
      </Section>
      <Section title={t('invoices.detail.payments')}>
        <InvoicePayments invoice={invoice} />
      </Section>
      {invoice.keptAsCredit.length > 0 ? (
        <Section title={t('invoices.detail.keptAsCredit')}>
          <InvoiceKeptAsCredit invoice={invoice} />
        </Section>
      ) : null}
      {invoice.creditNotes.length > 0 ? (
        <Section title={t('invoices.detail.creditNotes')}>
          <InvoiceCreditNotes invoice={invoice} />
        </Section>
      ) : null}
      {invoice.reminders.length > 0 ? (
        <Section title={t('invoices.detail.reminders')}>
          <ul className="grid gap-1 text-sm text-zinc-700">
            {invoice.reminders.map((reminder) => (
              <li key={reminder.offsetDays}>{reminderText(reminder)}</li>
            ))}
          </ul>
        </Section>
      ) : null}

      <ConfirmDialog
        open={dialog === 'issue'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={t('invoices.issue.title')}
        description={t('invoices.issue.description')}
        confirmLabel={t('invoices.issue.action')}
        onConfirm={issue}
        pending={change.isPending}
        pendingLabel={t('invoices.saving')}
      />
      {dialog === 'pay' ? <RecordPaymentDialog invoice={invoice} onClose={close} /> : null}
      {dialog === 'void' || dialog === 'credit-note' ? (
        <ReasonDialog
          invoiceId={invoice.id}
          eInvoice={invoice.eInvoice}
          kind={dialog}
          refundableSen={invoice.paidSen - invoice.creditedSen}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

/** The invoice's e-invoice at MyInvois: validated (when, and its public page), pending, or consolidated. */
function EInvoiceState({ proof }: { proof: StatedEInvoiceProof }) {
  const { t } = useTranslation('overtime');
  if (proof.state === 'PENDING') return t('invoices.detail.eInvoicePending');
  if (proof.state === 'CONSOLIDATED')
    return t('invoices.detail.eInvoiceConsolidated', { month: formatMonth(proof.month) });
  return (
    <span className="grid gap-0.5">
      <span>{t('invoices.detail.eInvoiceValid', { time: formatDateTime(proof.validatedAt) })}</span>
      <span className="break-all font-mono text-xs text-zinc-600">{proof.uuid}</span>
      <a className="text-brand-700 hover:underline" href={proof.link} target="_blank" rel="noreferrer">
        {t('invoices.detail.eInvoiceOpen')}
      </a>
    </span>
  );
}
