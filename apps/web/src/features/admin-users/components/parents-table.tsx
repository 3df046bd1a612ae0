import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useParents } from '../api/get-parents';
import type { UserListQuery } from '../lib/user-list-query';
import { MessageRow, SkeletonRows } from './list-states';
import { Pager } from './pager';
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
  const parents = useParents(query);
  const navigate = useNavigate();

  let body: ReactNode;
  if (parents.isPending) body = <SkeletonRows columns={columns.length} />;
  else if (parents.isError) {
    body = (
      <MessageRow columns={columns.length} alert>
        {parents.error.message}
      </MessageRow>
    );
  } else if (parents.data.items.length === 0) {
    body = <MessageRow columns={columns.length}>No parents found</MessageRow>;
  } else {
    body = parents.data.items.map((parent) => (
      <TableRow
        key={parent.id}
        className="cursor-pointer"
        onClick={(event) => {
          // The name is the link; a click elsewhere on the row does the same.
          if (!(event.target instanceof Element && event.target.closest('a')))
            navigate(detailHref(parent.id));
        }}
      >
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
      </TableRow>
    ));
  }

  return (
    <div>
      <Table aria-label="Parents" aria-busy={parents.isFetching || undefined}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{body}</TableBody>
      </Table>
      {parents.data ? <Pager meta={parents.data.meta} onPage={onPage} noun="parents" /> : null}
    </div>
  );
}
