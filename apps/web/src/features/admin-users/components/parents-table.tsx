import { useTranslation } from 'react-i18next';
import { PagedListTable } from '@/components/paged-list-table';
import type { OnPage } from '@/components/pager';
import { RowLinkCell } from '@/components/ui/row-link-cell';
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
          <RowLinkCell to={detailHref(parent.id)}>{parent.fullName ?? t('users.noName')}</RowLinkCell>
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
