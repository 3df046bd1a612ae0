import type { Shift, ShiftVersion } from '@cic/contract/staff-attendance/attendance-answers';
import { useTranslation } from 'react-i18next';
import { InlineLoadError } from '@/components/inline-load-error';
import { LoadingBlocks } from '@/components/loading-blocks';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { formatDateTime, formatTime } from '@/lib/time';
import { useShiftVersions } from '../api/get-shift-versions';

/** A shift's versions, the original first and the current one last: times, who recorded each, why. */
export function ShiftHistoryDialog({ shift, onClose }: { shift: Shift; onClose: () => void }) {
  const { t } = useTranslation('timesheets');
  const versions = useShiftVersions(shift.id);
  return (
    <DialogFrame
      onClose={onClose}
      title={t('history.title', { name: shift.name })}
      description={t('history.description')}
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('history.close')}
        </Button>
      }
    >
      {versions.data ? (
        <ol className="grid gap-3">
          {versions.data.map((version, index) => (
            <VersionItem
              key={version.version}
              version={version}
              label={
                index === versions.data.length - 1
                  ? t('history.current')
                  : index === 0
                    ? t('history.original')
                    : null
              }
            />
          ))}
        </ol>
      ) : versions.isError ? (
        <InlineLoadError error={versions.error} onRetry={() => versions.refetch()} />
      ) : (
        <LoadingBlocks label={t('history.loading')} blocks={['h-16']} className="grid gap-2" />
      )}
    </DialogFrame>
  );
}

function VersionItem({ version, label }: { version: ShiftVersion; label: string | null }) {
  const { t } = useTranslation('timesheets');
  return (
    <li className="grid gap-0.5 rounded-xl border border-zinc-200 p-3 text-sm text-zinc-700">
      <p className="font-semibold text-zinc-900">
        {t('history.version', { version: version.version })}
        {label ? ` · ${label}` : null}
      </p>
      <p className="tabular-nums">
        {t('history.times', {
          start: formatDateTime(version.startedAt),
          end: version.endedAt ? formatTime(version.endedAt) : t('shift.notClockedOut'),
        })}
      </p>
      <p>{t('history.recorded', { name: version.recordedBy, time: formatDateTime(version.recordedAt) })}</p>
      {version.reason ? (
        <p className="break-words">{t('history.reason', { reason: version.reason })}</p>
      ) : null}
    </li>
  );
}
