import { incidentMessages } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { isParentsChild } from '../../db/family-children';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { createIncidentReader } from './incident-reader';
import { presentSummary } from './incident-view';
import { createIncidentReadRepository } from './read-repository';
import { createIncidentRepository } from './repository';

const notFound = () => new AppError('NOT_FOUND', incidentMessages.notFound);
const parentListLimit = 100;

/** Reports as a parent reads them: their own children's only (another's answers 404). */
export function createIncidentParentService(ctx: Pick<AppContext, 'db' | 'clock' | 'storage'>) {
  const reader = createIncidentReader(ctx);
  const reads = createIncidentReadRepository(ctx.db);

  async function theirs(parentId: string, incidentId: string) {
    const row = await reader.row(incidentId);
    if (!row || !(await isParentsChild(ctx.db, parentId, row.childId))) throw notFound();
    return row;
  }

  return {
    async list(parentId: string) {
      return (await reads.summaries({ parentId }, parentListLimit)).map(presentSummary);
    },

    async one(parentId: string, incidentId: string) {
      return reader.present(await theirs(parentId, incidentId));
    },

    /** The parent has read the report: their name and the time are kept; a second time changes nothing. */
    async acknowledge(parentId: string, incidentId: string) {
      const row = await theirs(parentId, incidentId);
      return inTransaction(ctx.db, createIncidentRepository, async (tx) => {
        const at = await tx.acknowledge({
          incidentId,
          parentId,
          parentName: await tx.parentName(parentId),
          version: row.version,
          acknowledgedAt: ctx.clock(),
        });
        const kept = at ?? (await tx.acknowledgedAt(incidentId, parentId)) ?? ctx.clock();
        return { at: kept.toISOString() };
      });
    },
  };
}
export type IncidentParentService = ReturnType<typeof createIncidentParentService>;
