import { and, asc, count, desc, eq, gte, inArray, lte, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { keptVersionsOf } from '../../db/kept-versions';
import {
  centres,
  children,
  familyMembers,
  incidentAcknowledgements,
  incidents,
  incidentVersions,
  managers,
} from '../../db/schema/index';

const filer = alias(managers, 'filer');
const recorder = alias(managers, 'recorder');
const reviewer = alias(managers, 'reviewer');

/** A report with the names it shows: the child, the centre, who filed, recorded and reviewed it. */
const reportColumns = {
  id: incidents.id,
  centreId: incidents.centreId,
  centreName: centres.name,
  childId: incidents.childId,
  childName: children.name,
  familyId: children.familyId,
  kind: incidents.kind,
  details: incidents.details,
  occurredAt: incidents.occurredAt,
  status: incidents.status,
  version: incidents.version,
  recordedAt: incidents.recordedAt,
  recordedById: incidents.recordedById,
  recordedByName: recorder.name,
  reason: incidents.reason,
  filedAt: incidents.filedAt,
  filedById: incidents.filedById,
  filedByName: filer.name,
  reviewNote: incidents.reviewNote,
  reviewedAt: incidents.reviewedAt,
  reviewedById: incidents.reviewedById,
  reviewedByName: reviewer.name,
};

/** The first acknowledgement of the report, if any. */
const firstAcknowledgement = sql<Date | null>`(
  select min(${incidentAcknowledgements.acknowledgedAt}) from ${incidentAcknowledgements}
  where ${incidentAcknowledgements.incidentId} = ${incidents.id})`.mapWith((value) =>
  value === null ? null : new Date(value),
);
const acknowledged = sql`exists (select 1 from ${incidentAcknowledgements}
  where ${incidentAcknowledgements.incidentId} = ${incidents.id})`;

/** Which reports a list holds; every criterion given must hold. */
export type IncidentCriteria = {
  centreId?: string;
  childId?: string;
  /** The children of the parent's families. */
  parentId?: string;
  /** Not completed yet. */
  open?: true;
  /** No parent has acknowledged it yet. */
  unacknowledged?: true;
  /** Kuala Lumpur days it happened, `yyyy-MM-dd`, both included. */
  from?: string;
  to?: string;
  kind?: (typeof incidents.kind.enumValues)[number];
  filedSince?: Date;
  filedBefore?: Date;
};

function whereOf(criteria: IncidentCriteria): SQL | undefined {
  const { centreId, childId, parentId, kind, from, to, filedSince, filedBefore } = criteria;
  return and(
    centreId ? eq(incidents.centreId, centreId) : undefined,
    childId ? eq(incidents.childId, childId) : undefined,
    parentId
      ? inArray(
          incidents.childId,
          sql`(select ${children.id} from ${children} join ${familyMembers}
            on ${familyMembers.familyId} = ${children.familyId} where ${familyMembers.parentId} = ${parentId})`,
        )
      : undefined,
    criteria.open ? eq(incidents.status, 'FILED') : undefined,
    criteria.unacknowledged ? not(acknowledged) : undefined,
    from ? gte(incidents.localDate, from) : undefined,
    to ? lte(incidents.localDate, to) : undefined,
    kind ? eq(incidents.kind, kind) : undefined,
    filedSince ? gte(incidents.filedAt, filedSince) : undefined,
    filedBefore ? lte(incidents.filedAt, filedBefore) : undefined,
  );
}

export type IncidentReportRow = Awaited<
  ReturnType<ReturnType<typeof createIncidentReadRepository>['reports']>
>[number];

/** Reads of reports: one with its names, lists, versions, acknowledgements; admins' reads audited. */
export function createIncidentReadRepository(db: Db) {
  const reportQuery = () =>
    db
      .select(reportColumns)
      .from(incidents)
      .innerJoin(children, eq(children.id, incidents.childId))
      .innerJoin(centres, eq(centres.id, incidents.centreId))
      .innerJoin(filer, eq(filer.id, incidents.filedById))
      .innerJoin(recorder, eq(recorder.id, incidents.recordedById))
      .leftJoin(reviewer, eq(reviewer.id, incidents.reviewedById));

  return {
    async report(incidentId: string) {
      const [row] = await reportQuery().where(eq(incidents.id, incidentId));
      return row ?? null;
    },

    /** Whole reports in the order they happened (the CSV's), a batch at a time. */
    reports(criteria: IncidentCriteria, limit: number, offset: number) {
      return reportQuery()
        .where(whereOf(criteria))
        .orderBy(asc(incidents.occurredAt), asc(incidents.id))
        .limit(limit)
        .offset(offset);
    },

    /** A list's lines, latest first. */
    summaries(criteria: IncidentCriteria, limit: number, offset = 0) {
      return db
        .select({
          id: incidents.id,
          childId: incidents.childId,
          childName: children.name,
          centreId: incidents.centreId,
          centreName: centres.name,
          kind: incidents.kind,
          occurredAt: incidents.occurredAt,
          place: sql<string>`${incidents.details}->>'place'`,
          status: incidents.status,
          filedAt: incidents.filedAt,
          acknowledgedAt: firstAcknowledgement,
        })
        .from(incidents)
        .innerJoin(children, eq(children.id, incidents.childId))
        .innerJoin(centres, eq(centres.id, incidents.centreId))
        .where(whereOf(criteria))
        .orderBy(desc(incidents.occurredAt), desc(incidents.id))
        .limit(limit)
        .offset(offset);
    },

    async total(criteria: IncidentCriteria) {
      const [row] = await db.select({ total: count() }).from(incidents).where(whereOf(criteria));
      return row?.total ?? 0;
    },

    acknowledgementsOf(incidentIds: string[]) {
      if (incidentIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          incidentId: incidentAcknowledgements.incidentId,
          parentName: incidentAcknowledgements.parentName,
          at: incidentAcknowledgements.acknowledgedAt,
          version: incidentAcknowledgements.version,
        })
        .from(incidentAcknowledgements)
        .where(inArray(incidentAcknowledgements.incidentId, incidentIds))
        .orderBy(asc(incidentAcknowledgements.acknowledgedAt));
    },

    /** The versions corrections replaced, oldest first, with who recorded each. */
    versionsOf(incidentId: string) {
      return keptVersionsOf(db, incidentVersions, incidentVersions.incidentId, incidentId, {
        details: incidentVersions.details,
      });
    },

    /** The child with its centre, or null. */
    async child(childId: string) {
      const [row] = await db
        .select({ id: children.id, centreId: children.centreId })
        .from(children)
        .where(eq(children.id, childId));
      return row ?? null;
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
