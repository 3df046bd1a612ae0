import type { Db } from '../../db/client';
import { payments } from '../../db/schema/index';

export function createPaymentsRepository(db: Db) {
  return {
    async insertPayment(payment: {
      orderId: string;
      gateway: 'billplz' | 'simulator';
      billId: string;
      amountSen: number;
    }) {
      const [row] = await db.insert(payments).values(payment).returning({ id: payments.id });
      if (!row) throw new Error('The payment was not recorded');
      return row;
    },
  };
}
