import { organisationName, productName } from '@cic/contract';
import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The logo mark: a cap in a purple tile. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-xl bg-brand-600 text-white',
        className,
      )}
    >
      <GraduationCap className="size-5" />
    </span>
  );
}

/** Product name with the words 'by' and the organisation (spec 1 §1). */
export function ProductByline({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p className={cn('text-center', className)}>
      <span className="block text-lg font-semibold text-zinc-900">{productName}</span>
      <span className="block text-sm text-zinc-500">
        {t('shell.by')} <span className="font-medium text-brand-700">{organisationName}</span>
      </span>
    </p>
  );
}
