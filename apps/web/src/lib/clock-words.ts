import type { ClockDirection, ClockEntry } from '@cic/contract';
import { i18n } from '@/i18n/i18n';
import { formatTime } from './time';

/**
 * 'Clocked in at 07:31 AM' / 'Clocked out at 05:02 PM', in Kuala Lumpur time from the server's
 * answer (a resend answers the first recording's time). The `staff-attendance` words must be loaded.
 */
export function clockedText(entry: ClockEntry): string {
  const at =
    entry.direction === 'OUT' ? (entry.shift.endedAt ?? entry.shift.startedAt) : entry.shift.startedAt;
  return i18n.t(`staff-attendance:clock.done.${entry.direction}`, { time: formatTime(at) });
}

/** 'No connection. Your clock-in at 07:31 AM is kept on this phone and will be sent ...'. */
export function keptClockText(direction: ClockDirection, capturedAt: string): string {
  return i18n.t(`staff-attendance:clock.kept.${direction}`, { time: formatTime(capturedAt) });
}

/** A kept clock entry as the waiting lists name it: 'Clock in · Aina Sofia'. */
export function clockEntryText(entry: { direction: ClockDirection; name: string }): string {
  return `${i18n.t(`staff-attendance:clock.entry.${entry.direction}`)} · ${entry.name}`;
}
