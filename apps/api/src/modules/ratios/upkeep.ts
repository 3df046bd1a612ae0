import { defaultRatioRules, kualaLumpurDay, type RatioBand } from '@cic/contract';
import type { AppContext } from '../../app-context';
import type { FollowUpLog } from '../../shared/queue-follow-up';
import { queueRatioAlert } from './alert-queue';
import { createRatiosRepository } from './repository';

/** The rules of a centre's type; the contract's defaults if a type has lost its rows. */
export const bandsOr = (careType: keyof typeof defaultRatioRules, bands: readonly RatioBand[]) =>
  bands.length > 0 ? bands : defaultRatioRules[careType];

/**
 * After every check-in, check-out, clock-in and clock-out (decisions 131, 132): one statement
 * locks the centre's day row, reads the kept counts (the triggers added the change in the write's
 * own transaction) and the centre's bands, stores the staff needed and opens or closes today's
 * out-of-ratio episode by the service's clock. An episode just opened queues its alert, checked
 * again when it runs. What failed here is logged, never the check-in or clock entry already saved:
 * the next change of the centre's day settles it again.
 */
export function createRatioUpkeep(ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>) {
  const repository = createRatiosRepository(ctx.db);

  async function afterChange(centreId: string, day: string, log: FollowUpLog) {
    try {
      const now = ctx.clock();
      const since = await repository.settleDay(centreId, day, now, kualaLumpurDay(now));
      if (since) await queueRatioAlert(ctx, log, { centreId, day, since });
    } catch (error) {
      log.error({ err: error, centreId, day }, 'Could not settle the ratio');
    }
  }

  return {
    afterChange,

    /** Settles several centres' day in turn (new rules, a new centre type). */
    async settleAll(centreIds: readonly string[], day: string, log: FollowUpLog) {
      for (const centreId of centreIds) await afterChange(centreId, day, log);
    },
  };
}
export type RatioUpkeep = ReturnType<typeof createRatioUpkeep>;
