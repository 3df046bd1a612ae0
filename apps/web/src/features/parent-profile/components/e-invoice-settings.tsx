import type { ParentUser } from '@cic/contract/parent/parent-user';
import { ReceiptText } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoadError } from '@/components/inline-load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { messageText } from '@/i18n/i18n';
import { useEInvoiceBuyer } from '../api/get-e-invoice-buyer';
import { eInvoiceBuyerDefaults } from '../lib/e-invoice-buyer-form';
import { EInvoiceBuyerForm } from './e-invoice-buyer-form';
import { EInvoiceBuyerSummary } from './e-invoice-buyer-summary';

/**
 * Settings' 'e-Invoice' section (issue 42, decision 108): receipts go into the center's
 * consolidated e-invoice unless the parent asks for their own by giving their details here.
 */
export function EInvoiceSettings({ user }: { user: ParentUser }) {
  const { t } = useTranslation('e-invoice-buyer');
  const headingId = useId();
  const buyer = useEInvoiceBuyer();
  const [editing, setEditing] = useState(false);
  const section = useRef<HTMLElement>(null);
  const focusAfter = useFocusAfter();
  const find = (selector: string) => () => section.current?.querySelector<HTMLElement>(selector);

  const edit = () => {
    setEditing(true);
    focusAfter(find('form input'));
  };
  const leaveForm = () => {
    setEditing(false);
    focusAfter(find('[data-e-invoice-status]'), find('button'));
  };

  let content: ReactNode;
  if (buyer.isPending) content = <Skeleton className="h-24 rounded-lg" />;
  else if (buyer.isError) content = <InlineLoadError error={buyer.error} onRetry={() => buyer.refetch()} />;
  else if (editing) {
    content = (
      <EInvoiceBuyerForm
        defaults={eInvoiceBuyerDefaults(buyer.data, user)}
        onSaved={() => {
          toast({ title: messageText('success.eInvoiceBuyerSaved') });
          leaveForm();
        }}
        onCancel={leaveForm}
      />
    );
  } else if (buyer.data) {
    content = <EInvoiceBuyerSummary buyer={buyer.data} onEdit={edit} onStopped={leaveForm} />;
  } else {
    content = (
      <Button variant="outline" className="justify-self-start" onClick={edit}>
        {t('ask')}
      </Button>
    );
  }

  return (
    <Card className="p-5">
      <section ref={section} aria-labelledby={headingId} className="grid gap-4">
        <div className="grid gap-2">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-zinc-900">
            <ReceiptText aria-hidden className="size-5 text-brand-600" />
            {t('title')}
          </h2>
          <p className="text-sm text-zinc-600">{t('intro')}</p>
          <p className="text-xs text-zinc-500">{t('familyNote')}</p>
        </div>
        {content}
      </section>
    </Card>
  );
}
