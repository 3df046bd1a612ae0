import type { CentreDayRow } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CentreStatusIcon } from './centre-status-icon';

type CentreLinkProps = { row: CentreDayRow; centreHref: (centreId: string) => string; className?: string };

/** A centre's registered mark and name: a link when registered, greyed when not (spec 2 §2.9). */
export function CentreName({ row, centreHref, className }: CentreLinkProps) {
  return (
    <span className={cn('flex items-center gap-2', className)}>
      <CentreStatusIcon registered={row.registerStatus} />
      {row.registerStatus ? (
        <Link
          to={centreHref(row.id)}
          className="truncate font-medium text-zinc-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {row.name}
        </Link>
      ) : (
        <span className="truncate text-zinc-400">{row.name}</span>
      )}
    </span>
  );
}

/** 'View' for a registered centre, 'Activate' for one that is not. */
export function CentreAction({
  row,
  centreHref,
  onActivate,
}: Omit<CentreLinkProps, 'className'> & { onActivate: (centre: CentreDayRow) => void }) {
  const { t } = useTranslation('admin');
  return row.registerStatus ? (
    <Button asChild variant="outline" size="sm">
      <Link to={centreHref(row.id)} aria-label={t('checkins.viewCentre', { name: row.name })}>
        {t('checkins.view')}
      </Link>
    </Button>
  ) : (
    <Button
      size="sm"
      aria-label={t('checkins.activateCentre', { name: row.name })}
      onClick={() => onActivate(row)}
    >
      {t('checkins.activate')}
    </Button>
  );
}
