import { addsCredit, type FamilyCreditDetail, formatSen } from '@cic/contract';
import { HandCoins, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailCard, DetailError, DetailSkeleton } from '@/components/detail-parts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MoneyCell } from '@/components/ui/money-cell';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/time';
import { useCredit } from '../api/get-credit';
import { useFamilyLabel } from '../lib/family-name';
import { ApplyCreditDialog } from './apply-credit-dialog';
import { RefundDialog } from './refund-dialog';

type CreditDetailProps = { accountId: string; invoiceHref: (invoiceId: string) => string };

/** Where each entry's money came from or went: the invoice, the bill or the refund's method and reference. */
function EntryRows({
  credit,
  invoiceHref,
}: {
  credit: FamilyCreditDetail;
  invoiceHref: CreditDetailProps['invoiceHref'];
}) {
  const { t } = useTranslation('overtime');
  return (
    <Table aria-label={t('credits.historyLabel')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('credits.entryColumns.day')}</TableHead>
          <TableHead>{t('credits.entryColumns.kind')}</TableHead>
          <TableHead>{t('credits.entryColumns.invoice')}</TableHead>
          <TableHead>{t('credits.entryColumns.reference')}</TableHead>
          <TableHead className="text-right">{t('credits.entryColumns.amount')}</TableHead>
          <TableHead className="text-right">{t('credits.entryColumns.balanceAfter')}</TableHead>
          <TableHead>{t('credits.entryColumns.by')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {credit.history.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="whitespace-nowrap tabular-nums">{formatDate(entry.day)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {entry.refundMethod
                ? t('credits.refundedBy', { method: t(`invoices.method.${entry.refundMethod}`) })
                : t(`credits.kind.${entry.kind}`)}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {entry.invoice ? (
                <Link className="text-brand-700 hover:underline" to={invoiceHref(entry.invoice.id)}>
                  {entry.invoice.number ?? t('invoices.proforma')}
                </Link>
              ) : (
                '-'
              )}
            </TableCell>
            <TableCell>{entry.reference || '-'}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {addsCredit(entry.kind) ? '' : '−'}
              {formatSen(entry.amountSen)}
            </TableCell>
            <MoneyCell sen={entry.balanceAfterSen} />
            <TableCell>{entry.recordedBy?.email ?? t('credits.online')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One family's credit at a centre: its balance, every entry, and Apply to an invoice or Record a refund. */
export function CreditDetail({ accountId, invoiceHref }: CreditDetailProps) {
  const { t } = useTranslation('overtime');
  const query = useCredit(accountId);
  const familyLabel = useFamilyLabel();
  const [dialog, setDialog] = useState<'apply' | 'refund' | null>(null);
  const close = () => setDialog(null);

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <DetailError error={query.error} notFound={t('credits.notFound')} />;
  const credit = query.data;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold text-zinc-900">
          {t('credits.heading', { family: familyLabel(credit.family), center: credit.centre.name })}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button disabled={credit.balanceSen === 0} onClick={() => setDialog('apply')}>
            <HandCoins aria-hidden="true" />
            {t('credits.apply.action')}
          </Button>
          <Button variant="outline" disabled={credit.balanceSen === 0} onClick={() => setDialog('refund')}>
            <Undo2 aria-hidden="true" />
            {t('credits.refund.action')}
          </Button>
        </div>
      </div>
      <DetailCard
        items={[
          { label: t('credits.columns.family'), value: familyLabel(credit.family) },
          { label: t('credits.columns.center'), value: credit.centre.name },
          { label: t('credits.balance'), value: formatSen(credit.balanceSen) },
        ]}
      />
      <Card className="grid gap-3 p-4">
        <h2 className="text-lg font-semibold text-zinc-900">{t('credits.history')}</h2>
        <EntryRows credit={credit} invoiceHref={invoiceHref} />
      </Card>
      {dialog === 'apply' ? <ApplyCreditDialog credit={credit} onClose={close} /> : null}
      {dialog === 'refund' ? <RefundDialog credit={credit} onClose={close} /> : null}
    </div>
  );
}
