import { incidentKinds } from '@cic/contract/incidents/incident-report';
import { isCalendarDate } from '@cic/contract/shared/calendar-date';
import { todayInKualaLumpur } from '@/lib/time';
import type { AdminIncidentFilters } from '../api/admin-incidents';

/**
 * The admin list's filters from the address bar; the period is this month so far unless given,
 * as the server's default, so the fields show what the list holds. A value it cannot read is none.
 */
export function readAdminIncidentFilters(params: URLSearchParams, today = todayInKualaLumpur()) {
  const from = params.get('from');
  const to = params.get('to');
  const kind = params.get('kind');
  const centreId = params.get('centre');
  return {
    from: from && isCalendarDate(from) ? from : `${today.slice(0, 8)}01`,
    to: to && isCalendarDate(to) ? to : today,
    kind: incidentKinds.find((each) => each === kind),
    centre: centreId || undefined,
  };
}

/** The filters as the API takes them. */
export const apiIncidentFilters = ({ centre, ...filters }: ReturnType<typeof readAdminIncidentFilters>) =>
  ({ ...filters, centreId: centre }) satisfies AdminIncidentFilters;
