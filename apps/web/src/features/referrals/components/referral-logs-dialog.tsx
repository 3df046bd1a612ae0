import type { ReferralLeaderboardRow } from '@cic/contract';
import type { TFunction } from 'i18next';
import { ScrollText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/time';
import { CountDialog } from './count-dialog';
import { RegistrationStatusBadge } from './registration-status-badge';

type ReferralLog = ReferralLeaderboardRow['referralLogs'][number];

/** Every field of a referral log (spec 2 §3), in the order the spec lists them; labels are full catalogue keys. */
function logFields(log: ReferralLog, t: TFunction<'admin'>): { label: string; value: ReactNode }[] {
  return [
    { label: 'admin:referrals.logs.fields.dateTime', value: formatDateTime(log.dateTime) },
    { label: 'admin:referrals.logs.fields.centre', value: log.cicCentre },
    { label: 'admin:referrals.logs.fields.studentId', value: log.studentID ?? '-' },
    { label: 'admin:referrals.logs.fields.fatherName', value: log.fatherName ?? '-' },
    { label: 'admin:referrals.logs.fields.motherName', value: log.motherName ?? '-' },
    { label: 'admin:referrals.logs.fields.studentName', value: log.studentName },
    { label: 'admin:referrals.logs.fields.contactEmail', value: log.contactEmail },
    { label: 'admin:referrals.logs.fields.referralCode', value: log.referralCode },
    { label: 'admin:referrals.logs.fields.fatherIc', value: log.fatherICNumber ?? '-' },
    { label: 'admin:referrals.logs.fields.motherIc', value: log.motherICNumber ?? '-' },
    {
      label: 'admin:referrals.logs.fields.registrationStatus',
      value: <RegistrationStatusBadge status={log.registrationStatus} />,
    },
    {
      label: 'admin:referrals.logs.fields.credit',
      value: log.creditStatus ? t(`referrals.logs.credit.${log.creditStatus}`) : '-',
    },
  ];
}

function LogCard({ log }: { log: ReferralLog }) {
  const { t } = useTranslation('admin');
  return (
    <li className="rounded-xl border border-zinc-200 p-4">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {logFields(log, t).map((field) => (
          <div key={field.label} className="grid content-start gap-0.5">
            <dt className="text-xs font-medium text-zinc-500">{t(field.label)}</dt>
            <dd className="text-sm break-words text-zinc-900">{field.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** The registrations that used a parent's referral code, newest first as the server sends them. */
export function ReferralLogsDialog({ row }: { row: ReferralLeaderboardRow }) {
  const count = row.referralLogs.length;
  const { t } = useTranslation('admin');
  const who = row.parentName ?? row.email;
  return (
    <CountDialog
      count={count}
      icon={ScrollText}
      label={t('referrals.logs.of', { who })}
      title={t('referrals.logs.title')}
      description={t('referrals.logs.description', { who })}
      emptyText={t('referrals.logs.empty')}
    >
      <ul className="grid gap-3">
        {row.referralLogs.map((log, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: logs have no id and never reorder
          <LogCard key={index} log={log} />
        ))}
      </ul>
    </CountDialog>
  );
}
