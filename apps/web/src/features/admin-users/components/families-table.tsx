import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/time';
import { useFamilies } from '../api/get-families';
import type { UserListQuery } from '../lib/user-list-query';
import { FamilyChildren, FamilyMembers } from './family-people';
import { MessageRow, SkeletonRows } from './list-states';
import { Pager } from './pager';

const columns = ['Family', 'Members', 'Children', 'Created'];

type FamiliesTableProps = {
  query: UserListQuery;
  onPage: (page: number) => void;
  detailHref: (familyId: string) => string;
  parentHref: (parentId: string) => string;
};

/** A page of families: members with their relation, children with their centre; a row opens its detail. */
export function FamiliesTable({ query, onPage, detailHref, parentHref }: FamiliesTableProps) {
  const families = useFamilies(query);
  const navigate = useNavigate();

  let body: ReactNode;
  if (families.isPending) body = <SkeletonRows columns={columns.length} />;
  else if (families.isError) {
    body = (
      <MessageRow columns={columns.length} alert>
        {families.error.message}
      </MessageRow>
    );
  } else if (families.data.items.length === 0) {
    body = <MessageRow columns={columns.length}>No families found</MessageRow>;
  } else {
    body = families.data.items.map((family) => (
      <TableRow
        key={family.id}
        className="cursor-pointer align-top"
        onClick={(event) => {
          if (!(event.target instanceof Element && event.target.closest('a')))
            navigate(detailHref(family.id));
        }}
      >
        <TableCell className="align-top font-medium">
          <Link to={detailHref(family.id)} className="text-brand-800 hover:underline">
            {family.name}
          </Link>
        </TableCell>
        <TableCell className="align-top">
          <FamilyMembers members={family.members} parentHref={parentHref} />
        </TableCell>
        <TableCell className="align-top">
          <FamilyChildren items={family.children} />
        </TableCell>
        <TableCell className="align-top whitespace-nowrap">{formatDate(family.createdAt)}</TableCell>
      </TableRow>
    ));
  }

  return (
    <div>
      <Table aria-label="Families" aria-busy={families.isFetching || undefined}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{body}</TableBody>
      </Table>
      {families.data ? <Pager meta={families.data.meta} onPage={onPage} noun="families" /> : null}
    </div>
  );
}
