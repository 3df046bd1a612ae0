import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isSessionEndedState } from '@/app/session-ended';

/** Says why a teacher or admin is back on their login page, when the server ended their session. */
export function SessionEndedNotice() {
  const { t } = useTranslation('auth');
  const { state } = useLocation();
  if (!isSessionEndedState(state)) return null;
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {t('sessionEnded')}
    </p>
  );
}
