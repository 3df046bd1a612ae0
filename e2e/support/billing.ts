import type { BillingRunDetail, StartBillingRunBody } from '@cic/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { callApi } from './api';
import type { ReceivedMail } from './mailbox';
import { e2ePorts } from './ports.mjs';

/**
 * Bills a month through the API (issue 41), issuing its invoices as soon as they are drafted when
 * asked, and waits for the run to settle: the run as it then stands.
 */
export async function billMonth(
  request: APIRequestContext,
  token: string,
  body: StartBillingRunBody,
): Promise<BillingRunDetail> {
  const { id } = await callApi<{ id: string }>(request, 'POST', '/admin/billing/runs', { token, data: body });
  const settled = body.issueWhenDrafted ? 'ISSUED' : 'DRAFTED';
  let run: BillingRunDetail | undefined;
  await expect
    .poll(
      async () => {
        run = await callApi<BillingRunDetail>(request, 'GET', `/admin/billing/runs/${id}`, { token });
        return run.status;
      },
      { message: `the billing run of ${body.month}`, timeout: 45_000, intervals: [500, 1_000] },
    )
    .toMatch(new RegExp(`^(${settled}|FAILED)$`));
  if (!run || run.status !== settled) throw new Error(`The run of ${body.month}: ${run?.errorMessage}`);
  return run;
}

/**
 * Waits until the e-mails that began after `since` (the notices of a run's invoices, one per
 * family) have all arrived: at least one, then none new for `quietMs`. A notice arriving later
 * would be read as another spec's sign-in code (an invoice number has six digits of its own).
 */
export async function waitForMailToSettle(since: number, quietMs = 2_000, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let count = -1;
  let changedAt = Date.now();
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${e2ePorts.mailbox}/messages?since=${since}`);
    const arrived = (await response.json()) as ReceivedMail[];
    if (arrived.length !== count) {
      count = arrived.length;
      changedAt = Date.now();
    } else if (count > 0 && Date.now() - changedAt >= quietMs) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The mail since ${new Date(since).toISOString()} did not settle in ${timeoutMs} ms`);
}
