import type { AppContext } from '../../app-context';
import { incidentAdminRoutes } from './admin-routes';
import { createIncidentPdfs } from './incident-pdfs';
import { incidentParentRoutes } from './parent-routes';
import { incidentStaffRoutes } from './staff-routes';

/** Incident and accident reports (issue 44, decision 124): staff, parents and head office. */
export function incidentRoutes(ctx: AppContext) {
  const pdfs = createIncidentPdfs(ctx);
  return [
    ...incidentStaffRoutes(ctx, pdfs),
    ...incidentParentRoutes(ctx, pdfs),
    ...incidentAdminRoutes(ctx, pdfs),
  ];
}
