import { eq, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { returnedRow } from '../../db/returned-row';
import { rowOrNull } from '../../db/row-or-null';
import { centres, managers } from '../../db/schema/index';

export function createCentreActivationRepository(db: Db) {
  return {
    /** The centre, locked until the transaction ends so two activations cannot both pass. */
    centreForUpdate(centreId: string) {
      return db
        .select({ id: centres.id, name: centres.name, activatedAt: centres.activatedAt })
        .from(centres)
        .where(eq(centres.id, centreId))
        .for('update')
        .then(rowOrNull);
    },

    /** Whether any manager, current or deleted, has this e-mail (the unique index covers both). */
    async emailTaken(email: string) {
      const rows = await db
        .select({ id: managers.id })
        .from(managers)
        .where(sql`lower(${managers.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return rows.length > 0;
    },

    async createHeadOfCentre(values: {
      centreId: string;
      name: string;
      email: string;
      passwordHash: string;
    }) {
      return returnedRow(
        await db
          .insert(managers)
          .values({ ...values, isSuperManager: true })
          .returning({ id: managers.id }),
        'manager insert',
      );
    },

    async activate(centreId: string, passwordCiphertext: string, at: Date) {
      await db
        .update(centres)
        .set({ passwordCiphertext, passwordUpdatedAt: at, activatedAt: at })
        .where(eq(centres.id, centreId));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
export type CentreActivationRepository = ReturnType<typeof createCentreActivationRepository>;
