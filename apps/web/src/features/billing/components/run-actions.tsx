import type { BillingRunDetail } from '@cic/contract';
import { RefreshCw, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/components/ui/use-toast';
import { useFocusAfter } from '@/hooks/use-focus-after';
import { formatMonth } from '@/lib/time';
import { useIssueRun } from '../api/issue-run';
import { useStartRun } from '../api/start-run';
import { runStatusHeadingId } from './run-overview';

const statusHeading = () => document.getElementById(runStatusHeadingId);

type RunActionsProps = {
  run: BillingRunDetail;
  /** A month drafted again may answer another run: its page follows it. */
  onRun: (runId: string) => void;
};

/**
 * A drafted run's 'Issue all' (after a confirmation: numbers and e-mails cannot be taken back), and
 * 'Draft again' for a drafted or failed run (only what is missing is drafted; nothing twice).
 * Both buttons go once the run is queued, so focus goes to the run's status.
 */
export function RunActions({ run, onRun }: RunActionsProps) {
  const { t } = useTranslation('billing');
  const issue = useIssueRun(run.id);
  const start = useStartRun();
  const focusAfter = useFocusAfter();
  const [confirming, setConfirming] = useState(false);
  const month = formatMonth(run.month);
  const drafts = run.centres.reduce((sum, centre) => sum + centre.drafts, 0);

  const draftAgain = () =>
    start.mutate(
      { month: run.month, issueWhenDrafted: false },
      {
        onSuccess: ({ id }) => {
          toast({ title: t('runs.start.done', { month }) });
          if (id !== run.id) onRun(id);
          focusAfter(statusHeading);
        },
        onError: (error) => toastError(error),
      },
    );

  if (run.status !== 'DRAFTED' && run.status !== 'FAILED') return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" disabled={start.isPending} onClick={draftAgain}>
        <RefreshCw aria-hidden="true" />
        {start.isPending
          ? t('run.actions.drafting')
          : run.status === 'FAILED'
            ? t('run.actions.tryAgain')
            : t('run.actions.draftAgain')}
      </Button>
      {run.status === 'DRAFTED' ? (
        <Button disabled={drafts === 0} onClick={() => setConfirming(true)}>
          <Send aria-hidden="true" />
          {t('run.actions.issueAll')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => (open ? undefined : setConfirming(false))}
        title={t('run.issue.title', { month })}
        description={t('run.issue.description', { count: drafts })}
        confirmLabel={t('run.issue.confirm')}
        pending={issue.isPending}
        pendingLabel={t('run.issue.pending')}
        onConfirm={() =>
          issue.mutate(undefined, {
            onSuccess: () => {
              toast({ title: t('run.issue.done', { month }) });
              setConfirming(false);
              focusAfter(statusHeading);
            },
            onError: (error) => toastError(error),
          })
        }
      />
    </div>
  );
}
