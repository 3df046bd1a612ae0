import type { ReferralLeaderboardRow } from '@cic/contract';
import { ScrollText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/time';
import { RegistrationStatusBadge } from './registration-status-badge';

type ReferralLog = ReferralLeaderboardRow['referralLogs'][number];

/** Every field of a referral log (spec 2 §3), in the order the spec lists them. */
function logFields(log: ReferralLog): { label: string; value: ReactNode }[] {
  return [
    { label: 'Date/Time', value: formatDateTime(log.dateTime) },
    { label: 'CIC Centre', value: log.cicCentre },
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
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Referral logs of ${who} (${count})`}>
          <ScrollText aria-hidden="true" />
          {count}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Referral Logs</DialogTitle>
          <DialogDescription>Registrations made with the referral code of {who}.</DialogDescription>
        </DialogHeader>
        {count === 0 ? (
          <p className="py-6 text-center text-sm text-zinc-500">No referral logs yet.</p>
        ) : (
          <ul className="grid gap-3">
            {row.referralLogs.map((log, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: logs have no id and never reorder
              <LogCard key={index} log={log} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
