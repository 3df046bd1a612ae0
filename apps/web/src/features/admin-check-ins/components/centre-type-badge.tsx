import type { CentreType } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** The centre type; franchise centres stand out from the company's own (spec 2 §2.9). */
export function CentreTypeBadge({ type }: { type: CentreType }) {
  const { t } = useTranslation('admin');
  return type === 'franchise' ? (
    <Badge variant="warning" className="capitalize">
      {t(`centreType.${type}`)}
    </Badge>
  ) : (
    <Badge variant="secondary" className="capitalize">
      {t(`centreType.${type}`)}
    </Badge>
  );
}
