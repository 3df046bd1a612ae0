import { adminOrderUpdateSchema, orderStatuses } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailError, DetailList, DetailSkeleton } from '@/components/detail-parts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime, timePatterns } from '@/lib/time';
import { useOrder } from '../api/get-order';
import { useUpdateOrder } from '../api/update-order';
import { orderBadge } from '../lib/status-badges';
import { OrderItemsTable } from './order-items-table';
import { PaymentsTable } from './payments-table';
import { StatusChange } from './status-change-dialog';

type OrderDetailProps = {
  orderId: string;
  registrationHref: (registrationId: string) => string;
  /** The invoice page of an order that pays an overtime invoice: given to an admin with OVERTIME only. */
  invoiceHref?: ((invoiceId: string) => string) | undefined;
};

/**
 * Spec 3 §2.5: Order Information, Order Items with totals, Payments, and manual reconciliation. An
 * order that pays an overtime invoice names the invoice and has no status control: its status
 * follows the invoice (decision 089); its parent is shown only to an admin who may see the family.
 */
export function OrderDetail({ orderId, registrationHref, invoiceHref }: OrderDetailProps) {
  const { t } = useTranslation('orders');
  const order = useOrder(orderId);
  const update = useUpdateOrder(orderId);
  if (order.isPending) return <DetailSkeleton />;
  if (order.isError) {
    return (
      <DetailError
        error={order.error}
        notFound={t('order.notFound')}
        errorText={(message) => t('order.loadError', { message })}
      />
    );
  }
  const o = order.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold break-all text-zinc-900">
          {t('order.heading', { number: o.orderNumber })}
        </h1>
        {o.invoice ? null : (
          <StatusChange
            title={t('order.changeTitle')}
            description={t('order.changeDescription')}
            statuses={orderStatuses}
            statusLabel={(status) => t(`orderStatus.${status}`)}
            current={o.status}
            schema={adminOrderUpdateSchema}
            update={update}
            successMessage={t('order.updated')}
          />
        )}
      </div>
      {o.invoice ? <p className="text-sm text-zinc-600">{t('order.invoiceFollows')}</p> : null}
      <Card>
        <CardHeader>
          <CardTitle>{t('order.information')}</CardTitle>
        </CardHeader>
        <CardContent>
          <DetailList
            items={[
              { label: t('order.fields.orderNumber'), value: o.orderNumber },
              {
                label: t('order.fields.status'),
                value: <Badge variant={orderBadge(o.status)}>{t(`orderStatus.${o.status}`)}</Badge>,
              },
              ...(o.invoice
                ? [
                    {
                      label: t('order.fields.invoice'),
                      value: invoiceHref ? (
                        <Link
                          to={invoiceHref(o.invoice.id)}
                          className="font-medium text-brand-800 hover:underline"
                        >
                          {t('order.invoiceNumber', { number: o.invoice.number })}
                        </Link>
                      ) : (
                        t('order.invoiceNumber', { number: o.invoice.number })
                      ),
                    },
                  ]
                : []),
              {
                label: t('order.fields.parentName'),
                value: o.parent ? o.parent.fullName || o.parent.email : t('order.parentHidden'),
              },
              {
                label: t('order.fields.parentEmail'),
                value: o.parent ? o.parent.email : t('order.parentHidden'),
              },
              {
                label: t('order.fields.createdAt'),
                value: formatDateTime(o.createdAt, timePatterns.orderDateTime),
              },
              {
                label: t('order.fields.lastUpdatedAt'),
                value: formatDateTime(o.updatedAt, timePatterns.orderDateTime),
              },
            ]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('order.items')}</CardTitle>
        </CardHeader>
        <CardContent>
          <OrderItemsTable order={o} registrationHref={registrationHref} />
        </CardContent>
      </Card>
      {o.payments.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('order.payments')}</CardTitle>
          </CardHeader>
          <CardContent>
            <PaymentsTable payments={o.payments} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
