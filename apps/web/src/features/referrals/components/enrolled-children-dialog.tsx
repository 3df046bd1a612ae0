import type { ReferralLeaderboardRow } from '@cic/contract';
import { Baby } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CountDialog } from './count-dialog';
import { RegistrationStatusBadge } from './registration-status-badge';

/** The children a parent's referrals enrolled: name, centre, package, year and status (spec 2 §2.17). */
export function EnrolledChildrenDialog({ row }: { row: ReferralLeaderboardRow }) {
  const count = row.enrolledChildren.length;
  const { t } = useTranslation('admin');
  const who = row.parentName ?? row.email;
  return (
    <CountDialog
      count={count}
      icon={Baby}
      label={t('referrals.enrolled.of', { who })}
      title={t('referrals.enrolled.title')}
      description={t('referrals.enrolled.description', { who })}
      emptyText={t('referrals.enrolled.empty')}
    >
      <Table aria-label={t('referrals.enrolled.tableLabel')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('referrals.enrolled.columns.name')}</TableHead>
            <TableHead>{t('referrals.enrolled.columns.centre')}</TableHead>
            <TableHead>{t('referrals.enrolled.columns.package')}</TableHead>
            <TableHead>{t('referrals.enrolled.columns.year')}</TableHead>
            <TableHead>{t('referrals.enrolled.columns.status')}</TableHead>
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
