import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';

/** The admin index when no module with a built page is granted (later admins start with none). */
export function NoModulesPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('noModules.pageTitle'));
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <ShieldAlert aria-hidden="true" className="size-10 text-brand-400" />
      <h1 className="text-xl font-semibold text-zinc-900">{t('noModules.title')}</h1>
      <p className="max-w-md text-sm text-zinc-600">{t('noModules.text')}</p>
    </section>
  );
}
