import type { ParentInvoicePaymentStart } from '@cic/contract/overtime/parent-invoices';
import { formatSen } from '@cic/contract/shared/money';
import type { UseMutationResult } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toastError } from '@/components/ui/use-toast';

/**
 * Pay RM x: the bill opened at the gateway (the simulator in development), where the browser is
 * sent. A refusal is told in a toast with the server's message; the payment's hook reads the
 * invoices again.
 */
export function PayOnlineButton<Variables>({
  payment,
  variables,
  amountSen,
  disabled = false,
}: {
  payment: UseMutationResult<ParentInvoicePaymentStart, Error, Variables>;
  variables: Variables;
  amountSen: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation('payments');
  // Still opening once answered: the browser is on its way to the bill.
  const opening = payment.isPending || payment.isSuccess;
  const start = () =>
    payment.mutate(variables, {
      onSuccess: ({ paymentUrl }) => window.location.assign(paymentUrl),
      onError: (error) => toastError(error),
    });
  return (
    <Button size="lg" onClick={start} disabled={disabled || opening}>
      <CreditCard aria-hidden="true" />
      {opening ? t('opening') : t('pay', { amount: formatSen(amountSen) })}
    </Button>
  );
}
