import type { PinState } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@/lib/time';

/**
 * What wrong PINs did to a teacher (decision 091): how many today, and each wait with where it
 * holds and until when, so the head of centre sees a lock-out before the teacher reports it.
 */
export function PinStateLine({ state }: { state: PinState }) {
  const { t } = useTranslation('teacher');
  if (state.failures === 0 && state.locks.length === 0) return null;
  return (
    <div className="grid gap-0.5 text-xs text-amber-800">
      {state.failures > 0 ? <p>{t('pins.failuresToday', { count: state.failures })}</p> : null}
      {state.locks.map((lock) => (
        <p key={`${lock.scope}-${lock.deviceSince ?? ''}-${lock.until}`}>
          {lock.scope === 'new-devices'
            ? t('pins.lockedNewDevices', { time: formatTime(lock.until) })
            : lock.deviceSince
              ? t('pins.lockedDevice', { date: formatDate(lock.deviceSince), time: formatTime(lock.until) })
              : t('pins.lockedGoneDevice', { time: formatTime(lock.until) })}
        </p>
      ))}
    </div>
  );
}
