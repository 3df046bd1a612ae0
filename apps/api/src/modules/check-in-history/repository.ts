import { and, countDistinct, desc, eq, inArray } from 'drizzle-orm';
import { collectorColumns } from '../../db/check-in-records';
import type { Db } from '../../db/client';
import { checkIns, managers } from '../../db/schema/index';

export function createCheckInHistoryRepository(db: Db) {
  return {
    /** How many Kuala Lumpur days have any record for the child. */
    async countDays(childId: string) {
      const [row] = await db
        .select({ days: countDistinct(checkIns.localDate) })
        .from(checkIns)
        .where(eq(checkIns.childId, childId));
      return row?.days ?? 0;
    },

    /** Every record of a page of days (newest day first), with who recorded it, in one query. */
    async recordsOfDays(childId: string, limit: number, offset: number) {
      const days = db
        .selectDistinct({ localDate: checkIns.localDate })
        .from(checkIns)
        .where(eq(checkIns.childId, childId))
        .orderBy(desc(checkIns.localDate))
        .limit(limit)
        .offset(offset);
      return db
        .select({
          id: checkIns.id,
          status: checkIns.status,
          localDate: checkIns.localDate,
          recordedAt: checkIns.recordedAt,
          temperature: checkIns.temperature,
          note: checkIns.note,
          photoKey: checkIns.photoKey,
          thumbnailKey: checkIns.thumbnailKey,
          recordedBy: managers.name,
          fever: checkIns.fever,
          ...collectorColumns,
          recordedAfterwards: checkIns.recordedAfterwards,
        })
        .from(checkIns)
        .innerJoin(managers, eq(managers.id, checkIns.recordedById))
        .where(and(eq(checkIns.childId, childId), inArray(checkIns.localDate, days)))
        .orderBy(desc(checkIns.localDate), checkIns.recordedAt);
    },
  };
}
