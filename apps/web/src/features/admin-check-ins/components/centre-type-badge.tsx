import type { CentreType } from '@cic/contract';
import { Badge } from '@/components/ui/badge';

/** The centre type; franchise centres stand out from the company's own (spec 2 §2.9). */
export function CentreTypeBadge({ type }: { type: CentreType }) {
  return type === 'franchise' ? (
    <Badge variant="warning" className="capitalize">
      {type}
    </Badge>
  ) : (
    <Badge variant="secondary" className="capitalize">
      {type}
    </Badge>
  );
}
