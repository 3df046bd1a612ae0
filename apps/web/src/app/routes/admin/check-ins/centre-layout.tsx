import { useParams } from 'react-router';
import { paths } from '@/app/paths';
import { CentreDrawerLayout } from '@/components/centre-drawer-layout';
import { CentreSidebar } from '@/features/admin-check-ins/components/centre-sidebar';
import { useDayParam } from './use-day-param';

/** The nested layout of a centre's check-ins (spec 2 §2.9): the centres beside the page. */
export function CentreCheckinsLayout() {
  const { centerId } = useParams();
  const { date, query } = useDayParam();
  const backHref = paths.admin.checkins.href(query);
  return (
    <CentreDrawerLayout
      backHref={backHref}
      sidebar={
        <CentreSidebar
          date={date}
          currentId={centerId}
          backHref={backHref}
          centreHref={(id) => paths.admin.checkinsCentre.href(id, query)}
          className="h-full"
        />
      }
    />
  );
}
