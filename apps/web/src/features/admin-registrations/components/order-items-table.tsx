import type { AdminOrderDetail } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatRinggit } from '@/lib/money';

type OrderItemsTableProps = {
  order: Pick<AdminOrderDetail, 'items' | 'subTotalAmount' | 'discountAmount' | 'totalAmount'>;
  registrationHref: (registrationId: string) => string;
};

/** Spec 3 §2.5: the items with their registration links, then Subtotal, Discount and Total. */
export function OrderItemsTable({ order, registrationHref }: OrderItemsTableProps) {
  const { t } = useTranslation('orders');
  const totals = [
    { key: 'subtotal', label: t('order.subtotal'), amount: formatRinggit(order.subTotalAmount) },
    { key: 'discount', label: t('order.discount'), amount: formatRinggit(order.discountAmount) },
    { key: 'total', label: t('order.total'), amount: formatRinggit(order.totalAmount) },
  ];
  return (
    <div className="grid grid-cols-1 gap-4">
      <Table aria-label={t('order.items')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('order.itemColumns.description')}</TableHead>
            <TableHead>{t('order.itemColumns.registrationLink')}</TableHead>
            <TableHead className="text-right">{t('order.itemColumns.quantity')}</TableHead>
            <TableHead className="text-right">{t('order.itemColumns.unitPrice')}</TableHead>
            <TableHead className="text-right">{t('order.itemColumns.totalPrice')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {order.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell className="min-w-48">{item.description}</TableCell>
              <TableCell className="whitespace-nowrap">
                {item.registration ? (
                  <Link
                    to={registrationHref(item.registration.id)}
                    className="font-medium text-brand-800 hover:underline"
                  >
                    {t('order.viewRegistration', { number: item.registration.registrationNumber })}
                  </Link>
                ) : (
                  '-'
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums">{item.quantity}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatRinggit(item.unitPrice)}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatRinggit(item.totalPrice)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <dl className="ml-auto grid w-full max-w-xs gap-1.5 text-sm">
        {totals.map(({ key, label, amount }) => (
          <div
            key={key}
            className={
              key === 'total'
                ? 'flex justify-between border-t border-zinc-200 pt-1.5 font-semibold text-zinc-900'
                : 'flex justify-between text-zinc-600'
            }
          >
            <dt>{label}</dt>
            <dd className="tabular-nums">{amount}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
