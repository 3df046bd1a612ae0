import { useParams } from 'react-router';
import { paths } from '@/app/paths';
import { CentreDrawerLayout } from '@/components/centre-drawer-layout';
import { ActivityCentreSidebar } from '@/features/admin-activities/components/activity-centre-sidebar';
import { useDayParam } from '../check-ins/use-day-param';

/** The nested layout of a centre's activities (spec 3 §2.2): the centres beside the page. */
export function CentreActivitiesLayout() {
  const { centerId } = useParams();
  const { date, query } = useDayParam();
  const backHref = paths.admin.activities.href(query);
  return (
    <CentreDrawerLayout
      backHref={backHref}
      sidebar={
        <ActivityCentreSidebar
          date={date}
          currentId={centerId}
          backHref={backHref}
          centreHref={(id) => paths.admin.activitiesCentre.href(id, query)}
          className="h-full"
        />
      }
    />
  );
}
