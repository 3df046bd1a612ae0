import type { ReferralLeaderboardRow } from '@cic/contract';
import { Baby } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RegistrationStatusBadge } from './registration-status-badge';

/** The children a parent's referrals enrolled: name, centre, package, year and status (spec 2 §2.17). */
export function EnrolledChildrenDialog({ row }: { row: ReferralLeaderboardRow }) {
  const count = row.enrolledChildren.length;
  const who = row.parentName ?? row.email;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Enrolled children of ${who} (${count})`}>
          <Baby aria-hidden="true" />
          {count}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Enrolled Children</DialogTitle>
          <DialogDescription>Children enrolled through the referrals of {who}.</DialogDescription>
        </DialogHeader>
        {count === 0 ? (
          <p className="py-6 text-center text-sm text-zinc-500">No enrolled children yet.</p>
        ) : (
          <Table aria-label="Enrolled children">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Centre</TableHead>
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
        )}
      </DialogContent>
    </Dialog>
  );
}
