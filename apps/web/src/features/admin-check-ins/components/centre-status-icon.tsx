import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Green check for a registered (activated) centre, red cross for one not yet activated (spec 2 §2.9). */
export function CentreStatusIcon({ registered, className }: { registered: boolean; className?: string }) {
  const { t } = useTranslation('admin');
  const label = registered ? t('centre.registered') : t('centre.notRegistered');
  const Icon = registered ? CircleCheck : CircleX;
  return (
    <span title={label} className={cn('inline-flex shrink-0', className)}>
      <Icon aria-hidden="true" className={cn('size-4', registered ? 'text-green-600' : 'text-red-600')} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
