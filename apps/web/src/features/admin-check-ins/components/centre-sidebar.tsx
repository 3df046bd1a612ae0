import { CentreSidebarList } from '@/components/centre-sidebar-list';
import { useCentreDays } from '../api/get-centre-days';
import { CentreStatusIcon } from './centre-status-icon';

type CentreSidebarProps = {
  date: string;
  currentId: string | undefined;
  /** The centre list, keeping the query string. */
  backHref: string;
  centreHref: (centreId: string) => string;
  className?: string;
};

/** The nested layout's 300 px list of centres (spec 2 §2.9): Back, 'Checkins', search, names with status. */
export function CentreSidebar({ date, ...props }: CentreSidebarProps) {
  const centres = useCentreDays({ date, sortField: 'registerStatus', sortDirection: 'desc' });
  return (
    <CentreSidebarList
      {...props}
      heading="Checkins"
      centres={centres.data}
      loading={centres.isPending}
      leading={(centre) => <CentreStatusIcon registered={centre.registerStatus} />}
      dimmed={(centre) => !centre.registerStatus}
    />
  );
}
