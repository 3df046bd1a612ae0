import type { BillingCentre } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { adminActor, writeAudit } from '../../db/audit';
import { inTransaction } from '../../db/transaction';
import type { AdminPrincipal } from '../../http/principal';
import { centreNotFound } from '../../shared/centre-not-found';
import { createRegistrationNumbersRepository } from './registration-numbers-repository';

/** Centres' registration numbers (BILLING module): listed, and set or cleared by an admin, audited. */
export function createRegistrationNumbersService(ctx: Pick<AppContext, 'db'>) {
  const repository = createRegistrationNumbersRepository(ctx.db);
  return {
    list: (): Promise<BillingCentre[]> => repository.centres(),

    /** Sets the number (null clears it); a change is audited with the number before and after. */
    set(
      principal: AdminPrincipal,
      centreId: string,
      registrationNumber: string | null,
    ): Promise<BillingCentre> {
      return inTransaction(ctx.db, createRegistrationNumbersRepository, async (tx, db) => {
        const centre = await tx.lockCentre(centreId);
        if (!centre) throw centreNotFound();
        if (centre.registrationNumber !== registrationNumber) {
          await tx.setRegistrationNumber(centreId, registrationNumber);
          await writeAudit(db, {
            ...adminActor(principal),
            action: 'billing.centre.registration-number',
            entityType: 'centre',
            entityId: centreId,
            details: { before: centre.registrationNumber, after: registrationNumber },
          });
        }
        return { ...centre, registrationNumber };
      });
    },
  };
}
