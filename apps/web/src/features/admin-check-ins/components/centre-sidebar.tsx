import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreSidebarList } from '@/components/centre-sidebar-list';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { sidebarCentresQuery, useCentreDays } from '../api/get-centre-days';
import { CentreStatusIcon } from './centre-status-icon';

type CentreSidebarProps = {
  date: string;
  currentId: string | undefined;
  /** The centre list, keeping the query string. */
  backHref: string;
  centreHref: (centreId: string) => string;
  className?: string;
};

/**
 * The nested layout's 300 px list of centres (spec 2 §2.9): Back, 'Checkins', search, names with
 * status. The server searches and answers the first 100 (the list's largest page).
 */
export function CentreSidebar({ date, ...props }: CentreSidebarProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const centres = useCentreDays(sidebarCentresQuery(date, debounced || undefined));
  return (
    <CentreSidebarList
      {...props}
      heading={t('checkins.title')}
      centres={centres.data?.items}
      loading={centres.isPending}
      onSearch={setSearch}
      leading={(centre) => <CentreStatusIcon registered={centre.registerStatus} />}
      dimmed={(centre) => !centre.registerStatus}
    />
  );
}
