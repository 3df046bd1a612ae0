import { useTranslation } from 'react-i18next';
import { CentreSidebarList } from '@/components/centre-sidebar-list';
import { useCentreActivitySummaries } from '../api/get-centre-activity-summaries';

type ActivityCentreSidebarProps = {
  date: string;
  currentId: string | undefined;
  /** The centre list, keeping the query string. */
  backHref: string;
  centreHref: (centreId: string) => string;
  className?: string;
};

/** The nested layout's list of centres (spec 3 §2.2): Back, a search box, each centre with its month's count. */
export function ActivityCentreSidebar({ date, ...props }: ActivityCentreSidebarProps) {
  const { t } = useTranslation('admin-activities');
  const centres = useCentreActivitySummaries(date);
  return (
    <CentreSidebarList
      {...props}
      heading={t('list.title')}
      centres={centres.data}
      loading={centres.isPending}
      trailing={(centre) => (
        <span className="text-xs text-zinc-500 tabular-nums">{centre.totalActivities}</span>
      )}
    />
  );
}
