import type { Announcement } from '@cic/contract';
import { useTranslation } from 'react-i18next';

/** 'All centers', the one centre's name, or '3 centers'; then the ages when it is limited to some. */
export function useAudienceSummary() {
  const { t } = useTranslation('announcements');
  return (announcement: Pick<Announcement, 'audience' | 'centres' | 'centre' | 'years'>) => {
    const [first] = announcement.centres;
    const where = announcement.centre
      ? announcement.centre.name
      : announcement.audience === 'ALL_CENTRES'
        ? t('audience.allCentres')
        : announcement.centres.length === 1 && first
          ? first.name
          : t('audience.centres', { count: announcement.centres.length });
    if (announcement.years.length === 0) return where;
    const years = [...announcement.years].sort((a, b) => a - b).join(', ');
    return t('audience.withYears', { where, years });
  };
}
