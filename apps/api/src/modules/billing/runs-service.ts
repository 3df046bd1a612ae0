import {
  type BillingRun,
  type BillingRunDetail,
  type BillingRunInvoice,
  type BillingSettings,
  billingMessages,
  calendarMonthBounds,
  invoiceStateOf,
  kualaLumpurDay,
  type Language,
  messageText,
  overtimeInvoiceMessages,
  type PageMeta,
  startOfCalendarMonth,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import { applyCreditToIssued, payReferralCredits } from '../family-credits';
import { queueIssuedNotices } from '../invoice-documents';
import { issueDates, isTotalTooLarge, retriedOnHeldCharge } from '../overtime-invoices';
import { billedFeeLineKey, draftMonth } from './month-drafts';
import { type BillingRunRepository, createBillingRunRepository } from './run-repository';

/** The jobs that draft a month and issue its drafts; the schedule's job starts a month on its run day. */
export const billingDraftJob = 'billing-run-draft';
export const billingIssueJob = 'billing-run-issue';
export const billingScheduleJob = 'billing-run-schedule';
/** Every day at 00:30 Kuala Lumpur time: the schedule starts the month's run on the settings' day. */
export const billingSchedule = '30 0 * * *';
export type BillingRunJobData = { runId: string };

/** Centres drafted per transaction: a failure keeps the batches committed, and a run again drafts the rest. */
export const centresPerDraftBatch = 100;
/** Draft batches in flight at once (their centres apart). */
const draftBatchesAtOnce = 2;
/** Invoices numbered per transaction when issuing. */
export const invoicesPerIssueBatch = 2000;

type RunRow = NonNullable<Awaited<ReturnType<BillingRunRepository['runById']>>>;
type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'jobs'>;

const runNotFound = () => new AppError('NOT_FOUND', billingMessages.runNotFound);

function toRun(row: RunRow, language: Language): BillingRun {
  return {
    id: row.id,
    month: row.periodMonth.slice(0, 7),
    status: row.status,
    issueWhenDrafted: row.issueWhenDrafted,
    invoices: row.invoices,
    lines: row.lines,
    totalSen: Number(row.totalSen),
    issued: row.issued,
    errorMessageCode: row.errorMessageCode,
    errorMessage: row.errorMessageCode ? messageText(row.errorMessageCode, language) : null,
    createdAt: row.createdAt.toISOString(),
    draftedAt: row.draftedAt?.toISOString() ?? null,
    issuedAt: row.issuedAt?.toISOString() ?? null,
  };
}

/** One audit row per step of a run, by the admin who started it (or the system for a scheduled one). */
async function auditRun(db: Db, run: RunRow, action: string, details: Record<string, unknown>) {
  await writeAudit(db, {
    ...(run.createdByAdminId
      ? { actorType: 'admin' as const, actorId: run.createdByAdminId }
      : { actorType: 'system' as const, actorId: null }),
    action,
    entityType: 'billing-run',
    entityId: run.id,
    details: { month: run.periodMonth.slice(0, 7), ...details },
  });
}

async function fail(db: Db, runId: string, errorMessageCode: string) {
  await inTransaction(db, createBillingRunRepository, async (tx, txDb) => {
    const run = await tx.setStatus(runId, 'FAILED', { errorMessageCode });
    if (run) await auditRun(txDb, run, 'billing.run.fail', { errorMessageCode });
  });
}

/**
 * Drafts one batch of centres in its own transaction: reads the month's facts, drafts the
 * invoices (`draftMonth`), adds them to the families' drafts of the month or makes new ones.
 */
async function draftBatch(db: Db, run: RunRow, centreIds: readonly string[]) {
  const { first, last } = calendarMonthBounds(run.periodMonth);
  const previousFirst = startOfCalendarMonth(first, -1);
  return inTransaction(db, createBillingRunRepository, async (tx) => {
    const periods = await tx.periods(centreIds, first, last);
    const [fees, overtime] = await Promise.all([
      tx.fees([...new Set(periods.map((period) => period.packageId))], first),
      tx.overtime(centreIds, previousFirst, first),
    ]);
    const keys = [first.slice(0, 7), first.slice(0, 4), 'ONCE', 'ENROLMENT'];
    const billed = new Set(
      (await tx.billedFeeLines([...new Set(periods.map((period) => period.childId))], keys)).map(
        billedFeeLineKey,
      ),
    );
    const drafts = draftMonth({ month: first, periods, fees, overtime, billed });
    const existing = new Map(
      (await tx.drafts(centreIds, first)).map((draft) => [`${draft.centreId}|${draft.familyId}`, draft.id]),
    );
    const made = await tx.writeDrafts(
      { runId: run.id, periodMonth: first, adminId: run.createdByAdminId },
      drafts.map((draft) => ({
        ...draft,
        existingId: draft.familyId ? (existing.get(`${draft.centreId}|${draft.familyId}`) ?? null) : null,
      })),
    );
    await tx.addFigures(run.id, made);
    return made;
  });
}

/**
 * The drafting job: takes a QUEUED run (a settled one is left alone, so the queue's retries do
 * nothing), drafts its centres by name a batch at a time, and ends DRAFTED — then, when the run
 * issues on its own, queues the issuing. Nothing is billed twice whatever is run again: the lines'
 * unique indexes refuse a second live line, and what a live line holds is not drafted.
 */
export function billingDraftJobHandler(ctx: Ctx, batchSize = centresPerDraftBatch) {
  return async ({ runId }: BillingRunJobData) => {
    const run = await inTransaction(ctx.db, createBillingRunRepository, async (tx) => {
      const locked = await tx.lockRun(runId);
      if (!locked || (locked.status !== 'QUEUED' && locked.status !== 'DRAFTING')) return null;
      await tx.setStatus(runId, 'DRAFTING');
      return locked;
    });
    if (!run) return { runId, ran: false };
    try {
      const { first, last } = calendarMonthBounds(run.periodMonth);
      // Referral credits earned before a referrer had a child at a centre reach the account now.
      await inTransaction(ctx.db, createBillingRunRepository, (_, db) =>
        payReferralCredits(db, kualaLumpurDay(ctx.clock())),
      );
      const repository = createBillingRunRepository(ctx.db);
      const centreIds = await repository.centresToBill(first, last, startOfCalendarMonth(first, -1));
      const batches: string[][] = [];
      for (let start = 0; start < centreIds.length; start += batchSize) {
        batches.push(centreIds.slice(start, start + batchSize));
      }
      // Two batches at a time: one is drafted here while the database writes the other. Their
      // centres differ, so their invoices and lines never meet.
      let next = 0;
      let failed = false;
      const drafter = async () => {
        while (!failed && next < batches.length) {
          const chunk = batches[next++] as string[];
          try {
            await retriedOnHeldCharge(() => draftBatch(ctx.db, run, chunk));
          } catch (error) {
            // The other stops taking batches: the run is failed whole, and drafted again when run again.
            failed = true;
            throw error;
          }
        }
      };
      await Promise.all(Array.from({ length: draftBatchesAtOnce }, drafter));
      const drafted = await inTransaction(ctx.db, createBillingRunRepository, async (tx, db) => {
        const done = await tx.setStatus(runId, run.issueWhenDrafted ? 'ISSUING' : 'DRAFTED', {
          draftedAt: new Date(ctx.clock()),
        });
        if (done) {
          await auditRun(db, done, 'billing.run.draft', {
            invoices: done.invoices,
            lines: done.lines,
            totalSen: Number(done.totalSen),
          });
        }
        return done;
      });
      if (drafted?.status === 'ISSUING')
        await ctx.jobs.send(billingIssueJob, { runId } satisfies BillingRunJobData);
      return { runId, ran: true, status: drafted?.status };
    } catch (error) {
      if (isTotalTooLarge(error)) {
        await fail(ctx.db, runId, overtimeInvoiceMessages.totalTooLarge);
        return { runId, ran: true, status: 'FAILED' };
      }
      await fail(ctx.db, runId, billingMessages.runFailed);
      throw error;
    }
  };
}

/**
 * The issuing job: numbers the run's drafts in order (centre, family) a batch at a time, each its
 * own transaction on the gap-free counter, uses the credit each family holds on its new invoice,
 * and tells each family once the batch commits.
 */
export function billingIssueJobHandler(ctx: Ctx, batchSize = invoicesPerIssueBatch) {
  return async ({ runId }: BillingRunJobData) => {
    const repository = createBillingRunRepository(ctx.db);
    const run = await repository.runById(runId);
    if (run?.status !== 'ISSUING') return { runId, ran: false };
    let noticesNotQueued = 0;
    const noticeLog = { error: () => void noticesNotQueued++ };
    try {
      const ids = await repository.draftIdsOfRun(runId);
      const dates = issueDates(ctx);
      for (let start = 0; start < ids.length; start += batchSize) {
        const issued = await inTransaction(ctx.db, createBillingRunRepository, async (tx, db) => {
          const numbered = await tx.issue(ids.slice(start, start + batchSize), dates);
          await tx.addIssued(runId, numbered.length);
          await applyCreditToIssued(db, numbered, dates.issueDate);
          return numbered;
        });
        await queueIssuedNotices(ctx.jobs, noticeLog, issued);
      }
      await inTransaction(ctx.db, createBillingRunRepository, async (tx, db) => {
        const done = await tx.setStatus(runId, 'ISSUED', { issuedAt: new Date(ctx.clock()) });
        if (done) await auditRun(db, done, 'billing.run.issue', { issued: done.issued, ...dates });
      });
      return { runId, ran: true, status: 'ISSUED', noticesNotQueued };
    } catch (error) {
      await fail(ctx.db, runId, billingMessages.runFailed);
      throw error;
    }
  };
}

/** Starting, issuing and reading month runs, and the billing settings (BILLING module). */
export function createBillingRunsService(ctx: Ctx) {
  const repository = createBillingRunRepository(ctx.db);
  const inProgress = () => new AppError('CONFLICT', billingMessages.runInProgress);

  /** Queues a month's run: a new one, or the month's again (what it adds is counted afresh). */
  async function start(periodMonth: string, issueWhenDrafted: boolean, adminId: string | null) {
    let id: string;
    try {
      id = await inTransaction(ctx.db, createBillingRunRepository, async (tx) => {
        const known = await tx.runOfMonth(periodMonth);
        if (!known) {
          return (await tx.insertRun({ periodMonth, issueWhenDrafted, createdByAdminId: adminId })).id;
        }
        if (['QUEUED', 'DRAFTING', 'ISSUING'].includes(known.status)) throw inProgress();
        await tx.requeue(known.id, issueWhenDrafted, adminId);
        return known.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw inProgress();
      throw error;
    }
    try {
      await ctx.jobs.send(billingDraftJob, { runId: id } satisfies BillingRunJobData);
    } catch (error) {
      // Without its job the run would stay QUEUED and block the month.
      await fail(ctx.db, id, billingMessages.runFailed);
      throw error;
    }
    return { id };
  }

  return {
    start: (principal: AdminPrincipal, month: string, issueWhenDrafted: boolean) =>
      start(`${month}-01`, issueWhenDrafted, principal.adminId),

    /** The schedule's daily look: on the run day, the month's run starts once, with the settings' choice. */
    async startScheduled() {
      const today = kualaLumpurDay(ctx.clock());
      const settings = await repository.settings();
      if (Number(today.slice(8, 10)) !== settings.runDay) return { started: false };
      const month = startOfCalendarMonth(today);
      if (await repository.runOfMonth(month)) return { started: false };
      try {
        return { started: true, ...(await start(month, settings.issueWhenDrafted, null)) };
      } catch (error) {
        if (error instanceof AppError) return { started: false };
        throw error;
      }
    },

    /** Issues a DRAFTED run's drafts on the queue; other states: 409. */
    async issue(principal: AdminPrincipal, runId: string) {
      await inTransaction(ctx.db, createBillingRunRepository, async (tx) => {
        const run = await tx.lockRun(runId);
        if (!run) throw runNotFound();
        if (run.status === 'ISSUED') throw new AppError('CONFLICT', billingMessages.runIssued);
        if (run.status !== 'DRAFTED') throw new AppError('CONFLICT', billingMessages.runNotDrafted);
        await tx.setStatus(runId, 'ISSUING', { createdByAdminId: principal.adminId });
      });
      try {
        await ctx.jobs.send(billingIssueJob, { runId } satisfies BillingRunJobData);
      } catch (error) {
        await fail(ctx.db, runId, billingMessages.runFailed);
        throw error;
      }
      return { id: runId };
    },

    async list(
      page: number,
      limit: number,
      language: Language,
    ): Promise<{ runs: BillingRun[]; meta: PageMeta }> {
      const [rows, total] = await Promise.all([
        repository.runsPage(limit, (page - 1) * limit),
        repository.countRuns(),
      ]);
      return { runs: rows.map((row) => toRun(row, language)), meta: { page, limit, total } };
    },

    async read(runId: string, language: Language): Promise<BillingRunDetail> {
      const row = await repository.runById(runId);
      if (!row) throw runNotFound();
      const centres = await repository.centreTotals(runId);
      return {
        ...toRun(row, language),
        centres: centres.map((centre) => ({ ...centre, totalSen: Number(centre.totalSen) })),
      };
    },

    /** A page of the run's invoices, each with its family's total the month before. */
    async invoices(
      runId: string,
      query: { centerId?: string; search?: string; changed?: 'true' | 'false'; page: number; limit: number },
    ): Promise<{ invoices: BillingRunInvoice[]; meta: PageMeta }> {
      if (!(await repository.runById(runId))) throw runNotFound();
      const { rows, total } = await repository.invoicesPage(
        runId,
        { centreId: query.centerId, search: query.search, changed: query.changed === 'true' },
        query,
      );
      const names = await repository.childNamesOf(rows.map((row) => row.id));
      return {
        invoices: rows.map((row) => ({
          id: row.id,
          number: row.number,
          state: invoiceStateOf({
            status: row.status,
            paidSen: Number(row.paid_sen),
            creditedSen: Number(row.credited_sen),
          }),
          centre: { id: row.centre_id, name: row.centre_name },
          familyNamedAfter: row.named_after,
          childNames: names.filter((name) => name.invoiceId === row.id).map((name) => name.name),
          totalSen: Number(row.total_sen),
          previousTotalSen: row.previous_total_sen === null ? null : Number(row.previous_total_sen),
        })),
        meta: { page: query.page, limit: query.limit, total },
      };
    },

    async settings(): Promise<BillingSettings> {
      const row = await repository.settings();
      return { runDay: row.runDay, issueWhenDrafted: row.issueWhenDrafted, reminderDays: row.reminderDays };
    },

    async saveSettings(principal: AdminPrincipal, body: BillingSettings): Promise<BillingSettings> {
      const reminderDays = [...new Set(body.reminderDays)].sort((a, b) => a - b);
      return inTransaction(ctx.db, createBillingRunRepository, async (tx, db) => {
        const row = await tx.saveSettings({ ...body, reminderDays });
        await writeAudit(db, {
          actorType: 'admin',
          actorId: principal.adminId,
          action: 'billing.settings',
          entityType: 'billing-settings',
          entityId: '1',
          details: {
            runDay: row.runDay,
            issueWhenDrafted: row.issueWhenDrafted,
            reminderDays: row.reminderDays,
          },
        });
        return { runDay: row.runDay, issueWhenDrafted: row.issueWhenDrafted, reminderDays: row.reminderDays };
      });
    },
  };
}
