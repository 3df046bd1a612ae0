import type { Incident } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { createCarePhotos } from '../care';
import { presentIncident } from './incident-view';
import { createIncidentReadRepository, type IncidentReportRow } from './read-repository';

/** Reads one report as the API answers it, for whoever the caller checked may see it. */
export function createIncidentReader(ctx: Pick<AppContext, 'db' | 'clock' | 'storage'>) {
  const reads = createIncidentReadRepository(ctx.db);
  const photos = createCarePhotos(ctx);
  return {
    photos,
    row: (incidentId: string) => reads.report(incidentId),
    async present(row: IncidentReportRow): Promise<Incident> {
      return presentIncident(photos, row, await reads.acknowledgementsOf([row.id]));
    },
  };
}
export type IncidentReader = ReturnType<typeof createIncidentReader>;
