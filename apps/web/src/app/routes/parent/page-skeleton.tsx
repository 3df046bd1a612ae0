import { useTranslation } from 'react-i18next';
import { LoadingBlocks } from '@/components/loading-blocks';

/** A calm stand-in while a page's data arrives. */
export function PageSkeleton() {
  const { t } = useTranslation('parent');
  return (
    <LoadingBlocks
      label={t('loading')}
      blocks={['h-8 w-48', 'h-32 rounded-2xl', 'h-32 rounded-2xl']}
      className="grid gap-4 p-4"
    />
  );
}
