import { ratioStatus } from '@cic/contract/staff-attendance/ratio-status';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Staff clocked in and staff the children checked in need, as the API keeps them (decision 131). */
export type StaffFigures = { staffPresent: number; staffNeeded: number };

/**
 * '4 / 3' read out as '4 staff, 3 needed'; out of ratio it turns red and says how many more staff
 * are needed, in words as well as colour (issue 45).
 */
export function StaffRatio({ figures, className }: { figures: StaffFigures; className?: string }) {
  const { t } = useTranslation('ratios');
  const { staffPresent: present, staffNeeded: needed } = figures;
  const { outOfRatio, short } = ratioStatus(present, needed);
  return (
    <span className={cn('inline-grid gap-0.5', className)}>
      <span className={cn('tabular-nums', outOfRatio && 'font-semibold text-red-700')}>
        <span aria-hidden="true">{t('staff.figures', { present, needed })}</span>
        <span className="sr-only">{t('staff.label', { present, needed })}</span>
      </span>
      {outOfRatio ? (
        <span className="flex items-center gap-1 text-xs font-medium whitespace-nowrap text-red-700">
          <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
          {t('staff.short', { n: short })}
        </span>
      ) : null}
    </span>
  );
}
