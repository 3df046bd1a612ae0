import { kualaLumpurInstant } from '../check-ins/missed-check-out';
import { kualaLumpurDay } from '../shared/kuala-lumpur-day';

/** A nightly span of Kuala Lumpur clock times 'HH:mm'; `from` after `to` runs past midnight. */
export type QuietHours = { from: string; to: string };

/**
 * Parents' quiet hours (decision 114): a message notice due from 21:00 to before 07:00 Kuala
 * Lumpur time waits until 07:00. One constant for every family until a setting is asked for.
 */
export const parentQuietHours: QuietHours = { from: '21:00', to: '07:00' };

const dayMs = 24 * 60 * 60 * 1000;

/**
 * When a parent's message notice due at `due` goes out: at once outside quiet hours or when the
 * thread is urgent, else at the end of the quiet hours it falls in.
 */
export function parentNoticeTime(
  due: Date,
  { urgent, quietHours = parentQuietHours }: { urgent: boolean; quietHours?: QuietHours },
): Date {
  if (urgent) return due;
  const day = kualaLumpurDay(due);
  const start = kualaLumpurInstant(day, quietHours.from).getTime();
  const end = kualaLumpurInstant(day, quietHours.to).getTime();
  const at = due.getTime();
  if (start <= end) return at >= start && at < end ? new Date(end) : due;
  // Past midnight: the morning's part ends today, the evening's part tomorrow.
  if (at < end) return new Date(end);
  if (at >= start) return new Date(end + dayMs);
  return due;
}
