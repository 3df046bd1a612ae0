import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button } from './ui/button';

/** Any unknown path (spec 1 §2, spec 2 §2.20). */
export function NotFound() {
  const { t } = useTranslation('common');
  usePageTitle(t('notFound.title'));
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <FileQuestion aria-hidden="true" className="size-14 text-brand-400" />
      <p className="text-5xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-semibold text-zinc-900">{t('notFound.title')}</h1>
      <p className="max-w-sm text-zinc-600">{t('notFound.text')}</p>
      <Button asChild size="lg">
        <Link to="/">{t('shell.backToHome')}</Link>
      </Button>
    </section>
  );
}
