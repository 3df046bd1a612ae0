import { TriangleAlert, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useLiveRatio } from '../api/get-live-ratio';
import { ratioWords } from '../lib/ratio-words';

/**
 * Above the check-in list (issue 45): staff clocked in against staff needed for the children in,
 * red with a warning when short. Nothing while it loads or if it cannot be read: the list is the
 * page's job, this line only helps.
 */
export function RatioBanner() {
  const { t } = useTranslation('staff-attendance');
  const ratio = useLiveRatio();
  if (!ratio.data) return null;
  const { key, values } = ratioWords(ratio.data);
  const Icon = ratio.data.outOfRatio ? TriangleAlert : UsersRound;
  return (
    <p
      role="status"
      className={cn(
        'mx-4 mt-4 flex items-center gap-2 rounded-xl border px-3 py-2 text-sm font-medium',
        ratio.data.outOfRatio
          ? 'border-red-300 bg-red-50 text-red-900'
          : 'border-emerald-200 bg-emerald-50 text-emerald-900',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {t(key, values)}
    </p>
  );
}
