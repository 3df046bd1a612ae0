import type { SendOptions } from '../jobs/queue';

export type FollowUpJobs = {
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
};
export type FollowUpLog = { error(details: object, message: string): void };

/**
 * Queues work that follows something already saved (a thumbnail, a notification, an e-mail). A
 * queue that cannot take the job costs that work, never what was saved: the failure is logged.
 * `data` holds ids (and counts) only, so it is logged with it.
 */
export async function queueFollowUp(
  jobs: FollowUpJobs,
  log: FollowUpLog,
  job: string,
  data: Record<string, string | string[] | number>,
  what: string,
  options?: SendOptions,
): Promise<void> {
  try {
    await jobs.send(job, data, options);
  } catch (error) {
    log.error({ err: error, job, ...data }, `Could not queue ${what}`);
  }
}
