import {
  CircleAlert,
  CircleCheck,
  CircleX,
  Clock,
  LoaderCircle,
  type LucideIcon,
  RotateCw,
} from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toastError } from '@/components/ui/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatRinggit } from '@/lib/money';
import { refreshParentSession } from '@/lib/session';
import { useOrderStatus } from '../api/get-order-status';
import { useRetryPayment } from '../api/retry-payment';
import { type PaymentOutcome, paymentOutcome } from '../lib/payment-outcome';

/** Each outcome's icon and colours; its title and text are `payment.title.<outcome>` and `payment.text.<outcome>`. */
const looks: Record<PaymentOutcome, { Icon: LucideIcon; tone: string }> = {
  success: { Icon: CircleCheck, tone: 'bg-emerald-100 text-emerald-700' },
  failed: { Icon: CircleX, tone: 'bg-red-100 text-red-700' },
  pending: { Icon: Clock, tone: 'bg-amber-100 text-amber-700' },
  unknown: { Icon: CircleAlert, tone: 'bg-zinc-100 text-zinc-700' },
  checking: { Icon: LoaderCircle, tone: 'bg-brand-100 text-brand-700' },
};

type PaymentResultProps = {
  orderId: string;
  /** The gateway's `billplz[paid]` parameter, if any. */
  paid: string | null;
  /** 'Back to Dashboard'. */
  back: ReactNode;
};

/**
 * Spec 1 §8: a failed status call reads the server's message, else 'Failed to fetch order status';
 * a call that never reached the server (offline, no session, an answer that is not ours) has none.
 */
function statusFailure(error: Error): string | undefined {
  const answered = error instanceof ApiError && error.status > 0 && error.code !== 'BAD_RESPONSE';
  return answered ? getErrorMessage(error) : undefined;
}

/** The payment-complete page's card (spec 1 §4, spec 3 §2.6): the result, polled while pending. */
export function PaymentResult({ orderId, paid, back }: PaymentResultProps) {
  const { t } = useTranslation('registration');
  const order = useOrderStatus(orderId);
  const retry = useRetryPayment();
  const outcome = paymentOutcome(paid, order.data);
  const look = looks[outcome];
  // An invoice's order is paid again from its invoice (for the balance then owed), not retried.
  const forInvoice = (order.data?.invoices.length ?? 0) > 0;
  const retryable =
    !forInvoice && (order.data?.orderStatus === 'FAILED' || order.data?.orderStatus === 'EXPIRED');

  // A completed registration enrols the child: the session's families now list them.
  useEffect(() => {
    if (outcome === 'success' && order.data) void refreshParentSession();
  }, [outcome, order.data]);

  const tryAgain = () =>
    retry.mutate(orderId, {
      onSuccess: ({ paymentUrl }) => window.location.assign(paymentUrl),
      onError: (error) => toastError(error),
    });

  return (
    <Card className="grid gap-5 p-6 text-center">
      <span
        className={cn(
          'mx-auto flex size-16 items-center justify-center rounded-full [&_svg]:size-9',
          look.tone,
        )}
      >
        {/* Still asking the gateway: the loader turns. */}
        <look.Icon aria-hidden="true" className={outcome === 'checking' ? 'animate-spin' : undefined} />
      </span>
      <div className="grid gap-2" aria-live="polite">
        <h1 className="text-2xl font-semibold text-zinc-900">{t(`payment.title.${outcome}`)}</h1>
        <p className="text-zinc-600">
          {forInvoice && outcome === 'success' ? t('payment.received') : t(`payment.text.${outcome}`)}
        </p>
      </div>
      {order.data ? (
        <dl className="grid gap-2 rounded-xl bg-zinc-50 p-4 text-left text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-zinc-600">{t('payment.item')}</dt>
            <dd className="text-right font-medium text-zinc-900">{order.data.itemDescription}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-zinc-600">{t('payment.total')}</dt>
            <dd className="font-medium text-zinc-900 tabular-nums">
              {formatRinggit(order.data.totalAmount)}
            </dd>
          </div>
        </dl>
      ) : null}
      {order.error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t('payment.fetchError', { message: statusFailure(order.error) ?? t('payment.statusFailed') })}
        </p>
      ) : null}
      <div className="grid gap-2">
        {retryable ? (
          <Button size="lg" onClick={tryAgain} disabled={retry.isPending}>
            <RotateCw aria-hidden="true" />
            {retry.isPending ? t('payment.opening') : t('payment.tryAgain')}
          </Button>
        ) : null}
        {back}
      </div>
    </Card>
  );
}
