import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { returnedRow } from '../../db/returned-row';
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
      /** The child's record of `status` on `day` in `record`'s alias of check-ins. */
      const recordOfDay = (record: typeof arrival | typeof departure, status: 'CHECKIN' | 'CHECKOUT') => [
        eq(record.childId, children.id),
        eq(record.localDate, day),
        eq(record.status, status),
      ];
      const [row] = await db
        .select({
          id: children.id,
          checkIn: { id: arrival.id, recordedAt: arrival.recordedAt, packageId: arrival.packageId },
          checkedOut: sql<boolean>`${departure.id} IS NOT NULL`,
        })
        .from(children)
        .leftJoin(arrival, and(...recordOfDay(arrival, 'CHECKIN'), eq(arrival.centreId, centreId)))
        .leftJoin(departure, and(...recordOfDay(departure, 'CHECKOUT')))
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
      return returnedRow(
        await db
          .insert(checkIns)
          .values({ ...values, status: 'CHECKOUT', recordedAfterwards: true })
          .returning({ id: checkIns.id, recordedAt: checkIns.recordedAt }),
        'missed check-out insert',
      );
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
