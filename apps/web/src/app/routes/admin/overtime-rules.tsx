import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchBox } from '@/components/search-box';
import { Card } from '@/components/ui/card';
import { RulesPanel } from '@/features/overtime-rules/components/rules-panel';
import { AdminPage } from './admin-page';

/**
 * /app/admin/overtime/rules (spec 3 §2.4): overtime rules by package. The search lives in the
 * address bar (`?search=`) like the other admin lists.
 */
export function OvertimeRulesPage() {
  const { t } = useTranslation('overtime');
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const setSearch = (value: string) => setParams(value ? { search: value } : {}, { replace: true });
  // 'Clear search' empties the box too: it keeps its own text while typing, so it starts afresh.
  const [clears, setClears] = useState(0);
  return (
    <AdminPage title={t('rules.title')} description={t('rules.description')}>
      <SearchBox
        key={clears}
        value={search}
        placeholder={t('rules.searchPlaceholder')}
        onSearch={setSearch}
      />
      <Card className="p-4">
        <RulesPanel
          search={search}
          onClearSearch={() => {
            setSearch('');
            setClears((count) => count + 1);
          }}
        />
      </Card>
    </AdminPage>
  );
}
