import type { InvoicingRun } from '@cic/contract';
import { formatSen } from '@cic/contract/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { messageText } from '@/i18n/i18n';
import { getErrorMessage } from '@/lib/api-client';
import { overtimeInvoicesKey } from '../api/invoices-key';
import { useInvoicingRun, useStartInvoicingRun } from '../api/invoicing-run';
import { InvoicesMadeFooter } from './invoices-made-footer';

/** The two kinds of run, in the dialog's order; each names its label and hint under `invoicing.whole.`. */
const kinds = ['proforma', 'issued'] as const;
type Kind = (typeof kinds)[number];

type WholeReportInvoicingProps = {
  reportId: string;
  /** The report's tables change (the items' billing status). */
  onChanged: () => void;
  invoicesHref: string;
};

const settled = (run: InvoicingRun | undefined) => run?.status === 'DONE' || run?.status === 'FAILED';

/**
 * 'Invoice whole report' on a READY report (issue 28, decision 074): every item not yet on an
 * invoice, one invoice per family and centre, as proforma or issued invoices. The run is queued
 * and followed every second until it ends; the dialog may be closed meanwhile, the button then
 * reopens it on the same run. A refusal (a run already going, a report not ready) is the server's
 * message in the dialog.
 */
export function WholeReportInvoicing({ reportId, onChanged, invoicesHref }: WholeReportInvoicingProps) {
  const { t } = useTranslation('overtime');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Kind>('proforma');
  const [runId, setRunId] = useState<string | null>(null);
  const start = useStartInvoicingRun();
  const run = useInvoicingRun(runId).data;
  const ended = settled(run);
  // The page's callback changes each render; the refresh below runs once per ended run.
  const changed = useRef(onChanged);
  changed.current = onChanged;

  // Once the run ends the report's statuses and the Invoices list are out of date.
  useEffect(() => {
    if (!ended) return;
    changed.current();
    void queryClient.invalidateQueries({ queryKey: overtimeInvoicesKey });
  }, [ended, queryClient]);

  const close = () => {
    setOpen(false);
    // A run still going is kept, so the button shows it again; an ended one is done with.
    if (ended) setRunId(null);
    start.reset();
  };
  const submit = () =>
    start.mutate({ reportId, issue: kind === 'issued' }, { onSuccess: (answer) => setRunId(answer.id) });

  const following = runId !== null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ReceiptText aria-hidden="true" />
        {following && !ended ? t('invoicing.whole.following') : t('invoicing.whole.open')}
      </Button>
      {following ? (
        <DialogFrame
          open={open}
          onOpenChange={(next) => (next ? undefined : close())}
          title={
            run?.status === 'DONE'
              ? t('invoicing.whole.doneTitle')
              : run?.status === 'FAILED'
                ? t('invoicing.whole.failedTitle')
                : t('invoicing.whole.runningTitle')
          }
          footer={
            run?.status === 'DONE' ? (
              <InvoicesMadeFooter onStay={close} invoicesHref={invoicesHref} />
            ) : (
              <Button variant="outline" onClick={close}>
                {t('invoicing.whole.close')}
              </Button>
            )
          }
        >
          <RunState run={run} />
        </DialogFrame>
      ) : (
        <DialogFrame
          open={open}
          busy={start.isPending}
          onOpenChange={(next) => (next ? undefined : close())}
          title={t('invoicing.whole.title')}
          description={t('invoicing.whole.description')}
          onSubmit={submit}
          footer={
            <>
              <Button variant="outline" onClick={close} disabled={start.isPending}>
                {t('invoices.cancel')}
              </Button>
              <Button type="submit" disabled={start.isPending}>
                {start.isPending ? t('invoicing.whole.starting') : t('invoicing.whole.start')}
              </Button>
            </>
          }
        >
          <div className="grid gap-4">
            <ChoiceCards
              legend={t('invoicing.whole.kind')}
              name="invoice-kind"
              choices={kinds}
              value={kind}
              onChange={setKind}
              label={(choice) => t(`invoicing.whole.kinds.${choice}`)}
              hint={(choice) => t(`invoicing.whole.kinds.${choice}Hint`)}
            />
            {start.error ? (
              <p role="alert" className="text-sm text-red-700">
                {getErrorMessage(start.error)}
              </p>
            ) : null}
          </div>
        </DialogFrame>
      )}
    </>
  );
}

/** The catalogue's text for the run's failure key, else the server's English text. */
function failureText(run: InvoicingRun) {
  const code = run.errorMessageCode;
  const translated = code ? messageText(code) : null;
  return translated && translated !== code ? translated : (run.errorMessage ?? '');
}

/** Where the run is: waiting, its figures so far, what it made, or why it stopped. */
function RunState({ run }: { run: InvoicingRun | undefined }) {
  const { t } = useTranslation('overtime');
  if (run?.status === 'FAILED') {
    return (
      <p role="alert" className="text-sm text-red-700">
        {failureText(run)}
      </p>
    );
  }
  if (run?.status === 'DONE') {
    return (
      <p role="status" className="text-sm text-zinc-700">
        {run.invoices === 0
          ? t('invoicing.whole.nothingLeft')
          : t('invoicing.whole.made', {
              count: run.invoices,
              items: run.items,
              total: formatSen(run.totalSen),
            })}
      </p>
    );
  }
  return (
    <div className="grid gap-2 text-sm text-zinc-700">
      <p role="status">
        {run?.status === 'RUNNING'
          ? t('invoicing.whole.progress', { count: run.invoices, items: run.items })
          : t('invoicing.whole.queued')}
      </p>
      <p className="text-xs text-zinc-600">{t('invoicing.whole.closeHint')}</p>
    </div>
  );
}
