import { type DocumentSigner, documentSigner } from '../../adapters/myinvois';
import type { AppContext } from '../../app-context';
import type { JobHandler } from '../../jobs/queue';
import { type FollowUpJobs, type FollowUpLog, queueFollowUp } from '../../shared/queue-follow-up';
import { createEInvoicesService } from './service';

/** Builds, sends and follows e-invoices (issue 42): every minute, and at once after an invoice is issued, voided or refunded. */
export const eInvoiceSweepJob = 'e-invoice-sweep';
export const eInvoiceSweepCron = '* * * * *';
/** The previous month's consolidated e-invoices, early on each of the first 7 days (the guideline's limit). */
export const eInvoiceConsolidateJob = 'e-invoice-consolidate';
export const eInvoiceConsolidateCron = '15 0 1-7 * *';

type Deps = Pick<AppContext, 'db' | 'myInvois' | 'clock' | 'config'> & Pick<FollowUpJobs, 'send'>;

/**
 * The sweep goes on while it has documents to send or follow; consolidation asks for one after
 * each write, so a month's documents are sent while the rest are built.
 */
export function eInvoiceJobs(deps: Deps): { name: string; handler: JobHandler<object>; cron: string }[] {
  let signer: DocumentSigner | null | undefined;
  // The certificate is opened at the first document, not when the server starts.
  const service = createEInvoicesService({
    ...deps,
    signer: () => (signer ??= documentSigner(deps.config)),
    sweepSoon: () => deps.send(eInvoiceSweepJob),
  });
  return [
    { name: eInvoiceSweepJob, handler: () => service.sweepWhileBusy(), cron: eInvoiceSweepCron },
    {
      name: eInvoiceConsolidateJob,
      handler: async () => ({ documents: await service.consolidatePreviousMonth() }),
      cron: eInvoiceConsolidateCron,
    },
  ];
}

/** Asks for a sweep now, after an invoice's issue, void or refund commits. */
export function queueEInvoiceSweep(jobs: FollowUpJobs, log: FollowUpLog) {
  return queueFollowUp(jobs, log, eInvoiceSweepJob, {}, 'the e-invoice sweep');
}
