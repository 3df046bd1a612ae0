import {
  type AdminIncidentPageQuery,
  type AdminIncidentQuery,
  incidentMessages,
  kualaLumpurDay,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import type { IncidentCsvRow } from './incident-csv';
import { createIncidentReader } from './incident-reader';
import { presentSummary } from './incident-view';
import { createIncidentReadRepository } from './read-repository';

/**
 * Reports across centres for head office (module CARE): a period's list and CSV, and each report,
 * every read of one written to the audit log as `incident.read`.
 */
export function createIncidentAdminService(ctx: Pick<AppContext, 'db' | 'clock' | 'storage'>) {
  const reader = createIncidentReader(ctx);
  const reads = createIncidentReadRepository(ctx.db);

  /** The period asked for; this month so far by default. */
  function criteriaOf(query: AdminIncidentQuery) {
    const today = kualaLumpurDay(ctx.clock());
    const from = query.from ?? `${today.slice(0, 7)}-01`;
    const to = query.to ?? today;
    if (from > to) throw new AppError('VALIDATION_FAILED', incidentMessages.period, 'to');
    return { from, to, kind: query.kind, centreId: query.centreId };
  }

  return {
    period(query: AdminIncidentQuery) {
      const { from, to } = criteriaOf(query);
      return { from, to };
    },

    async page(query: AdminIncidentPageQuery) {
      const criteria = criteriaOf(query);
      const [rows, total] = await Promise.all([
        reads.summaries(criteria, query.limit, (query.page - 1) * query.limit),
        reads.total(criteria),
      ]);
      return { rows: rows.map(presentSummary), meta: { page: query.page, limit: query.limit, total } };
    },

    /** The CSV's reports with their acknowledgements, a batch at a time. */
    async *batches(query: AdminIncidentQuery, size: number): AsyncIterable<IncidentCsvRow[]> {
      const criteria = criteriaOf(query);
      for (let offset = 0; ; offset += size) {
        const rows = await reads.reports(criteria, size, offset);
        const acknowledgements = await reads.acknowledgementsOf(rows.map((row) => row.id));
        yield rows.map((row) => ({
          ...row,
          acknowledgements: acknowledgements.filter((ack) => ack.incidentId === row.id),
        }));
        if (rows.length < size) return;
      }
    },

    /** One report, with an audit row naming the admin, the report and its centre. */
    async one(admin: AdminPrincipal, incidentId: string) {
      const row = await reader.row(incidentId);
      if (!row) throw new AppError('NOT_FOUND', incidentMessages.notFound);
      const answer = await reader.present(row);
      await reads.audit({
        ...adminActor(admin),
        action: 'incident.read',
        entityType: 'incident',
        entityId: incidentId,
        details: { centreId: row.centreId, childId: row.childId },
      });
      return answer;
    },
  };
}
export type IncidentAdminService = ReturnType<typeof createIncidentAdminService>;
