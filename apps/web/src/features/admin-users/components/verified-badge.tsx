import { BadgeCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge variant="success">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Verified
    </Badge>
  ) : (
    <Badge variant="outline">Not verified</Badge>
  );
}
