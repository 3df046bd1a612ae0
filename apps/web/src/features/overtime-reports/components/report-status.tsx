import type { OvertimeReport } from '@cic/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { BusyBar } from '@/components/ui/busy-bar';
import { elapsedLabel } from '../lib/report-figures';

/** The clock, ticking every second while `running`, for the elapsed time of a generating report. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** 'Generating…' with an indeterminate bar and the time since the report was asked for. */
export function GeneratingStatus({ createdAt }: { createdAt: string }) {
  const { t } = useTranslation('overtime');
  const now = useNow(true);
  return (
    <span className="grid w-40 max-w-full gap-1">
      <span className="flex items-center gap-2">
        <Badge variant="warning">{t('status.generating')}</Badge>
        <span className="text-xs text-zinc-500 tabular-nums">
          {elapsedLabel(now - Date.parse(createdAt))}
        </span>
      </span>
      <BusyBar label={t('status.generatingLabel')} />
    </span>
  );
}

/** A report's state where it is not READY: generating, or failed with the reason. */
export function ReportStatus({
  report,
}: {
  report: Pick<OvertimeReport, 'status' | 'failureReason' | 'createdAt'>;
}) {
  const { t } = useTranslation('overtime');
  if (report.status === 'GENERATING') return <GeneratingStatus createdAt={report.createdAt} />;
  if (report.status === 'FAILED') {
    return (
      <span className="grid gap-1">
        <Badge variant="destructive" className="w-fit">
          {t('status.failed')}
        </Badge>
        {report.failureReason ? <span className="text-xs text-red-700">{report.failureReason}</span> : null}
      </span>
    );
  }
  return null;
}
