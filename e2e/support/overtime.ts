import type { OvertimeReport, OvertimeReportStudent, OvertimeStudentItems } from '@cic/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { callApi } from './api';
import { kualaLumpurDayFromToday } from './dates';

/** Last month in Kuala Lumpur days: the seeded late pick-ups fall there (the demo data). */
export function lastMonthRange(): { startDate: string; endDate: string } {
  const today = kualaLumpurDayFromToday();
  const firstOfThisMonth = `${today.slice(0, 8)}01`;
  const end = new Date(`${firstOfThisMonth}T00:00:00Z`);
  end.setUTCDate(0);
  const endDate = end.toISOString().slice(0, 10);
  return { startDate: `${endDate.slice(0, 8)}01`, endDate };
}

/**
 * The first four days of last month (two weekdays at least): only the whole-report run of
 * `whole-report-invoicing.spec.ts` reports them, since a run invoices every charge of its report.
 */
export function wholeRunRange(): { startDate: string; endDate: string } {
  const { startDate } = lastMonthRange();
  return { startDate, endDate: `${startDate.slice(0, 8)}04` };
}

/** The rest of last month, from the 5th: what the other specs' reports cover (decision 087). */
export function specReportRange(): { startDate: string; endDate: string } {
  const { startDate, endDate } = lastMonthRange();
  return { startDate: `${startDate.slice(0, 8)}05`, endDate };
}

/** Generates a report over every centre through the API (last month from the 5th unless told) and waits until it is READY. */
export async function generateOvertimeReport(
  request: APIRequestContext,
  token: string,
  name: string,
  range: { startDate: string; endDate: string } = specReportRange(),
): Promise<OvertimeReport> {
  const { id } = await callApi<{ id: string }>(request, 'POST', '/admin/overtime/generate-report', {
    token,
    data: { name, description: '', ...range, centerIds: [] },
  });
  let report: OvertimeReport | undefined;
  await expect
    .poll(
      async () => {
        report = await callApi<OvertimeReport>(request, 'GET', `/admin/overtime/reports/${id}`, { token });
        return report.status;
      },
      { timeout: 60_000 },
    )
    .toBe('READY');
  if (!report) throw new Error(`The report ${id} was never read`);
  return report;
}

/**
 * The children `parent/payments.spec.ts` has its parents pay for: the other specs leave their
 * overtime to it, since a check-out's charge is invoiced once, whatever the report (decision 087).
 */
const keptForPayments = new Set(['Lim Kai Xuan', 'Lim Kai Le', 'Aqil Hakimi bin Amirul Hakim']);

/**
 * Shah Alam's Full Day children: `admin/overtime.spec.ts` charges one of them by the rules it
 * makes, so the other specs leave them unless they ask for them.
 */
const notKeptForRules = (row: OvertimeReportStudent) =>
  !(row.centerInfo.name === 'CIC Shah Alam' && row.packageName === 'Full Day');

/** A report's students with overtime left to invoice (not on an invoice of any report), by name. */
export async function billableStudents(
  request: APIRequestContext,
  token: string,
  reportId: string,
  where: (row: OvertimeReportStudent) => boolean = notKeptForRules,
) {
  const students = await callApi<OvertimeReportStudent[]>(
    request,
    'GET',
    `/admin/overtime/reports/${reportId}/students`,
    { token, params: { limit: '100' } },
  );
  return students.filter(
    (row) => row.status === 'UNBILLED' && !keptForPayments.has(row.childInfo.name) && where(row),
  );
}

/**
 * `count` students none of whose overtime in the report is on an invoice yet (earlier specs of
 * the run invoice some of last month): converting them makes their rows read that status alone.
 */
export async function uninvoicedStudents(
  request: APIRequestContext,
  token: string,
  reportId: string,
  count: number,
  where: (row: OvertimeReportStudent) => boolean = notKeptForRules,
): Promise<OvertimeReportStudent[]> {
  const chosen: OvertimeReportStudent[] = [];
  for (const row of await billableStudents(request, token, reportId, where)) {
    if (chosen.length === count) break;
    const sheet = await callApi<OvertimeStudentItems>(
      request,
      'GET',
      `/admin/overtime/reports/${reportId}/students/${row.childId}`,
      { token },
    );
    if (sheet.items.every((item) => item.invoice === null)) chosen.push(row);
  }
  if (chosen.length < count) throw new Error(`Fewer than ${count} students with nothing invoiced yet`);
  return chosen;
}
