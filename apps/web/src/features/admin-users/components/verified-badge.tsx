import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('admin');
  return verified ? (
    <Badge variant="success">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {t('users.verified')}
    </Badge>
  ) : (
    <Badge variant="outline">{t('users.notVerified')}</Badge>
  );
}
