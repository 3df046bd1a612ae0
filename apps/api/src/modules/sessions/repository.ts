import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { grantedModules } from '../../db/granted-modules';
import { centreNamed } from '../../db/named-records';
import { rowOrNull } from '../../db/row-or-null';
import type { SessionOpenedWith } from '../../db/schema/enums';
import { admins, centres, managers, parents, sessions } from '../../db/schema/index';

export type SessionSubject =
  | { subjectType: 'parent'; parentId: string }
  | { subjectType: 'manager'; managerId: string }
  | { subjectType: 'admin'; adminId: string };

function belongsTo(subject: SessionSubject) {
  if (subject.subjectType === 'parent') return eq(sessions.parentId, subject.parentId);
  if (subject.subjectType === 'manager') return eq(sessions.managerId, subject.managerId);
  return eq(sessions.adminId, subject.adminId);
}

export function createSessionRepository(db: Db) {
  const findLiveStatement = db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      openedAt: sessions.createdAt,
      subjectType: sessions.subjectType,
      parentId: parents.id,
      parentEmail: parents.email,
      managerId: managers.id,
      managerName: managers.name,
      managerCentreId: managers.centreId,
      managerIsSuper: managers.isSuperManager,
      adminId: admins.id,
      adminEmail: admins.email,
    })
    .from(sessions)
    .leftJoin(parents, eq(parents.id, sessions.parentId))
    .leftJoin(managers, and(eq(managers.id, sessions.managerId), isNull(managers.deletedAt)))
    .leftJoin(admins, eq(admins.id, sessions.adminId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_live_session');

  return {
    async insert(
      tokenHash: string,
      subject: SessionSubject,
      expiresAt: Date,
      openedWith: SessionOpenedWith | undefined,
      openedAt: Date,
    ) {
      await db.insert(sessions).values({ tokenHash, expiresAt, openedWith, createdAt: openedAt, ...subject });
    },

    /** One row with whichever subject the live session belongs to (every request asks: prepared once). */
    findLive(tokenHash: string, now: Date) {
      return findLiveStatement.execute({ tokenHash, now }).then(rowOrNull);
    },

    /** Modules granted to an admin that are switched on, in the admin's own order. */
    async enabledModuleKeys(adminId: string) {
      const granted = await grantedModules(db, adminId);
      return granted.filter((module) => module.isEnabled).map((module) => module.key);
    },

    async deleteById(sessionId: string) {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /**
     * Ends every session of one subject and writes its audit row in the same transaction; the row
     * is built from how many sessions ended. Returns that number.
     */
    async deleteAllOf(subject: SessionSubject, audit: (endedSessions: number) => AuditEntry) {
      return db.transaction(async (tx) => {
        const ended = await tx.delete(sessions).where(belongsTo(subject)).returning({ id: sessions.id });
        await writeAudit(tx, audit(ended.length));
        return ended.length;
      });
    },

    /** Ends a staff member's sessions opened with a PIN (but `keep`); answers how many ended. */
    async deletePinSessionsOf(managerId: string, keep: string | null) {
      const ended = await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.managerId, managerId),
            eq(sessions.openedWith, 'pin'),
            keep ? ne(sessions.id, keep) : undefined,
          ),
        )
        .returning({ id: sessions.id });
      return ended.length;
    },

    async deleteForManagers(managerIds: string[]) {
      if (managerIds.length === 0) return;
      await db.delete(sessions).where(inArray(sessions.managerId, managerIds));
    },

    /** A notice of our own on the change channel; it reaches every listener after earlier ones. */
    async announce(channel: string, notice: string) {
      await db.execute(sql`select pg_notify(${channel}, ${notice})`);
    },

    centreOf(centreId: string) {
      return db.select(centreNamed).from(centres).where(eq(centres.id, centreId)).then(rowOrNull);
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
