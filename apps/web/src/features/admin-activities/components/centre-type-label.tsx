import type { CentreType } from '@cic/contract';
import { Badge } from '@/components/ui/badge';

/** Spec 3 §2.2: a franchise centre shows a secondary badge; the company's own read plainly. */
export function CentreTypeLabel({ type }: { type: CentreType }) {
  return type === 'franchise' ? (
    <Badge variant="secondary" className="capitalize">
      {type}
    </Badge>
  ) : (
    <span className="text-sm text-zinc-600 capitalize">{type}</span>
  );
}
