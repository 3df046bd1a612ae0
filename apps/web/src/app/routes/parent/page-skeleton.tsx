import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** A calm stand-in while a page's data arrives. */
export function PageSkeleton() {
  const { t } = useTranslation('parent');
  return (
    <div className="grid gap-4 p-4" role="status" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-32 rounded-2xl" />
      <Skeleton className="h-32 rounded-2xl" />
    </div>
  );
}
