import { type FlaggedCheckIn, kualaLumpurDay } from '@cic/contract';
import type { AppContext } from '../../app-context';
import type { ManagerPrincipal } from '../../http/principal';
import { createFeverRepository } from './repository';

export function createFeverService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const repository = createFeverRepository(ctx.db);
  return {
    threshold: () => repository.threshold(),

    /** Head office changes the threshold: later check-ins are judged by it, earlier flags stay. */
    async setThreshold(adminId: string, threshold: number) {
      await repository.setThreshold(threshold, adminId, (from) => ({
        actorType: 'admin',
        actorId: adminId,
        action: 'fever-threshold.update',
        entityType: 'check_in_settings',
        entityId: 'fever-threshold',
        details: { from, to: threshold },
      }));
      return threshold;
    },

    /** Today's flagged records at the head of centre's centre (Kuala Lumpur day). */
    async flaggedToday(principal: ManagerPrincipal): Promise<FlaggedCheckIn[]> {
      const rows = await repository.flaggedOn(principal.centreId, kualaLumpurDay(ctx.clock()));
      return rows.map(({ recordedAt, ...row }) => ({ ...row, time: recordedAt.toISOString() }));
    },
  };
}
