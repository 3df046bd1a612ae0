import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchBox } from '@/components/search-box';
import { Card } from '@/components/ui/card';
import { PermissionsTable } from '@/features/admin-permissions/components/permissions-table';
import { AdminPage } from './admin-page';

/**
 * /app/admin/settings/permissions (spec 2 §2.18). The search lives in the address bar (`?search=`),
 * so the reload after a save shows the same list.
 */
export function PermissionsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  return (
    <AdminPage title={t('permissions.title')} description={t('permissions.description')}>
      <SearchBox
        value={search}
        placeholder={t('permissions.search')}
        onSearch={(value) => setParams(value ? { search: value } : {}, { replace: true })}
      />
      <Card className="overflow-hidden">
        <PermissionsTable search={search} />
      </Card>
    </AdminPage>
  );
}
