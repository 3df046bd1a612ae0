import { useTranslation } from 'react-i18next';
import { ProductByline } from './brand';
import { Spinner } from './ui/spinner';

/** Full-screen loader shown while authentication loads (spec 1 §1). */
export function LoadingView() {
  const { t } = useTranslation('common');
  return (
    <div className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-5 bg-white">
      <Spinner className="size-12" label={t('shell.loading')} />
      <ProductByline />
    </div>
  );
}
