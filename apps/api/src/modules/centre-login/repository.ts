import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { centreTeachers } from '../../db/centre-teachers';
import type { Db } from '../../db/client';
import { centreNamed } from '../../db/named-records';
import { rowOrNull } from '../../db/row-or-null';
import { centres, managers, packages } from '../../db/schema/index';

export function createCentreLoginRepository(db: Db) {
  return {
    async activatedCentres() {
      return db
        .select(centreNamed)
        .from(centres)
        .where(isNotNull(centres.activatedAt))
        .orderBy(asc(centres.name));
    },

    activatedCentre(centreId: string) {
      return db
        .select({ id: centres.id, passwordCiphertext: centres.passwordCiphertext })
        .from(centres)
        .where(and(eq(centres.id, centreId), isNotNull(centres.activatedAt)))
        .then(rowOrNull);
    },

    async activePackages(centreId: string) {
      return db
        .select({ id: packages.id, name: packages.name, feeSen: packages.onlineRegistrationFeeSen })
        .from(packages)
        .where(and(eq(packages.centreId, centreId), eq(packages.isActive, true)))
        .orderBy(asc(packages.name));
    },

    /** The centre's current teachers: heads of centre first, then by name. */
    teachersOf: (centreId: string) => centreTeachers(db, centreId),

    /** A current head of centre of an activated centre, by e-mail (case-insensitive). */
    superManagerByEmail(email: string) {
      return db
        .select({ id: managers.id, passwordHash: managers.passwordHash })
        .from(managers)
        .innerJoin(centres, eq(centres.id, managers.centreId))
        .where(
          and(
            sql`lower(${managers.email}) = ${email.toLowerCase()}`,
            eq(managers.isSuperManager, true),
            isNull(managers.deletedAt),
            isNotNull(centres.activatedAt),
          ),
        )
        .limit(1)
        .then(rowOrNull);
    },
  };
}
export type CentreLoginRepository = ReturnType<typeof createCentreLoginRepository>;
