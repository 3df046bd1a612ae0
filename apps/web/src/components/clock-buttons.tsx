import type { ClockDirection } from '@cic/contract';
import { LogIn, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

type ClockButtonsProps = {
  /** The direction being sent, while it is. */
  pending: ClockDirection | null;
  /** The refusal said under the buttons (already clocked in, not clocked in). */
  describedBy?: string | undefined;
  onClock: (direction: ClockDirection) => void;
};

/**
 * 'Clock in' and 'Clock out' (issue 45: the door's PIN step, the teacher's Settings): one above the
 * other where half the width would not hold the longer Malay words, side by side from 28rem.
 * While one is sent both refuse a second tap but keep the focus (a disabled button would drop it).
 * The `staff-attendance` words must be loaded.
 */
export function ClockButtons({ pending, describedBy, onClock }: ClockButtonsProps) {
  const { t } = useTranslation('staff-attendance');
  const clock = (direction: ClockDirection) => {
    if (pending === null) onClock(direction);
  };
  return (
    <div className="@container">
      <div className="grid gap-3 @md:grid-cols-2">
        <Button
          size="lg"
          variant="outline"
          aria-disabled={pending !== null}
          aria-describedby={describedBy}
          onClick={() => clock('IN')}
        >
          <LogIn aria-hidden="true" />
          {pending === 'IN' ? t('clock.clocking') : t('clock.clockIn')}
        </Button>
        <Button
          size="lg"
          variant="outline"
          aria-disabled={pending !== null}
          aria-describedby={describedBy}
          onClick={() => clock('OUT')}
        >
          <LogOut aria-hidden="true" />
          {pending === 'OUT' ? t('clock.clocking') : t('clock.clockOut')}
        </Button>
      </div>
    </div>
  );
}
