import type { AdminOrderDetail } from '@cic/contract';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatRinggit } from '@/lib/money';
import { formatDateTime, timePatterns } from '@/lib/time';
import { paymentBadge } from '../lib/status-badges';
import { TransactionDetailsDialog } from './transaction-details-dialog';

/**
 * Spec 3 §2.5: an order's payments. A paid amount that differed from the order's total is marked
 * 'Amount mismatch': the server recorded it without completing the order, for an admin to reconcile.
 */
export function PaymentsTable({ payments }: { payments: AdminOrderDetail['payments'] }) {
  const { t } = useTranslation('orders');
  return (
    <Table aria-label={t('order.payments')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('order.paymentColumns.id')}</TableHead>
          <TableHead>{t('order.paymentColumns.gateway')}</TableHead>
          <TableHead>{t('order.paymentColumns.method')}</TableHead>
          <TableHead>{t('order.paymentColumns.status')}</TableHead>
          <TableHead className="text-right">{t('order.paymentColumns.amount')}</TableHead>
          <TableHead>{t('order.paymentColumns.date')}</TableHead>
          <TableHead>{t('order.paymentColumns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.id}>
            <TableCell className="min-w-40 font-mono text-xs break-all">{payment.id}</TableCell>
            <TableCell className="capitalize">{payment.gateway}</TableCell>
            <TableCell>{payment.paymentMethod ?? '-'}</TableCell>
            <TableCell>
              <Badge variant={paymentBadge(payment.status)}>
                {t(`orderStatus.${payment.status}`, { defaultValue: payment.status })}
              </Badge>
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              <span className="grid justify-items-end gap-1">
                {formatRinggit(payment.amount)}
                {payment.amountMismatch ? (
                  <Badge variant="warning">
                    <TriangleAlert aria-hidden="true" className="size-3.5" />
                    {t('order.amountMismatch')}
                  </Badge>
                ) : null}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {formatDateTime(payment.createdAt, timePatterns.paymentDateTime)}
            </TableCell>
            <TableCell>
              {payment.transactionData ? (
                <TransactionDetailsDialog paymentId={payment.id} transactionData={payment.transactionData} />
              ) : (
                '-'
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
