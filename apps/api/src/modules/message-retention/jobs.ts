import type { AppContext } from '../../app-context';
import { createMessageRetentionService } from './service';

export const messageRetentionJob = 'message-retention';
/** Nightly at 03:45 Kuala Lumpur time, when the centres are closed and few write. */
export const messageRetentionSchedule = '45 3 * * *';

/** Deletes the conversations past head office's retention; logs how many, never which. */
export function messageRetentionHandler(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const service = createMessageRetentionService(ctx);
  return async () => ({ threads: (await service.deleteExpiredThreads()).length });
}
