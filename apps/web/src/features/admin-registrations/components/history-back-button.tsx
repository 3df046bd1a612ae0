import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';

/** 'Back' to the page the admin came from; to `fallback` when the page was opened directly. */
export function HistoryBackButton({ fallback }: { fallback: string }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first entry of a session the key 'default': there is nothing to go back to.
  const hasHistory = location.key !== 'default';
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3 w-fit"
      onClick={() => (hasHistory ? navigate(-1) : navigate(fallback))}
    >
      <ArrowLeft aria-hidden="true" />
      {t('order.back')}
    </Button>
  );
}
