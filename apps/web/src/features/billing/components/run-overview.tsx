import { type BillingRunDetail, formatSen } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Metric } from '@/components/metric';
import { BusyBar } from '@/components/ui/busy-bar';
import { Card } from '@/components/ui/card';
import { messageText } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/time';
import { isRunGoing } from '../lib/run-status';
import { RunStatusBadge } from './run-status-badge';

/** Where focus lands once the run's own buttons are gone (issuing, drafting again): its status heading. */
export const runStatusHeadingId = 'billing-run-status';

/** The catalogue's words for the run's failure key, else the server's text. */
function failureText(run: BillingRunDetail): string {
  const code = run.errorMessageCode;
  const translated = code ? messageText(code) : null;
  return translated && translated !== code ? translated : (run.errorMessage ?? '');
}

/** What the run is doing, in a sentence. */
function useRunSentence(run: BillingRunDetail): string {
  const { t } = useTranslation('billing');
  switch (run.status) {
    case 'QUEUED':
      return t('run.sentence.QUEUED');
    case 'DRAFTING':
      return t('run.sentence.DRAFTING', { count: run.invoices });
    case 'DRAFTED':
      return t('run.sentence.DRAFTED', { date: formatDateTime(run.draftedAt) });
    case 'ISSUING':
      return t('run.sentence.ISSUING', { issued: run.issued, invoices: run.invoices });
    case 'ISSUED':
      return t('run.sentence.ISSUED', { date: formatDateTime(run.issuedAt) });
    case 'FAILED':
      return failureText(run);
  }
}

/** The run's status (followed while it is drafted or issued), and its figures. */
export function RunOverview({ run }: { run: BillingRunDetail }) {
  const { t } = useTranslation('billing');
  const sentence = useRunSentence(run);
  const going = isRunGoing(run.status);
  return (
    <div className="grid grid-cols-1 gap-4">
      <Card className="grid gap-3 p-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={runStatusHeadingId} className="text-base font-semibold text-zinc-900">
            {t('run.status')}
          </h2>
          <RunStatusBadge status={run.status} />
          {run.issueWhenDrafted && run.status !== 'ISSUED' ? (
            <span className="text-xs text-zinc-600">{t('run.issuesWhenDrafted')}</span>
          ) : null}
        </div>
        <p role={run.status === 'FAILED' ? 'alert' : 'status'} className="text-sm text-zinc-700">
          {sentence}
        </p>
        {going ? <BusyBar label={t('run.progressLabel')} className="max-w-sm" /> : null}
      </Card>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Metric label={t('run.figures.invoices')} value={run.invoices} />
        <Metric label={t('run.figures.lines')} value={run.lines} />
        <Metric label={t('run.figures.total')} value={formatSen(run.totalSen)} />
        <Metric
          label={t('run.figures.issued')}
          value={t('run.figures.issuedOf', { issued: run.issued, invoices: run.invoices })}
        />
      </dl>
    </div>
  );
}
