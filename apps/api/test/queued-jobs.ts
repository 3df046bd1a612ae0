import type { AppContext } from '../src/app-context';
import type { SendOptions } from '../src/jobs/queue';

/** A job the app asked to queue: its name, data and sending options. */
export type QueuedJob = { name: string; data: object; options?: SendOptions };

/**
 * Keeps the jobs the app asks to queue, in order, instead of queueing them (the queue does not run
 * in tests), so a test checks what would run. Empty the list (`length = 0`) between cases.
 */
export function keepQueuedJobs(ctx: AppContext): QueuedJob[] {
  const queued: QueuedJob[] = [];
  ctx.jobs.send = async (name, data = {}, options) => {
    queued.push({ name, data, ...(options ? { options } : {}) });
    return 'queued';
  };
  return queued;
}
