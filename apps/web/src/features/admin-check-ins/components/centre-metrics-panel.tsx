import { type CentreView, centreAccessLink } from '@cic/contract';
import { Link2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { cn } from '@/lib/cn';
import { formatClock, formatPercent } from '../lib/format';
import { CentreStatusIcon } from './centre-status-icon';
import { CentreTypeBadge } from './centre-type-badge';

type MetricProps = {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** A name rather than a figure: smaller, and wrapping instead of cut. */
  text?: boolean;
};

function Metric({ label, value, hint, text = false }: MetricProps) {
  return (
    <div className="grid content-start gap-1 rounded-xl border border-zinc-200 bg-white p-3">
      <dt className="text-xs font-medium text-zinc-500">{label}</dt>
      <dd
        className={cn(
          'font-semibold text-zinc-900',
          text ? 'text-base leading-snug break-words' : 'text-lg tabular-nums',
        )}
      >
        {value}
      </dd>
      {hint ? <dd className="truncate text-xs text-zinc-500">{hint}</dd> : null}
    </div>
  );
}

/** Copies origin + /teacher?id=&password= (spec 2 §2.10); disabled before the centre has a password. */
export function AccessLinkButton({ center }: { center: CentreView['center'] }) {
  const password = center.password;
  return (
    <Button
      variant="outline"
      disabled={!password}
      title={password ? undefined : 'The center has no password until it is activated'}
      onClick={async () => {
        if (!password) return;
        const copied = await copyText(centreAccessLink(window.location.origin, center.id, password));
        toast(
          copied
            ? { title: 'Access link copied to clipboard' }
            : { title: 'Error', description: 'Could not copy the access link', variant: 'destructive' },
        );
      }}
    >
      <Link2 aria-hidden="true" />
      Access Link
    </Button>
  );
}

/** The Overall tab's centre information (with Access Link) and metrics (spec 2 §3 centre metrics). */
export function CentreMetricsPanel({ view }: { view: CentreView }) {
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
          Center info
        </h2>
        <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          <div className="flex items-center gap-2">
            <dt className="text-zinc-500">Name</dt>
            <dd className="font-medium text-zinc-900">{center.name}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-zinc-500">Type</dt>
            <dd>
              <CentreTypeBadge type={center.type} />
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-zinc-500">Status</dt>
            <dd className="flex items-center gap-1.5">
              <CentreStatusIcon registered={center.registerStatus} />
              <span aria-hidden="true">{center.registerStatus ? 'Registered' : 'Not registered'}</span>
            </dd>
          </div>
        </dl>
        <AccessLinkButton center={center} />
      </section>
      <section aria-labelledby="metrics-title">
        <h2 id="metrics-title" className="sr-only">
          Metrics
        </h2>
        <dl className="grid grid-cols-2 gap-3 @xl:grid-cols-3 @3xl:grid-cols-4 @5xl:grid-cols-6">
          <Metric label="Attendance" value={attendance === '-' ? '-' : `${attendance}%`} />
          <Metric label="Checked in" value={metrics.checkins} />
          <Metric label="Checked out" value={metrics.checkouts} />
          <Metric label="Absentees" value={metrics.absentees} />
          <Metric label="Total students" value={metrics.totalStudents} />
          <Metric label="Compliance" value={compliance === '-' ? '-' : `${compliance}%`} />
          <Metric label="Average in time" value={formatClock(metrics.averageInTime)} />
          <Metric label="Average out time" value={formatClock(metrics.averageOutTime)} />
          <Metric label="Earliest check-in" value={metrics.earliestCheckInStudentName ?? '-'} text />
          <Metric label="Latest check-out" value={metrics.latestCheckOutStudentName ?? '-'} text />
          <Metric label="Fever" value={metrics.feverCount} hint="children flagged that day" />
          <Metric label="Total teachers" value={metrics.totalTeachers} />
          <Metric
            label="Highest activity teacher"
            value={top?.name ?? '-'}
            text
            hint={top ? `${top.amount} ${top.amount === 1 ? 'activity' : 'activities'}` : undefined}
          />
        </dl>
      </section>
    </div>
  );
}
