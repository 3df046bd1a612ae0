import { Link } from 'react-router';
import { PagedListTable } from '@/components/paged-list-table';
import { TableCell } from '@/components/ui/table';
import { useParents } from '../api/get-parents';
import type { UserListQuery } from '../lib/user-list-query';
import { VerifiedBadge } from './verified-badge';

const columns = ['Name', 'Email', 'Phone', 'Verified', 'Families', 'Children'];

type ParentsTableProps = {
  query: UserListQuery;
  onPage: (page: number) => void;
  /** Where a parent's detail lives (the page keeps the address spelling in use). */
  detailHref: (parentId: string) => string;
};

/** A page of parents: name, e-mail, phone, verified, families and children; a row opens its detail. */
export function ParentsTable({ query, onPage, detailHref }: ParentsTableProps) {
  return (
    <PagedListTable
      label="Parents"
      noun="parents"
      columns={columns}
      list={useParents(query)}
      onPage={onPage}
      rowKey={(parent) => parent.id}
      rowHref={(parent) => detailHref(parent.id)}
      cells={(parent) => (
        <>
          <TableCell className="font-medium">
            <Link to={detailHref(parent.id)} className="text-brand-800 hover:underline">
              {parent.fullName ?? 'No name yet'}
            </Link>
          </TableCell>
          <TableCell className="whitespace-nowrap">{parent.email}</TableCell>
          <TableCell className="whitespace-nowrap">{parent.phoneNumber ?? '-'}</TableCell>
          <TableCell>
            <VerifiedBadge verified={parent.verified} />
          </TableCell>
          <TableCell className="tabular-nums">{parent.families}</TableCell>
          <TableCell className="tabular-nums">{parent.children}</TableCell>
        </>
      )}
    />
  );
}
