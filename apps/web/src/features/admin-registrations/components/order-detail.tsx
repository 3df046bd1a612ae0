import { adminOrderUpdateSchema, orderStatuses } from '@cic/contract';
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
  const order = useOrder(orderId);
  const update = useUpdateOrder(orderId);
  if (order.isPending) return <DetailSkeleton />;
  if (order.isError) {
    return (
      <DetailError
        error={order.error}
        notFound="Order not found."
        errorText={(message) => `Error loading order: ${message}`}
      />
    );
  }
  const o = order.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold break-all text-zinc-900">Order {o.orderNumber}</h1>
        <StatusChange
          title="Change Order Status"
          description="For manual reconciliation with the gateway. The change and your reason are recorded in the audit log."
          statuses={orderStatuses}
          current={o.status}
          schema={adminOrderUpdateSchema}
          update={update}
          successMessage="Order updated successfully"
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Order Information</CardTitle>
        </CardHeader>
        <CardContent>
          <DetailList
            items={[
              { label: 'Order Number', value: o.orderNumber },
              { label: 'Status', value: <Badge variant={orderBadge(o.status)}>{o.status}</Badge> },
              { label: 'Parent Name', value: o.parent.fullName || o.parent.email },
              { label: 'Parent Email', value: o.parent.email },
              { label: 'Created At', value: formatDateTime(o.createdAt, timePatterns.orderDateTime) },
              { label: 'Last Updated At', value: formatDateTime(o.updatedAt, timePatterns.orderDateTime) },
            ]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Order Items</CardTitle>
        </CardHeader>
        <CardContent>
          <OrderItemsTable order={o} registrationHref={registrationHref} />
        </CardContent>
      </Card>
      {o.payments.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Payments</CardTitle>
          </CardHeader>
          <CardContent>
            <PaymentsTable payments={o.payments} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
