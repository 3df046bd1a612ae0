import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCentreIncidents } from '../api/centre-incident-lists';

/** For the head of centre above the check-in list: the way to the reports, with how many are open. */
export function OpenIncidentsLink({ to }: { to: string }) {
  const { t } = useTranslation('incidents');
  const open = useCentreIncidents('OPEN');
  const count = open.data?.length ?? 0;
  return (
    <Link
      to={to}
      className="mx-4 mt-4 flex min-h-11 items-center gap-2 rounded-xl border border-zinc-200 bg-white px-3 text-sm font-medium text-zinc-900 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ShieldAlert aria-hidden="true" className="size-4 text-amber-600" />
      {count > 0 ? t('list.entryOpen', { count }) : t('list.entry')}
    </Link>
  );
}
