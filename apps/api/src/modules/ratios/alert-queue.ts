import { ratioAlertMinutesRules } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { type FollowUpLog, queueFollowUp } from '../../shared/queue-follow-up';
import { createRatiosRepository } from './repository';

/** One job per out-of-ratio episode: it tells the centre's staff if the episode still lasts when it runs. */
export const ratioAlertJob = 'ratio-alert';
export type RatioAlertData = { centreId: string; day: string; since: string };

/** Head office's minutes before an alert, the default until it sets one. */
export async function alertMinutesOf(ctx: Pick<AppContext, 'db'>) {
  return (await createRatiosRepository(ctx.db).alertMinutes()) ?? ratioAlertMinutesRules.default;
}

/** Queues the alert of an episode to run when it has lasted the set minutes (by the database's clock). */
export async function queueRatioAlert(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  log: FollowUpLog,
  episode: { centreId: string; day: string; since: Date },
) {
  const data: RatioAlertData = {
    centreId: episode.centreId,
    day: episode.day,
    since: episode.since.toISOString(),
  };
  const startAfterSeconds = (await alertMinutesOf(ctx)) * 60;
  await queueFollowUp(ctx.jobs, log, ratioAlertJob, data, 'the ratio alert', { startAfterSeconds });
}
