import type { Announcement } from '@cic/contract';
import { useTranslation } from 'react-i18next';

/** How many chosen centres a list row names before counting the rest (the page names them all). */
const namedInRow = 3;

type Audience = Pick<Announcement, 'audience' | 'centres' | 'centre' | 'years'>;

/**
 * 'All centers', the head of centre's centre, or the chosen centres by name ('CIC Bangsar, CIC
 * Kajang'; in a list row 'CIC Ampang, CIC Bangsar, CIC Kajang and 2 more'); then the ages when it
 * is limited to some. The writer sees where it went (issue 40).
 */
export function useAudienceSummary() {
  const { t } = useTranslation('announcements');
  const chosen = (centres: Audience['centres'], every: boolean) => {
    const names = centres.map((centre) => centre.name);
    if (every || names.length <= namedInRow) return names.join(', ');
    return t('audience.centresAndMore', {
      names: names.slice(0, namedInRow).join(', '),
      count: names.length - namedInRow,
    });
  };
  return (announcement: Audience, { every = false }: { every?: boolean } = {}) => {
    const where = announcement.centre
      ? announcement.centre.name
      : announcement.audience === 'ALL_CENTRES'
        ? t('audience.allCentres')
        : chosen(announcement.centres, every);
    if (announcement.years.length === 0) return where;
    const years = [...announcement.years].sort((a, b) => a - b).join(', ');
    return t('audience.withYears', { where, years });
  };
}
