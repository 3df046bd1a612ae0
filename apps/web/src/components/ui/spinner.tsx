import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** A spinning circle in the brand purple; `label` is read by screen readers. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <span role="status" className="inline-flex">
      <LoaderCircle aria-hidden="true" className={cn('size-6 animate-spin text-brand-600', className)} />
      <span className="sr-only">{label ?? t('shell.loading')}</span>
    </span>
  );
}
