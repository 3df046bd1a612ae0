import { feverThresholdOf } from '@cic/contract';
import { and, desc, eq } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import { doorTemperature, withChildAndTeacher } from '../../db/check-in-records';
import type { Db } from '../../db/client';
import { checkInSettings, checkIns, children, managers } from '../../db/schema/index';

export function createFeverRepository(db: Db) {
  return {
    /** Head office's threshold, or the default until one is set. */
    async threshold() {
      const rows = await db
        .select({ threshold: checkInSettings.feverThreshold })
        .from(checkInSettings)
        .where(eq(checkInSettings.id, 1));
      return feverThresholdOf(rows[0]?.threshold);
    },

    /** Sets the threshold and writes its audit row in one transaction; answers the previous one. */
    async setThreshold(threshold: number, adminId: string, audit: (from: number) => AuditEntry) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ threshold: checkInSettings.feverThreshold })
          .from(checkInSettings)
          .where(eq(checkInSettings.id, 1))
          .for('update');
        const from = feverThresholdOf(before?.threshold);
        await tx
          .insert(checkInSettings)
          .values({ id: 1, feverThreshold: threshold, updatedByAdminId: adminId })
          .onConflictDoUpdate({
            target: checkInSettings.id,
            set: { feverThreshold: threshold, updatedByAdminId: adminId, updatedAt: new Date() },
          });
        await writeAudit(tx, audit(from));
        return from;
      });
    },

    /** The centre's records of one Kuala Lumpur day flagged as a fever, newest first. */
    async flaggedOn(centreId: string, day: string) {
      return withChildAndTeacher(
        db
          .select({
            checkInId: checkIns.id,
            studentId: children.id,
            studentName: children.name,
            status: checkIns.status,
            recordedAt: checkIns.recordedAt,
            temperature: doorTemperature,
            recordedBy: managers.name,
          })
          .from(checkIns)
          .$dynamic(),
      )
        .where(and(eq(checkIns.centreId, centreId), eq(checkIns.localDate, day), eq(checkIns.fever, true)))
        .orderBy(desc(checkIns.recordedAt));
    },
  };
}
