import { type CentreView, centreAccessLink } from '@cic/contract';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Metric } from '@/components/metric';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { formatClockTime } from '@/lib/time';
import { formatPercent } from '../lib/format';
import { CentreStatusIcon } from './centre-status-icon';
import { CentreTypeBadge } from './centre-type-badge';

/** Copies origin + /teacher?id=&password= (spec 2 §2.10); disabled before the centre has a password. */
export function AccessLinkButton({ center }: { center: CentreView['center'] }) {
  const { t } = useTranslation('admin');
  const password = center.password;
  return (
    <Button
      variant="outline"
      disabled={!password}
      title={password ? undefined : t('centre.accessLink.noPassword')}
      onClick={async () => {
        if (!password) return;
        const copied = await copyText(centreAccessLink(window.location.origin, center.id, password));
        toast(
          copied
            ? { title: t('centre.accessLink.copied') }
            : {
                title: t('centre.accessLink.errorTitle'),
                description: t('centre.accessLink.copyFailed'),
                variant: 'destructive',
              },
        );
      }}
    >
      <Link2 aria-hidden="true" />
      {t('centre.accessLink.button')}
    </Button>
  );
}

/** The Overall tab's centre information (with Access Link) and metrics (spec 2 §3 centre metrics). */
export function CentreMetricsPanel({ view }: { view: CentreView }) {
  const { t } = useTranslation('admin');
  const { center, metrics } = view;
  const attendance = formatPercent(metrics.attendancePercentage);
  const compliance = formatPercent(metrics.complianceUsage);
  const top = metrics.highestActivityTeacher;
  return (
    <div className="@container grid gap-3">
      <section
        aria-labelledby="centre-info-title"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-zinc-200 bg-white p-3"
      >
        <h2 id="centre-info-title" className="sr-only">
          {t('centre.info.title')}
        </h2>
        <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          <div className="flex items-center gap-2">
            <dt className="text-zinc-500">{t('centre.info.name')}</dt>
            <dd className="font-medium text-zinc-900">{center.name}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-zinc-500">{t('centre.info.type')}</dt>
            <dd>
              <CentreTypeBadge type={center.type} />
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-zinc-500">{t('centre.info.status')}</dt>
            <dd className="flex items-center gap-1.5">
              <CentreStatusIcon registered={center.registerStatus} />
              <span aria-hidden="true">
                {center.registerStatus ? t('centre.registered') : t('centre.notRegistered')}
              </span>
            </dd>
          </div>
        </dl>
        <AccessLinkButton center={center} />
      </section>
      <section aria-labelledby="metrics-title">
        <h2 id="metrics-title" className="sr-only">
          {t('centre.metrics.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 @xl:grid-cols-3 @3xl:grid-cols-4 @5xl:grid-cols-6">
          <Metric
            label={t('centre.metrics.attendance')}
            value={attendance === '-' ? '-' : `${attendance}%`}
          />
          <Metric label={t('centre.metrics.checkedIn')} value={metrics.checkins} />
          <Metric label={t('centre.metrics.checkedOut')} value={metrics.checkouts} />
          <Metric label={t('centre.metrics.absentees')} value={metrics.absentees} />
          <Metric label={t('centre.metrics.reportedAbsences')} value={metrics.reportedAbsences} />
          <Metric label={t('centre.metrics.unexplainedAbsences')} value={metrics.unexplainedAbsences} />
          <Metric label={t('centre.metrics.totalStudents')} value={metrics.totalStudents} />
          <Metric
            label={t('centre.metrics.compliance')}
            value={compliance === '-' ? '-' : `${compliance}%`}
          />
          <Metric label={t('centre.metrics.averageIn')} value={formatClockTime(metrics.averageInTime)} />
          <Metric label={t('centre.metrics.averageOut')} value={formatClockTime(metrics.averageOutTime)} />
          <Metric
            label={t('centre.metrics.earliestCheckIn')}
            value={metrics.earliestCheckInStudentName ?? '-'}
            text
          />
          <Metric
            label={t('centre.metrics.latestCheckOut')}
            value={metrics.latestCheckOutStudentName ?? '-'}
            text
          />
          <Metric
            label={t('centre.metrics.fever')}
            value={metrics.feverCount}
            hint={t('centre.metrics.feverHint')}
          />
          <Metric label={t('centre.metrics.totalTeachers')} value={metrics.totalTeachers} />
          <Metric
            label={t('centre.metrics.highestActivityTeacher')}
            value={top?.name ?? '-'}
            text
            hint={top ? t('centre.metrics.activities', { count: top.amount }) : undefined}
          />
        </dl>
      </section>
    </div>
  );
}
