import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button } from './ui/button';

type NotAvailablePageProps = {
  title: string;
  /** Where the way back leads: the area's home. */
  back: { to: string; label: string };
};

/** The route of a feature that is not built yet (decision 027): says so plainly, with a way back. */
export function NotAvailablePage({ title, back }: NotAvailablePageProps) {
  const { t } = useTranslation('common');
  usePageTitle(title);
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <Hourglass aria-hidden="true" className="size-12 text-brand-400" />
      <h1 className="text-2xl font-semibold text-zinc-900">{title}</h1>
      <p className="max-w-sm text-zinc-600">{t('notAvailable.text')}</p>
      <Button asChild size="lg">
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </section>
  );
}
