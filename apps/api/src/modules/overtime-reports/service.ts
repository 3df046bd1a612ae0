import {
  blockOfCharge,
  type editOvertimeItemSchema,
  type editOvertimeReportSchema,
  type generateOvertimeReportSchema,
  itemStatusOfInvoice,
  type OvertimeItem,
  type OvertimeItemStatus,
  type OvertimeReport,
  type OvertimeReportCenter,
  type OvertimeReportStudent,
  type OvertimeStudentItems,
  overtimeAmountSen,
  overtimeInvoiceMessages,
  overtimeItemProblem,
  overtimeItemStatuses,
  overtimeReportMessages,
  type overtimeReportStudentsQuerySchema,
  type overtimeReportsQuerySchema,
  type PageMeta,
  ringgitToMicro,
  senToRinggit,
} from '@cic/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import { overtimeCsv, overtimeCsvFileName } from './csv-export';
import { type OvertimeReportJobData, overtimeReportJob } from './generation';
import {
  type ChargeHolder,
  createOvertimeReportsRepository,
  type OvertimeReportsRepository,
} from './repository';

type Generate = z.output<typeof generateOvertimeReportSchema>;
type EditReport = z.output<typeof editOvertimeReportSchema>;
type EditItem = z.output<typeof editOvertimeItemSchema>;
type ReportsQuery = z.output<typeof overtimeReportsQuerySchema>;
type StudentsQuery = z.output<typeof overtimeReportStudentsQuerySchema>;
type ReportRow = NonNullable<Awaited<ReturnType<OvertimeReportsRepository['byId']>>>;
type ItemRow = Awaited<ReturnType<OvertimeReportsRepository['studentItems']>>[number];

const reportNotFound = () => new AppError('NOT_FOUND', overtimeReportMessages.reportNotFound);
const itemNotFound = () => new AppError('NOT_FOUND', overtimeReportMessages.itemNotFound);
const studentNotFound = () => new AppError('NOT_FOUND', overtimeReportMessages.studentNotFound);
const stillGenerating = () => new AppError('CONFLICT', overtimeReportMessages.notReady);
const onInvoice = () => new AppError('CONFLICT', overtimeInvoiceMessages.itemOnInvoice);

/** Micro-ringgit as the numeric(12,6) text the items keep, exactly. */
const rateText = (micro: number) =>
  `${Math.trunc(micro / 1_000_000)}.${String(micro % 1_000_000).padStart(6, '0')}`;

function toReport({ createdAt, totalAmountSen, ...row }: ReportRow): OvertimeReport {
  return { ...row, createdAt: createdAt.toISOString(), totalAmount: senToRinggit(totalAmountSen) };
}

/** What the invoice holding a charge makes of its item: UNBILLED while none holds it (decision 087). */
const heldStatus = (holder: ChargeHolder | undefined): OvertimeItemStatus =>
  holder ? itemStatusOfInvoice[holder.status] : 'UNBILLED';

/** The least advanced of billing statuses (their order is the billing order). */
const leastAdvanced = (statuses: readonly OvertimeItemStatus[]) =>
  overtimeItemStatuses[Math.min(...statuses.map((status) => overtimeItemStatuses.indexOf(status)))] ??
  'UNBILLED';

function toItem(row: ItemRow, holder: ChargeHolder | undefined): OvertimeItem {
  return {
    id: row.id,
    date: row.localDate,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    duration: row.duration,
    unit: row.unit,
    rate: Number(row.rate),
    amount: senToRinggit(row.amountSen),
    blockDuration: row.blockDuration,
    blockRateSen: row.blockRateSen,
    checkoutId: row.checkoutId,
    status: heldStatus(holder),
    invoice: holder
      ? {
          id: holder.invoiceId,
          number: holder.number,
          status: holder.status,
          otherReport: holder.otherReport,
        }
      : null,
  };
}

/**
 * Per child and centre of a Students page: the least advanced status of its items (an item no
 * live invoice holds is UNBILLED) and the numbers of the issued invoices holding them, in order.
 */
function billingOf(holders: readonly ChargeHolder[]) {
  const byRow = new Map<string, ChargeHolder[]>();
  for (const holder of holders) {
    const key = `${holder.childId}:${holder.centreId}`;
    byRow.set(key, [...(byRow.get(key) ?? []), holder]);
  }
  return (childId: string, centreId: string, totalItems: number) => {
    const held = byRow.get(`${childId}:${centreId}`) ?? [];
    const statuses = held.map(heldStatus);
    return {
      status: held.length < totalItems ? ('UNBILLED' as const) : leastAdvanced(statuses),
      invoiceNumbers: [...new Set(held.flatMap((holder) => (holder.number ? [holder.number] : [])))].sort(),
    };
  };
}

/**
 * Overtime reports (OVERTIME module): generation hands the work to the job queue and answers at
 * once; reads of a report's items wait until it is READY (409 while GENERATING); every change to
 * items keeps the report's counts and total in the same transaction, under the report's row lock.
 */
export function createOvertimeReportsService(ctx: Pick<AppContext, 'db' | 'jobs'>) {
  const repository = createOvertimeReportsRepository(ctx.db);

  /** The report, ready for reads of its items. */
  async function readyReport(reportId: string) {
    const report = await repository.byId(reportId);
    if (!report) throw reportNotFound();
    if (report.status === 'GENERATING') throw stillGenerating();
    return report;
  }

  async function view(reportId: string) {
    const report = await repository.byId(reportId);
    if (!report) throw reportNotFound();
    return toReport(report);
  }

  /** Runs a change to a report's items with the report locked, then keeps its totals. */
  function changeItems<T>(
    reportId: string,
    notFound: () => AppError,
    work: (tx: OvertimeReportsRepository) => Promise<T>,
  ) {
    return inTransaction(ctx.db, createOvertimeReportsRepository, async (tx) => {
      const report = await tx.lockReport(reportId);
      if (!report) throw notFound();
      if (report.status === 'GENERATING') throw stillGenerating();
      const result = await work(tx);
      await tx.refreshTotals(reportId);
      return result;
    });
  }

  return {
    async generate(principal: AdminPrincipal, input: Generate) {
      const centreIds = [...new Set(input.centerIds)];
      if ((await repository.unknownCentres(centreIds)).length > 0) {
        throw new AppError('NOT_FOUND', overtimeReportMessages.centerNotFound, 'centerIds');
      }
      const id = await repository.insertReport({
        name: input.name,
        description: input.description,
        startDate: input.startDate,
        endDate: input.endDate,
        centreIds,
        createdByAdminId: principal.adminId,
      });
      try {
        await ctx.jobs.send(overtimeReportJob, { reportId: id } satisfies OvertimeReportJobData);
      } catch (error) {
        // Without its job the report would say 'Generating…' for ever.
        await repository.remove(id);
        throw error;
      }
      return { id };
    },

    async list(query: ReportsQuery): Promise<{ items: OvertimeReport[]; meta: PageMeta }> {
      const { rows, total } = await repository.page(query);
      return { items: rows.map(toReport), meta: { page: query.page, limit: query.limit, total } };
    },

    view,

    async edit(reportId: string, edit: EditReport) {
      if (!(await repository.rename(reportId, edit))) throw reportNotFound();
      return view(reportId);
    },

    async remove(reportId: string) {
      if (!(await repository.remove(reportId))) throw reportNotFound();
    },

    async centres(reportId: string, search?: string): Promise<OvertimeReportCenter[]> {
      await readyReport(reportId);
      const rows = await repository.centres(reportId, search);
      return rows.map((row) => ({
        centerId: row.centreId,
        centerInfo: { name: row.centreName },
        totalStudents: row.totalStudents,
        totalItems: row.totalItems,
        totalAmount: senToRinggit(row.totalAmountSen),
      }));
    },

    async students(
      reportId: string,
      query: StudentsQuery,
    ): Promise<{ items: OvertimeReportStudent[]; meta: PageMeta }> {
      await readyReport(reportId);
      const { rows, total } = await repository.students(reportId, {
        page: query.page,
        limit: query.limit,
        centreId: query.centerId,
        search: query.search,
      });
      const childIds = rows.map((row) => row.childId);
      const [packageNames, holders] = await Promise.all([
        repository.latestPackages(reportId, childIds),
        repository.chargeHolders(reportId, childIds),
      ]);
      const billing = billingOf(holders);
      return {
        items: rows.map((row) => ({
          childId: row.childId,
          childInfo: { name: row.childName },
          centerId: row.centreId,
          centerInfo: { name: row.centreName },
          packageName: packageNames.get(row.childId) ?? null,
          ...billing(row.childId, row.centreId, row.totalItems),
          numberOfDays: row.numberOfDays,
          totalItems: row.totalItems,
          totalAmount: senToRinggit(row.totalAmountSen),
        })),
        meta: { page: query.page, limit: query.limit, total },
      };
    },

    async studentItems(reportId: string, childId: string): Promise<OvertimeStudentItems> {
      await readyReport(reportId);
      const [name, items, holders] = await Promise.all([
        repository.childName(childId),
        repository.studentItems(reportId, childId),
        repository.chargeHolders(reportId, [childId]),
      ]);
      if (name === null || items.length === 0) throw studentNotFound();
      const holderOf = new Map(holders.map((holder) => [holder.itemId, holder]));
      return {
        childId,
        childInfo: { name },
        items: items.map((item) => toItem(item, holderOf.get(item.id))),
      };
    },

    async removeStudent(reportId: string, childId: string) {
      await changeItems(reportId, reportNotFound, async (tx) => {
        if (await tx.onLiveInvoice({ reportId, childId })) throw onInvoice();
        if ((await tx.removeStudentItems(reportId, childId)) === 0) throw studentNotFound();
      });
    },

    /**
     * amount = duration × rate, computed here (the contract's rule); the client's amount is ignored.
     * The item keeps its block while the edit leaves whole blocks at its rate, else takes the
     * smallest that adds up, or none (`blockOfCharge`, decision 087). An item whose charge a live
     * invoice holds, through this report or another, is refused.
     */
    async editItem(itemId: string, edit: EditItem): Promise<OvertimeItem> {
      const found = await repository.reportOfItem(itemId);
      if (!found) throw itemNotFound();
      const rateMicro = ringgitToMicro(edit.rate);
      const amountSen = overtimeAmountSen(edit.duration, rateMicro);
      // At most a day of the item's unit and RM 1,000,000 (decision 090).
      const problem = overtimeItemProblem(found.unit, edit.duration, amountSen);
      if (problem) throw new AppError('VALIDATION_FAILED', problem.message, problem.field);
      return changeItems(found.reportId, itemNotFound, async (tx) => {
        if (await tx.onLiveInvoice({ itemId })) throw onInvoice();
        const current = await tx.itemById(itemId);
        if (!current) throw itemNotFound();
        const kept =
          current.blockDuration !== null && current.blockRateSen !== null
            ? { blockDuration: current.blockDuration, blockRateSen: current.blockRateSen }
            : null;
        const block = blockOfCharge(edit.duration, rateMicro, amountSen, kept);
        const item = await tx.updateItem(itemId, {
          duration: edit.duration,
          rate: rateText(rateMicro),
          amountSen,
          blockDuration: block?.blockDuration ?? null,
          blockRateSen: block?.blockRateSen ?? null,
        });
        if (!item) throw itemNotFound();
        return toItem(item, undefined);
      });
    },

    async removeItem(itemId: string) {
      const found = await repository.reportOfItem(itemId);
      if (!found) throw itemNotFound();
      await changeItems(found.reportId, itemNotFound, async (tx) => {
        if (await tx.onLiveInvoice({ itemId })) throw onInvoice();
        if (!(await tx.removeItem(itemId))) throw itemNotFound();
      });
    },

    /** The CSV download: its file name and the stream of its rows. */
    async exportCsv(reportId: string) {
      const report = await readyReport(reportId);
      return { fileName: overtimeCsvFileName(report), stream: overtimeCsv(repository, reportId) };
    },
  };
}
