import { useTranslation } from 'react-i18next';
import { PagedListTable } from '@/components/paged-list-table';
import type { OnPage } from '@/components/pager';
import { RowLinkCell } from '@/components/ui/row-link-cell';
import { TableCell } from '@/components/ui/table';
import { formatDate } from '@/lib/time';
import { useFamilies } from '../api/get-families';
import type { UserListQuery } from '../lib/user-list-query';
import { FamilyChildren, FamilyMembers } from './family-people';

type FamiliesTableProps = {
  query: UserListQuery;
  onPage: OnPage;
  detailHref: (familyId: string) => string;
  parentHref: (parentId: string) => string;
};

/** A page of families: members with their relation, children with their centre; a row opens its detail. */
export function FamiliesTable({ query, onPage, detailHref, parentHref }: FamiliesTableProps) {
  const { t } = useTranslation('admin');
  const columns = [
    t('users.family.columns.family'),
    t('users.family.columns.members'),
    t('users.family.columns.children'),
    t('users.family.columns.created'),
  ];
  return (
    <PagedListTable
      label={t('users.family.tableLabel')}
      noun={(count) => t('users.family.noun', { count })}
      columns={columns}
      list={useFamilies(query)}
      onPage={onPage}
      rowKey={(family) => family.id}
      rowHref={(family) => detailHref(family.id)}
      rowClassName="align-top"
      cells={(family) => (
        <>
          <RowLinkCell to={detailHref(family.id)} className="align-top">
            {family.name}
          </RowLinkCell>
          <TableCell className="align-top">
            <FamilyMembers members={family.members} parentHref={parentHref} />
          </TableCell>
          <TableCell className="align-top">
            <FamilyChildren items={family.children} />
          </TableCell>
          <TableCell className="align-top whitespace-nowrap">{formatDate(family.createdAt)}</TableCell>
        </>
      )}
    />
  );
}
