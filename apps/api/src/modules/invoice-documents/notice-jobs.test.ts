import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eInvoiceSweepJob } from '../e-invoices';
import {
  invoiceIssuedNoticeJob,
  queueIssuedNotices,
  queueReceiptNotice,
  receiptMailJob,
} from './notice-jobs';

/** A queue that keeps what it is sent, or refuses everything. */
function fakeQueue(refuse = false) {
  const sent: { name: string; data: Record<string, unknown> }[] = [];
  const logged: object[] = [];
  return {
    sent,
    logged,
    jobs: {
      async send(name: string, data: object = {}) {
        if (refuse) throw new Error('queue down');
        sent.push({ name, data: data as Record<string, unknown> });
        return randomUUID();
      },
    },
    log: { error: (details: object) => logged.push(details) },
  };
}

describe('queueing invoice notices', () => {
  it("sends a conversion's notices in jobs of a hundred invoices, not one job per invoice", async () => {
    const queue = fakeQueue();
    const ids = Array.from({ length: 250 }, () => randomUUID());
    await queueIssuedNotices(queue.jobs, queue.log, ids);
    const notices = queue.sent.filter((job) => job.name === invoiceIssuedNoticeJob);
    expect(notices.map((job) => (job.data.invoiceIds as string[]).length)).toEqual([100, 100, 50]);
    expect(notices.flatMap((job) => job.data.invoiceIds)).toEqual(ids);
    // One e-invoice sweep for the whole conversion (issue 42).
    expect(queue.sent.map((job) => job.name)).toEqual([
      ...Array(3).fill(invoiceIssuedNoticeJob),
      eInvoiceSweepJob,
    ]);
  });

  it('logs a queue that cannot take the job instead of failing what was already saved', async () => {
    const queue = fakeQueue(true);
    const data = { invoiceId: randomUUID(), paymentId: randomUUID() };
    await expect(queueReceiptNotice(queue.jobs, queue.log, data)).resolves.toBeUndefined();
    expect(queue.logged).toEqual([expect.objectContaining({ job: receiptMailJob, ...data })]);
  });
});
