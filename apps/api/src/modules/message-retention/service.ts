import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { createMessageRetentionRepository } from './repository';

export function createMessageRetentionService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const repository = createMessageRetentionRepository(ctx.db);
  return {
    retentionMonths: () => repository.retentionMonths(),

    /** Head office sets the months or turns deletion off (null); audited. */
    async setRetentionMonths(adminId: string, months: number | null) {
      await repository.setRetentionMonths(months, adminId, (from) => ({
        ...adminActor({ adminId }),
        action: 'message-retention.update',
        entityType: 'message_settings',
        entityId: 'retention-months',
        details: { from, to: months },
      }));
      return months;
    },

    /**
     * The nightly deletion: every thread whose last message is older than the kept months, batch
     * by batch. Answers the deleted threads' ids, for whatever else they own (attachments' files
     * once they exist) to be deleted after them.
     */
    async deleteExpiredThreads(): Promise<string[]> {
      const months = await repository.retentionMonths();
      if (months === null) return [];
      const now = ctx.clock();
      const deleted: string[] = [];
      for (;;) {
        const batch = await repository.deleteBatchOlderThan(now, months);
        deleted.push(...batch.ids);
        if (!batch.full) return deleted;
      }
    },
  };
}
