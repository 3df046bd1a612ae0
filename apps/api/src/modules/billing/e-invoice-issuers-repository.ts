import type { EInvoiceIssuer } from '@cic/contract';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { centreNamed } from '../../db/named-records';
import { rowOrNull } from '../../db/row-or-null';
import { centres, eInvoiceIssuers } from '../../db/schema/index';

export type EInvoiceIssuerRow = typeof eInvoiceIssuers.$inferSelect;

/** Who issues the e-invoices: the organisation's row (no centre) and centres' own rows. */
export function createEInvoiceIssuersRepository(db: Db) {
  return {
    /** The organisation's issuer; null until it is set. */
    organisationIssuer() {
      return db.select().from(eInvoiceIssuers).where(isNull(eInvoiceIssuers.centreId)).then(rowOrNull);
    },

    /** The centre's own issuer; null when it issues as the organisation. */
    centreIssuer(centreId: string) {
      return db.select().from(eInvoiceIssuers).where(eq(eInvoiceIssuers.centreId, centreId)).then(rowOrNull);
    },

    /** Every centre by name, with its own issuer or null. */
    centres() {
      return db
        .select({ id: centres.id, name: centres.name, issuer: eInvoiceIssuers })
        .from(centres)
        .leftJoin(eInvoiceIssuers, eq(eInvoiceIssuers.centreId, centres.id))
        .orderBy(asc(centres.name), asc(centres.id));
    },

    /** The centre, locked until the transaction ends so its issuer changes one at a time; null when none has the id. */
    lockCentre(centreId: string) {
      return db
        .select(centreNamed)
        .from(centres)
        .where(eq(centres.id, centreId))
        .for('update')
        .then(rowOrNull);
    },

    /** Writes the organisation's issuer (`centreId` null) or a centre's own, replacing the one there. */
    async save(centreId: string | null, issuer: EInvoiceIssuer, adminId: string): Promise<EInvoiceIssuerRow> {
      const values = { ...issuer, updatedByAdminId: adminId, updatedAt: new Date() };
      const [row] = await db
        .insert(eInvoiceIssuers)
        .values({ centreId, ...values })
        .onConflictDoUpdate({ target: eInvoiceIssuers.centreId, set: values })
        .returning();
      if (!row) throw new Error('e_invoice_issuers: upsert returned no row');
      return row;
    },

    async removeCentreIssuer(centreId: string) {
      await db.delete(eInvoiceIssuers).where(eq(eInvoiceIssuers.centreId, centreId));
    },
  };
}
