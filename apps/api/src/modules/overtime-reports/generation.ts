import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { createGenerationRepository } from './generation-repository';

/** The job that writes a report's items; sent once per report by `POST /admin/overtime/generate-report`. */
export const overtimeReportJob = 'overtime-report-generation';
export type OvertimeReportJobData = { reportId: string };

/** What the admin reads on a FAILED report (the error itself goes to the log with the job). */
export const generationFailedReason =
  'The report could not be generated because of a server error. Please delete it and generate it again.';

/**
 * The job's work: in ONE transaction, lock the report, drop any items of an interrupted attempt,
 * write every item with one INSERT … SELECT, keep the totals and mark it READY, so no reader ever
 * sees half a report. A report that was deleted (or already settled) is left alone. When the
 * statement fails the report becomes FAILED with a reason, and the error is rethrown for the
 * queue's log; its retries then find the report settled and do nothing.
 */
export function overtimeReportJobHandler(deps: { db: Db }) {
  return async ({ reportId }: OvertimeReportJobData) => {
    try {
      const generated = await inTransaction(deps.db, createGenerationRepository, async (repository) => {
        if (!(await repository.lockGenerating(reportId))) return false;
        await repository.writeItems(reportId);
        return true;
      });
      return { reportId, generated };
    } catch (error) {
      await inTransaction(deps.db, createGenerationRepository, async (repository) => {
        if (await repository.lockGenerating(reportId))
          await repository.markFailed(reportId, generationFailedReason);
      });
      throw error;
    }
  };
}
