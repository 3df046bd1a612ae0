import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Badge } from './ui/badge';

/** An activity's years as 'Age N' (spec 3 §2.1): the teacher's, the admin's and the parents' views. */
export function AgeBadges({ years, className }: { years: readonly number[]; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <ul aria-label={t('ages.label')} className={cn('flex flex-wrap gap-1.5', className)}>
      {years.map((year) => (
        <li key={year}>
          <Badge variant="outline">{t('ages.age', { year })}</Badge>
        </li>
      ))}
    </ul>
  );
}
