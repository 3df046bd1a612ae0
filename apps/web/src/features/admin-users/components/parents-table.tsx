import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedListTable } from '@/components/paged-list-table';
import type { OnPage } from '@/components/pager';
import { TableCell } from '@/components/ui/table';
import { useParents } from '../api/get-parents';
import type { UserListQuery } from '../lib/user-list-query';
import { VerifiedBadge } from './verified-badge';

type ParentsTableProps = {
  query: UserListQuery;
  onPage: OnPage;
  /** Where a parent's detail lives (the page keeps the address spelling in use). */
  detailHref: (parentId: string) => string;
};

/** A page of parents: name, e-mail, phone, verified, families and children; a row opens its detail. */
export function ParentsTable({ query, onPage, detailHref }: ParentsTableProps) {
  const { t } = useTranslation('admin');
  const columns = [
    t('users.parents.columns.name'),
    t('users.parents.columns.email'),
    t('users.parents.columns.phone'),
    t('users.parents.columns.verified'),
    t('users.parents.columns.families'),
    t('users.parents.columns.children'),
  ];
  return (
    <PagedListTable
      label={t('users.parents.title')}
      noun={(count) => t('users.parents.noun', { count })}
      columns={columns}
      list={useParents(query)}
      onPage={onPage}
      rowKey={(parent) => parent.id}
      rowHref={(parent) => detailHref(parent.id)}
      cells={(parent) => (
        <>
          <TableCell className="font-medium">
            <Link to={detailHref(parent.id)} className="text-brand-800 hover:underline">
              {parent.fullName ?? t('users.noName')}
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
