import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowOrNull } from '../../db/row-or-null';
import { centres } from '../../db/schema/index';

const centreColumns = { id: centres.id, name: centres.name, registrationNumber: centres.registrationNumber };

/** Centres' registration numbers as a TASKA/TADIKA, printed on the yearly fee statement. */
export function createRegistrationNumbersRepository(db: Db) {
  return {
    /** Every centre by name, with its registration number (null: not set). */
    centres() {
      return db.select(centreColumns).from(centres).orderBy(asc(centres.name), asc(centres.id));
    },

    /** The centre, locked until the transaction ends; null when no centre has the id. */
    lockCentre(centreId: string) {
      return db
        .select(centreColumns)
        .from(centres)
        .where(eq(centres.id, centreId))
        .for('update')
        .then(rowOrNull);
    },

    async setRegistrationNumber(centreId: string, registrationNumber: string | null) {
      await db.update(centres).set({ registrationNumber }).where(eq(centres.id, centreId));
    },
  };
}
