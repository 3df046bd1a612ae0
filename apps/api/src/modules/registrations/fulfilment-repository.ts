import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, registrations } from '../../db/schema/index';

export function createFulfilmentRepository(db: Db) {
  return {
    /** The registrations an order pays for. */
    async registrationIdsOfOrder(orderId: string): Promise<string[]> {
      const rows = await db
        .select({ id: orderItems.registrationId })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      return rows.flatMap((row) => (row.id ? [row.id] : []));
    },

    async setStatus(ids: string[], status: 'COMPLETED' | 'PAYMENT_FAILED') {
      if (ids.length === 0) return;
      await db
        .update(registrations)
        .set({ status, updatedAt: new Date() })
        .where(inArray(registrations.id, ids));
    },
  };
}
