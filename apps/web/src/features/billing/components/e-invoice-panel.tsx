import type { EInvoiceDetail } from '@cic/contract';
import { formatSen } from '@cic/contract/shared/money';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from '@/components/admin-section';
import { DetailList } from '@/components/detail-parts';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/time';
import { useEInvoiceWords } from '../lib/e-invoice-words';
import { ConsolidatedInvoices } from './consolidated-invoices';
import { EInvoiceErrors } from './e-invoice-errors';
import { EInvoiceStatusBadge } from './e-invoice-status-badge';

type EInvoicePanelProps = {
  eInvoice: EInvoiceDetail;
  /** Sends an Invalid one again: the button the sheet draws with its state. */
  resubmit: ReactNode;
};

/**
 * An e-invoice's facts, its errors, the document it adjusts and a consolidated one's invoices; the
 * Resubmit button for an Invalid one, and MyInvois' public page of a Valid one.
 */
export function EInvoicePanel({ eInvoice, resubmit }: EInvoicePanelProps) {
  const { t } = useTranslation('billing');
  const words = useEInvoiceWords();
  const facts = [
    { label: t('eInvoices.detail.status'), value: <EInvoiceStatusBadge status={eInvoice.status} /> },
    { label: t('eInvoices.detail.kind'), value: t(`eInvoices.source.${eInvoice.source}`) },
    { label: t('eInvoices.detail.document'), value: words.document(eInvoice) },
    { label: t('eInvoices.detail.family'), value: words.buyer(eInvoice) },
    { label: t('eInvoices.detail.center'), value: words.centre(eInvoice) },
    { label: t('eInvoices.detail.issuer'), value: eInvoice.issuerName },
    { label: t('eInvoices.detail.total'), value: formatSen(eInvoice.totalSen) },
    { label: t('eInvoices.detail.issued'), value: formatDateTime(eInvoice.issuedAt) },
    { label: t('eInvoices.detail.validated'), value: formatDateTime(eInvoice.validatedAt) },
    { label: t('eInvoices.detail.attempts'), value: String(eInvoice.attempts) },
    { label: t('eInvoices.detail.uuid'), value: <span className="break-all">{eInvoice.uuid ?? '-'}</span> },
    ...(eInvoice.original
      ? [
          {
            label: t('eInvoices.detail.original'),
            value: t('eInvoices.detail.originalOf', {
              number: eInvoice.original.number,
              status: t(`eInvoices.status.${eInvoice.original.status}`),
            }),
          },
        ]
      : []),
    ...(eInvoice.cancelledAt
      ? [
          { label: t('eInvoices.detail.cancelled'), value: formatDateTime(eInvoice.cancelledAt) },
          { label: t('eInvoices.detail.cancelReason'), value: eInvoice.cancelReason || '-' },
        ]
      : []),
  ];
  return (
    <div className="grid gap-6">
      {eInvoice.status === 'INVALID' || eInvoice.link ? (
        <div className="flex flex-wrap gap-2">
          {eInvoice.status === 'INVALID' ? resubmit : null}
          {eInvoice.link ? (
            <Button variant="outline" asChild>
              <a href={eInvoice.link} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" />
                {t('eInvoices.detail.openInMyInvois')}
              </a>
            </Button>
          ) : null}
        </div>
      ) : null}
      <DetailList items={facts} />
      {eInvoice.errors.length > 0 ? (
        <AdminSection
          id="e-invoice-errors"
          title={t('eInvoices.detail.errors')}
          description={eInvoice.status === 'INVALID' ? t('eInvoices.detail.errorsHint') : undefined}
        >
          <EInvoiceErrors errors={eInvoice.errors} />
        </AdminSection>
      ) : null}
      {eInvoice.invoices.length > 0 ? (
        <AdminSection id="e-invoice-invoices" title={t('eInvoices.detail.invoices')}>
          <ConsolidatedInvoices invoices={eInvoice.invoices} />
        </AdminSection>
      ) : null}
    </div>
  );
}
