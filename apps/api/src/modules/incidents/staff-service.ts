import {
  captureClockSkewMs,
  type Incident,
  type IncidentCorrection,
  type IncidentFields,
  type IncidentListFilter,
  type IncidentReport,
  type IncidentReview,
  incidentMessages,
  kualaLumpurDay,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { ManagerPrincipal } from '../../http/principal';
import type { FollowUpLog } from '../../shared/queue-follow-up';
import { createIncidentReader } from './incident-reader';
import { presentSummary, presentVersion } from './incident-view';
import { queueIncidentNotice } from './notice-job';
import { createIncidentReadRepository } from './read-repository';
import { createIncidentRepository } from './repository';

const notFound = () => new AppError('NOT_FOUND', incidentMessages.notFound);
/** The head of centre's lists are short: the open reports of one centre. */
const centreListLimit = 200;

/**
 * Reports as the centre's staff write and read them (issue 44, decision 124): teachers and heads
 * of centre file and correct reports of their signed-in centre's children, the head of centre
 * completes them; another centre's report or child answers 404.
 */
export function createIncidentStaffService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'storage' | 'jobs' | 'config'>,
) {
  const reader = createIncidentReader(ctx);
  const reads = createIncidentReadRepository(ctx.db);

  /** When it happened: not ahead of the server's clock (a phone's may run a little fast). */
  function occurrence(fields: IncidentFields) {
    const occurredAt = new Date(fields.occurredAt);
    if (occurredAt.getTime() > ctx.clock().getTime() + captureClockSkewMs) {
      throw new AppError('VALIDATION_FAILED', incidentMessages.occurredInFuture, 'occurredAt');
    }
    return { occurredAt, localDate: kualaLumpurDay(occurredAt) };
  }

  async function ofCentre(staff: ManagerPrincipal, incidentId: string) {
    const row = await reader.row(incidentId);
    if (!row || row.centreId !== staff.centreId) throw notFound();
    return row;
  }

  const answer = async (incidentId: string) => {
    const row = await reader.row(incidentId);
    if (!row) throw notFound();
    return reader.present(row);
  };

  return {
    /** Files a report; its parents are told at once, on the job queue. */
    async file(staff: ManagerPrincipal, body: IncidentReport, log: FollowUpLog): Promise<Incident> {
      const { childId, ...fields } = body;
      const when = occurrence(fields);
      const now = ctx.clock();
      const id = await inTransaction(ctx.db, createIncidentRepository, async (tx, db) => {
        if (!(await tx.activeChildOf(staff.centreId, childId))) {
          throw new AppError('NOT_FOUND', incidentMessages.childNotFound, 'childId');
        }
        const row = await tx.insert({
          centreId: staff.centreId,
          childId,
          kind: fields.kind,
          details: fields,
          ...when,
          recordedById: staff.managerId,
          recordedAt: now,
          filedById: staff.managerId,
          filedAt: now,
        });
        await reader.photos.attach(
          db,
          staff.centreId,
          fields.photoIds,
          { incidentId: row.id },
          incidentMessages.photoNotFound,
        );
        return row.id;
      });
      await queueIncidentNotice(ctx.jobs, log, id);
      return answer(id);
    },

    /** A new version with who, when and why; the one it replaces is kept. */
    async correct(staff: ManagerPrincipal, incidentId: string, correction: IncidentCorrection) {
      const { reason, ...fields } = correction;
      const when = occurrence(fields);
      await inTransaction(ctx.db, createIncidentRepository, async (tx, db) => {
        const current = await tx.ofCentreLocked(staff.centreId, incidentId);
        if (!current) throw notFound();
        await reader.photos.attach(
          db,
          staff.centreId,
          fields.photoIds,
          { incidentId },
          incidentMessages.photoNotFound,
        );
        await tx.replaceVersion(current, {
          kind: fields.kind,
          details: fields,
          ...when,
          recordedById: staff.managerId,
          recordedAt: ctx.clock(),
          reason,
        });
      });
      return answer(incidentId);
    },

    /** The head of centre's review and action taken: the report is completed, once. */
    async complete(hoc: ManagerPrincipal, incidentId: string, review: IncidentReview) {
      await inTransaction(ctx.db, createIncidentRepository, async (tx) => {
        const current = await tx.ofCentreLocked(hoc.centreId, incidentId);
        if (!current) throw notFound();
        if (current.status === 'COMPLETED') throw new AppError('CONFLICT', incidentMessages.completed);
        await tx.complete(incidentId, { note: review.note, by: hoc.managerId, at: ctx.clock() });
      });
      return answer(incidentId);
    },

    async one(staff: ManagerPrincipal, incidentId: string) {
      return reader.present(await ofCentre(staff, incidentId));
    },

    /** Every version, oldest first: the current one last. */
    async versions(staff: ManagerPrincipal, incidentId: string) {
      const row = await ofCentre(staff, incidentId);
      const earlier = await reads.versionsOf(incidentId);
      return [...earlier.map(presentVersion), presentVersion({ ...row, details: row.details })];
    },

    async ofChild(staff: ManagerPrincipal, childId: string) {
      const child = await reads.child(childId);
      if (!child || child.centreId !== staff.centreId) {
        throw new AppError('NOT_FOUND', incidentMessages.childNotFound);
      }
      const rows = await reads.summaries({ childId }, centreListLimit);
      return rows.map(presentSummary);
    },

    /** The head of centre's list: reports not completed, or not acknowledged by a parent yet. */
    async list(hoc: ManagerPrincipal, filter: IncidentListFilter) {
      const which = filter === 'OPEN' ? { open: true as const } : { unacknowledged: true as const };
      const rows = await reads.summaries({ centreId: hoc.centreId, ...which }, centreListLimit);
      return rows.map(presentSummary);
    },
  };
}
export type IncidentStaffService = ReturnType<typeof createIncidentStaffService>;
