import {
  type InvoicingRun,
  type Language,
  messageText,
  overtimeInvoiceMessages,
  overtimeReportMessages,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { adminActor, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import { queueIssuedNotices } from '../invoice-documents';
import { isHeldChargeViolation } from './held-charge-violation';
import { createInvoicingRepository, type InvoicingRepository, isTotalTooLarge } from './invoicing-repository';
import { issueDates } from './issue-dates';
import { createOvertimeInvoicesRepository } from './repository';

/** The job that invoices a whole report; sent once per run by `POST …/invoicing/reports/:id/runs`. */
export const invoicingRunJob = 'overtime-invoicing-run';
export type InvoicingRunJobData = { runId: string };

/**
 * Centres invoiced per transaction (decision 074): a month of 1,000 centres is 10 batches of about
 * 25,000 items, so item edits and conversions wait for the report's lock at most one batch, and a
 * failure keeps the batches already committed (a new run invoices the rest).
 */
export const centresPerBatch = 100;

/**
 * Times a batch is tried: one that meets a conversion of another report over the same check-outs
 * (the live-line index refuses it at commit of the other) runs again and then skips what that
 * conversion holds (decision 087).
 */
const batchAttempts = 3;

/** Runs a batch again when a conversion meanwhile took one of its charges (the live-line index refused it). */
export async function retriedOnHeldCharge<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= batchAttempts || !isHeldChargeViolation(error)) throw error;
    }
  }
}

type RunRow = NonNullable<Awaited<ReturnType<InvoicingRepository['runById']>>>;

const runNotFound = () => new AppError('NOT_FOUND', overtimeInvoiceMessages.runNotFound);

/** The run as the reader sees it: a failure's words in the reader's language. */
function toRun(row: RunRow, language: Language): InvoicingRun {
  return {
    id: row.id,
    reportId: row.reportId,
    issue: row.issue,
    status: row.status,
    invoices: row.invoices,
    items: row.items,
    totalSen: row.totalSen,
    errorMessageCode: row.errorMessageCode,
    errorMessage: row.errorMessageCode ? messageText(row.errorMessageCode, language) : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Settles the run and writes its one audit row (by the admin who started it, with its figures). */
async function finishRun(db: Db, runId: string, status: 'DONE' | 'FAILED', errorMessageCode?: string) {
  await inTransaction(db, createInvoicingRepository, async (tx, txDb) => {
    const run = await tx.finish(runId, status, errorMessageCode ?? null);
    if (!run) return;
    await writeAudit(txDb, {
      ...adminActor({ adminId: run.createdByAdminId }),
      action: 'overtime-invoice.run',
      entityType: 'overtime-invoicing-run',
      entityId: runId,
      details: {
        reportId: run.reportId,
        issue: run.issue,
        status,
        invoices: run.invoices,
        items: run.items,
        totalSen: run.totalSen,
        ...(errorMessageCode ? { errorMessageCode } : {}),
      },
    });
  });
}

/** Repositories bound to one batch's transaction. */
const batchRepositories = (db: Db) => ({
  invoicing: createInvoicingRepository(db),
  invoices: createOvertimeInvoicesRepository(db),
});

/**
 * The job's work: take the run (a run already settled is left alone, so the queue's retries do
 * nothing), then invoice the report's centres by name a batch at a time, each batch one
 * transaction under the report's row lock with the set-based statement, skipping items whose
 * charge a live invoice holds by then, through this report or another (decision 087). A report
 * deleted meanwhile ends the run FAILED with its reason; an error ends it FAILED with the
 * catalogue's message and is rethrown for the queue's log.
 */
export function invoicingRunJobHandler(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'jobs'>,
  batchSize = centresPerBatch,
) {
  return async ({ runId }: InvoicingRunJobData) => {
    // A notice the queue could not take costs that notice, not the invoices: counted in the result.
    let noticesNotQueued = 0;
    const noticeLog = { error: () => void noticesNotQueued++ };
    const run = await inTransaction(ctx.db, createInvoicingRepository, async (tx) => {
      const taken = await tx.lockQueued(runId);
      if (taken) await tx.markRunning(runId);
      return taken;
    });
    if (!run) return { runId, ran: false };
    try {
      const reportId = run.reportId;
      const repository = createInvoicingRepository(ctx.db);
      const centreIds = reportId ? await repository.reportCentres(reportId) : [];
      for (let start = 0; reportId && start < centreIds.length; start += batchSize) {
        // Before the first batch (what earlier runs added) and the second (what the first added).
        if (start <= batchSize) await repository.refreshStatistics();
        const chunk = centreIds.slice(start, start + batchSize);
        const invoiced = await retriedOnHeldCharge(() =>
          inTransaction(ctx.db, batchRepositories, async (tx) => {
            if ((await tx.invoices.lockReport(reportId)) !== 'READY') return null;
            const made = await tx.invoicing.invoiceItems({
              reportId,
              scope: { centreIds: chunk },
              adminId: run.createdByAdminId,
              issued: run.issue ? issueDates(ctx) : null,
              auditEach: false,
            });
            await tx.invoicing.addMade(runId, made);
            return made.ids;
          }),
        );
        if (!invoiced) {
          await finishRun(ctx.db, runId, 'FAILED', overtimeInvoiceMessages.runReportGone);
          return { runId, ran: true, finished: 'FAILED', noticesNotQueued };
        }
        if (run.issue) await queueIssuedNotices(ctx.jobs, noticeLog, invoiced);
      }
      if (!reportId) {
        await finishRun(ctx.db, runId, 'FAILED', overtimeInvoiceMessages.runReportGone);
        return { runId, ran: true, finished: 'FAILED' };
      }
      await finishRun(ctx.db, runId, 'DONE');
      return { runId, ran: true, finished: 'DONE', noticesNotQueued };
    } catch (error) {
      // A family's total past an invoice's limit is the data's problem, not the server's: said, not thrown.
      if (isTotalTooLarge(error)) {
        await finishRun(ctx.db, runId, 'FAILED', overtimeInvoiceMessages.totalTooLarge);
        return { runId, ran: true, finished: 'FAILED', noticesNotQueued };
      }
      await finishRun(ctx.db, runId, 'FAILED', overtimeInvoiceMessages.runFailed);
      throw error;
    }
  };
}

/** Starting and reading runs (OVERTIME module): the work itself is the job's. */
export function createInvoicingRunsService(ctx: Pick<AppContext, 'db' | 'jobs'>) {
  const repository = createInvoicingRepository(ctx.db);
  const invoices = createOvertimeInvoicesRepository(ctx.db);
  const inProgress = () => new AppError('CONFLICT', overtimeInvoiceMessages.runInProgress);

  return {
    /**
     * Queues a run over a READY report (404 unknown, 409 not READY or a run already waiting or
     * under way: the partial unique index decides between two admins starting at once).
     */
    async start(principal: AdminPrincipal, reportId: string, issue: boolean) {
      const status = await invoices.reportStatus(reportId);
      if (!status) throw new AppError('NOT_FOUND', overtimeReportMessages.reportNotFound);
      if (status !== 'READY') throw new AppError('CONFLICT', overtimeReportMessages.notReady);
      if (await repository.liveRunOf(reportId)) throw inProgress();
      let id: string;
      try {
        id = await repository.insertRun({ reportId, issue, createdByAdminId: principal.adminId });
      } catch (error) {
        if (isUniqueViolation(error)) throw inProgress();
        throw error;
      }
      try {
        await ctx.jobs.send(invoicingRunJob, { runId: id } satisfies InvoicingRunJobData);
      } catch (error) {
        // Without its job the run would stay QUEUED and block the report's next run.
        await finishRun(ctx.db, id, 'FAILED', overtimeInvoiceMessages.runFailed);
        throw error;
      }
      return { id };
    },

    async read(runId: string, language: Language) {
      const row = await repository.runById(runId);
      if (!row) throw runNotFound();
      return toRun(row, language);
    },
  };
}
