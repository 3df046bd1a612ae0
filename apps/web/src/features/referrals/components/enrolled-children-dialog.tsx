import type { ReferralLeaderboardRow } from '@cic/contract';
import { Baby } from 'lucide-react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CountDialog } from './count-dialog';
import { RegistrationStatusBadge } from './registration-status-badge';

/** The children a parent's referrals enrolled: name, centre, package, year and status (spec 2 §2.17). */
export function EnrolledChildrenDialog({ row }: { row: ReferralLeaderboardRow }) {
  const count = row.enrolledChildren.length;
  const who = row.parentName ?? row.email;
  return (
    <CountDialog
      count={count}
      icon={Baby}
      label={`Enrolled children of ${who}`}
      title="Enrolled Children"
      description={`Children enrolled through the referrals of ${who}.`}
      emptyText="No enrolled children yet."
    >
      <Table aria-label="Enrolled children">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Center</TableHead>
            <TableHead>Package</TableHead>
            <TableHead>Year</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {row.enrolledChildren.map((child, index) => (
            // Children have no id here and the list never reorders: the position identifies a line.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list without ids
            <TableRow key={index}>
              <TableCell className="font-medium">{child.name}</TableCell>
              <TableCell>{child.center}</TableCell>
              <TableCell>{child.package ?? '-'}</TableCell>
              <TableCell>{child.year}</TableCell>
              <TableCell>
                <RegistrationStatusBadge status={child.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </CountDialog>
  );
}
