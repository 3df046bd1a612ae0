import type { OvertimeReport } from '@cic/contract';
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

/** Generates a report of last month over every centre through the API and waits until it is READY. */
export async function generateOvertimeReport(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<OvertimeReport> {
  const { id } = await callApi<{ id: string }>(request, 'POST', '/admin/overtime/generate-report', {
    token,
    data: { name, description: '', ...lastMonthRange(), centerIds: [] },
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
