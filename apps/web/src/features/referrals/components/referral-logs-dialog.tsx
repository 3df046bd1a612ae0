import type { ReferralLeaderboardRow } from '@cic/contract';
import { ScrollText } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/time';
import { CountDialog } from './count-dialog';
import { RegistrationStatusBadge } from './registration-status-badge';

type ReferralLog = ReferralLeaderboardRow['referralLogs'][number];

/** Every field of a referral log (spec 2 §3), in the order the spec lists them. */
function logFields(log: ReferralLog): { label: string; value: ReactNode }[] {
  return [
    { label: 'Date/Time', value: formatDateTime(log.dateTime) },
    { label: 'CIC Center', value: log.cicCentre },
    { label: 'Student ID', value: log.studentID ?? '-' },
    { label: "Father's Name", value: log.fatherName ?? '-' },
    { label: "Mother's Name", value: log.motherName ?? '-' },
    { label: 'Student Name', value: log.studentName },
    { label: 'Contact Email', value: log.contactEmail },
    { label: 'Referral Code', value: log.referralCode },
    { label: "Father's IC Number", value: log.fatherICNumber ?? '-' },
    { label: "Mother's IC Number", value: log.motherICNumber ?? '-' },
    { label: 'Registration Status', value: <RegistrationStatusBadge status={log.registrationStatus} /> },
  ];
}

function LogCard({ log }: { log: ReferralLog }) {
  return (
    <li className="rounded-xl border border-zinc-200 p-4">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {logFields(log).map((field) => (
          <div key={field.label} className="grid content-start gap-0.5">
            <dt className="text-xs font-medium text-zinc-500">{field.label}</dt>
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
  const who = row.parentName ?? row.email;
  return (
    <CountDialog
      count={count}
      icon={ScrollText}
      label={`Referral logs of ${who}`}
      title="Referral Logs"
      description={`Registrations made with the referral code of ${who}.`}
      emptyText="No referral logs yet."
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
