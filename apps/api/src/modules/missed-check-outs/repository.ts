import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { checkIns, children } from '../../db/schema/index';

export function createMissedCheckOutsRepository(db: Db) {
  return {
    /**
     * A child of the centre with the check-in it recorded on `day` (null without one) and whether
     * that day already has a check-out: one query over the unique (child, day, status) key.
     */
    async dayOfChild(centreId: string, childId: string, day: string) {
      const arrival = alias(checkIns, 'arrival');
      const departure = alias(checkIns, 'departure');
      const [row] = await db
        .select({
          id: children.id,
          checkIn: { id: arrival.id, recordedAt: arrival.recordedAt, packageId: arrival.packageId },
          checkedOut: sql<boolean>`${departure.id} IS NOT NULL`,
        })
        .from(children)
        .leftJoin(
          arrival,
          and(
            eq(arrival.childId, children.id),
            eq(arrival.localDate, day),
            eq(arrival.status, 'CHECKIN'),
            eq(arrival.centreId, centreId),
          ),
        )
        .leftJoin(
          departure,
          and(
            eq(departure.childId, children.id),
            eq(departure.localDate, day),
            eq(departure.status, 'CHECKOUT'),
          ),
        )
        .where(and(eq(children.id, childId), eq(children.centreId, centreId)));
      return row ?? null;
    },

    /** The check-out recorded afterwards: no photo, no temperature, nobody named as the collector. */
    async insert(values: {
      childId: string;
      centreId: string;
      recordedAt: Date;
      localDate: string;
      recordedById: string;
      packageId: string | null;
    }) {
      const [row] = await db
        .insert(checkIns)
        .values({ ...values, status: 'CHECKOUT', recordedAfterwards: true })
        .returning({ id: checkIns.id, recordedAt: checkIns.recordedAt });
      if (!row) throw new Error('missed check-out insert returned no row');
      return row;
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
