import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowOrNull } from '../../db/row-or-null';
import { eInvoiceBuyers } from '../../db/schema/index';

export type EInvoiceBuyerRow = typeof eInvoiceBuyers.$inferSelect;
export type EInvoiceBuyerValues = Omit<
  typeof eInvoiceBuyers.$inferInsert,
  'parentId' | 'createdAt' | 'updatedAt'
>;

/** Parents' requests for e-invoices of their own: one row a parent. */
export function createEInvoiceBuyersRepository(db: Db) {
  return {
    /** The parent's details; null while they have not asked for e-invoices. */
    buyerOf(parentId: string) {
      return db.select().from(eInvoiceBuyers).where(eq(eInvoiceBuyers.parentId, parentId)).then(rowOrNull);
    },

    /** Writes the parent's details, replacing those saved before. */
    async save(parentId: string, values: EInvoiceBuyerValues): Promise<EInvoiceBuyerRow> {
      const changed = { ...values, updatedAt: new Date() };
      const [row] = await db
        .insert(eInvoiceBuyers)
        .values({ parentId, ...changed })
        .onConflictDoUpdate({ target: eInvoiceBuyers.parentId, set: changed })
        .returning();
      if (!row) throw new Error('e_invoice_buyers: upsert returned no row');
      return row;
    },

    async remove(parentId: string) {
      await db.delete(eInvoiceBuyers).where(eq(eInvoiceBuyers.parentId, parentId));
    },
  };
}
