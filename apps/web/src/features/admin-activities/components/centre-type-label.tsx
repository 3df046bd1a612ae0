import type { CentreType } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Spec 3 §2.2: a franchise centre shows a secondary badge; the company's own read plainly. */
export function CentreTypeLabel({ type }: { type: CentreType }) {
  const { t } = useTranslation('admin-activities');
  return type === 'franchise' ? (
    <Badge variant="secondary" className="capitalize">
      {t(`centreType.${type}`)}
    </Badge>
  ) : (
    <span className="text-sm text-zinc-600 capitalize">{t(`centreType.${type}`)}</span>
  );
}
