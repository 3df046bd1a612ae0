import { adminOrderUpdateSchema, orderStatuses } from '@cic/contract';
import { useTranslation } from 'react-i18next';
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
};

/** Spec 3 §2.5: Order Information, Order Items with totals, Payments, and manual reconciliation. */
export function OrderDetail({ orderId, registrationHref }: OrderDetailProps) {
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
      </div>
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
              { label: t('order.fields.parentName'), value: o.parent.fullName || o.parent.email },
              { label: t('order.fields.parentEmail'), value: o.parent.email },
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
