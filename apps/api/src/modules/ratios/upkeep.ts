import { defaultRatioRules, kualaLumpurDay, type RatioBand, ratioNeeds } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import type { FollowUpLog } from '../../shared/queue-follow-up';
import { queueRatioAlert } from './alert-queue';
import { createRatiosRepository, type RatiosRepository } from './repository';

/** An out-of-ratio episode that has just begun: its alert is queued once the change is committed. */
export type Episode = { centreId: string; day: string; since: Date };

/** The rules of a centre's type; the contract's defaults if a type has lost its rows. */
export const bandsOr = (careType: keyof typeof defaultRatioRules, bands: readonly RatioBand[]) =>
  bands.length > 0 ? bands : defaultRatioRules[careType];

/**
 * After every check-in, check-out, clock-in and clock-out (decision 131): the centre's day row is
 * locked, the kept counts read (the triggers added the change in the write's own transaction), the
 * staff needed worked out by the contract's rule, and today's out-of-ratio episode opened or closed
 * by the service's clock. An episode just opened queues its alert, checked again when it runs.
 */
export function createRatioUpkeep(ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>) {
  async function settle(
    repository: RatiosRepository,
    centreId: string,
    day: string,
  ): Promise<Episode | null> {
    const held = await repository.holdDay(centreId, day);
    const rules = await repository.bandsOfCentre(centreId);
    if (!rules) return null;
    const needs = ratioNeeds(
      bandsOr(rules.careType, rules.bands),
      await repository.presentByAge(centreId, day),
    );
    const now = ctx.clock();
    let { outSince, outSeconds } = held;
    let begun: Episode | null = null;
    // Episodes are today's: a record sent late for an earlier day changes that day's needs only.
    if (day === kualaLumpurDay(now)) {
      const out = held.staffPresent < needs.staffNeeded;
      if (out && !outSince) {
        outSince = now;
        begun = { centreId, day, since: now };
      } else if (!out && outSince) {
        outSeconds += Math.max(0, Math.floor((now.getTime() - outSince.getTime()) / 1000));
        outSince = null;
      }
    }
    if (
      needs.staffNeeded !== held.staffNeeded ||
      outSince !== held.outSince ||
      outSeconds !== held.outSeconds
    ) {
      await repository.saveDay(centreId, day, { staffNeeded: needs.staffNeeded, outSince, outSeconds });
    }
    return begun;
  }

  /**
   * Settles the centre's day in a transaction of its own, then queues the alert of an episode it
   * opened. What failed here is logged, never the check-in or clock entry already saved: the next
   * change of the centre's day settles it again.
   */
  async function afterChange(centreId: string, day: string, log: FollowUpLog) {
    try {
      const begun = await inTransaction(ctx.db, createRatiosRepository, (repository) =>
        settle(repository, centreId, day),
      );
      if (begun) await queueRatioAlert(ctx, log, begun);
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
