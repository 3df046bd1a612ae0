import { HeartHandshake, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SearchBox } from '@/components/search-box';
import { Card } from '@/components/ui/card';
import { FamiliesTable } from '@/features/admin-users/components/families-table';
import { FamilyDetail } from '@/features/admin-users/components/family-detail';
import { ParentDetail } from '@/features/admin-users/components/parent-detail';
import { ParentsTable } from '@/features/admin-users/components/parents-table';
import { userPageSize } from '@/features/admin-users/lib/user-list-query';
import { useSearchListParams } from '@/hooks/use-list-params';
import { AdminPage } from './admin-page';
import { useUserAreaPaths } from './user-paths';

/** /app/admin/users (and /user): the way into the parents and families lists. */
export function AllUsersPage() {
  const { t } = useTranslation('admin');
  const area = useUserAreaPaths();
  const entries = [
    {
      to: area.parents,
      label: t('users.parents.title'),
      text: t('users.all.parentsText'),
      icon: Users,
    },
    {
      to: area.family,
      label: t('users.family.title'),
      text: t('users.all.familyText'),
      icon: HeartHandshake,
    },
  ];
  return (
    <AdminPage title={t('users.all.title')} description={t('users.all.description')}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {entries.map(({ to, label, text, icon: Icon }) => (
          <li key={to}>
            <Card className="h-full transition-colors hover:border-brand-300">
              <Link
                to={to}
                className="flex items-start gap-4 rounded-2xl p-5 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Icon aria-hidden="true" className="size-8 shrink-0 text-brand-600" />
                <span className="grid gap-1">
                  <span className="text-lg font-semibold text-zinc-900">{label}</span>
                  <span className="text-sm text-zinc-600">{text}</span>
                </span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}

/** /app/admin/users/parents (and /user/parents): every parent, searchable and paged. */
export function ParentsPage() {
  const { t } = useTranslation('admin');
  const area = useUserAreaPaths();
  const { query, set } = useSearchListParams(userPageSize);
  return (
    <AdminPage title={t('users.parents.title')} description={t('users.parents.description')}>
      <SearchBox
        value={query.search ?? ''}
        placeholder={t('users.parents.search')}
        onSearch={(search) => set({ search: search || undefined })}
      />
      <Card className="p-4">
        <ParentsTable
          query={query}
          onPage={(page, how) => set({ page }, how)}
          detailHref={area.parentDetail.href}
        />
      </Card>
    </AdminPage>
  );
}

/** /app/admin/users/family (and /user/family): every family, searchable and paged. */
export function FamilyPage() {
  const { t } = useTranslation('admin');
  const area = useUserAreaPaths();
  const { query, set } = useSearchListParams(userPageSize);
  return (
    <AdminPage title={t('users.family.title')} description={t('users.family.description')}>
      <SearchBox
        value={query.search ?? ''}
        placeholder={t('users.family.search')}
        onSearch={(search) => set({ search: search || undefined })}
      />
      <Card className="p-4">
        <FamiliesTable
          query={query}
          onPage={(page, how) => set({ page }, how)}
          detailHref={area.familyDetail.href}
          parentHref={area.parentDetail.href}
        />
      </Card>
    </AdminPage>
  );
}

/** /app/admin/users/parents/{parentId}: a parent's profile and families. */
export function ParentDetailPage() {
  const { t } = useTranslation('admin');
  const area = useUserAreaPaths();
  const { parentId = '' } = useParams();
  return (
    <AdminPage
      title={t('users.parentDetail.title')}
      showHeading={false}
      back={{ to: area.parents, label: t('users.parents.title') }}
    >
      <ParentDetail
        parentId={parentId}
        familyHref={area.familyDetail.href}
        parentHref={area.parentDetail.href}
      />
    </AdminPage>
  );
}

/** /app/admin/users/family/{familyId}: a family's members and children. */
export function FamilyDetailPage() {
  const { t } = useTranslation('admin');
  const area = useUserAreaPaths();
  const { familyId = '' } = useParams();
  return (
    <AdminPage
      title={t('users.family.title')}
      showHeading={false}
      back={{ to: area.family, label: t('users.family.title') }}
    >
      <FamilyDetail familyId={familyId} parentHref={area.parentDetail.href} />
    </AdminPage>
  );
}
