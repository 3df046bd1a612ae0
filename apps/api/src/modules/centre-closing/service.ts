import { message } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { inTransaction } from '../../db/transaction';
import type { AdminPrincipal } from '../../http/principal';
import { centreNotFound } from '../../shared/centre-not-found';
import { createCentreClosingRepository } from './repository';

export function createCentreClosingService(ctx: Pick<AppContext, 'db'>) {
  return {
    /** An admin sets the centre's closing time (Kuala Lumpur 'HH:mm'), audited with the time before. */
    setClosingTime(principal: AdminPrincipal, centreId: string, closingTime: string) {
      return inTransaction(ctx.db, createCentreClosingRepository, async (tx) => {
        const previous = await tx.setClosingTime(centreId, closingTime);
        if (previous === null) throw centreNotFound();
        await tx.audit({
          ...adminActor(principal),
          action: 'centre.closing-time',
          entityType: 'centre',
          entityId: centreId,
          details: { closingTime, previous },
        });
        return { closingTime };
      });
    },
  };
}

export const closingTimeUpdated = message('success.closingTimeUpdated');
