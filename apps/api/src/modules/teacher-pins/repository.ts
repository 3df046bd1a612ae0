import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import { centreDevices, centres, managers } from '../../db/schema/index';

export function createTeacherPinsRepository(db: Db) {
  return {
    async insertDevice(centreId: string, tokenHash: string, expiresAt: Date) {
      return returnedRow(
        await db
          .insert(centreDevices)
          .values({ centreId, tokenHash, expiresAt })
          .returning({ id: centreDevices.id }),
        'device insert',
      );
    },

    /** A device session that has not expired, with its centre's idle time. */
    liveDevice(tokenHash: string, now: Date) {
      return db
        .select({
          id: centreDevices.id,
          centreId: centreDevices.centreId,
          signedInManagerIds: centreDevices.signedInManagerIds,
          idleMinutes: centres.idleMinutes,
        })
        .from(centreDevices)
        .innerJoin(centres, eq(centres.id, centreDevices.centreId))
        .where(and(eq(centreDevices.tokenHash, tokenHash), gt(centreDevices.expiresAt, now)))
        .then(rowOrNull);
    },

    /** Remembers that this person entered their right PIN on this device. */
    async rememberSignIn(deviceId: string, managerId: string) {
      await db
        .update(centreDevices)
        .set({
          signedInManagerIds: sql`array_append(${centreDevices.signedInManagerIds}, ${managerId}::uuid)`,
        })
        .where(
          and(
            eq(centreDevices.id, deviceId),
            sql`not (${managerId}::uuid = any(${centreDevices.signedInManagerIds}))`,
          ),
        );
    },

    /** Forgets on every device that this person entered their right PIN there (a new PIN). */
    async forgetSignIns(managerId: string) {
      await db
        .update(centreDevices)
        .set({
          signedInManagerIds: sql`array_remove(${centreDevices.signedInManagerIds}, ${managerId}::uuid)`,
        })
        .where(sql`${managerId}::uuid = any(${centreDevices.signedInManagerIds})`);
    },

    /** When each of these devices was signed in to the centre (those still there). */
    async devicesSince(deviceIds: string[]) {
      if (deviceIds.length === 0) return new Map<string, Date>();
      const rows = await db
        .select({ id: centreDevices.id, createdAt: centreDevices.createdAt })
        .from(centreDevices)
        .where(inArray(centreDevices.id, deviceIds));
      return new Map(rows.map((row) => [row.id, row.createdAt]));
    },

    /** Signs every device of the centre out (a new centre password). */
    async deleteDevicesOf(centreId: string) {
      await db.delete(centreDevices).where(eq(centreDevices.centreId, centreId));
    },

    /** A current teacher or head of centre of the centre, with their PIN hash. */
    personOfCentre(centreId: string, managerId: string) {
      return db
        .select({ id: managers.id, superManager: managers.isSuperManager, pinHash: managers.pinHash })
        .from(managers)
        .where(and(eq(managers.id, managerId), eq(managers.centreId, centreId), isNull(managers.deletedAt)))
        .then(rowOrNull);
    },

    async setPinHash(managerId: string, pinHash: string) {
      await db.update(managers).set({ pinHash }).where(eq(managers.id, managerId));
    },

    async idleMinutes(centreId: string) {
      const rows = await db
        .select({ idleMinutes: centres.idleMinutes })
        .from(centres)
        .where(eq(centres.id, centreId));
      return rows[0]?.idleMinutes ?? null;
    },

    async setIdleMinutes(centreId: string, idleMinutes: number) {
      await db.update(centres).set({ idleMinutes }).where(eq(centres.id, centreId));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
export type TeacherPinsRepository = ReturnType<typeof createTeacherPinsRepository>;
