import { message } from '../messages/message-key';
import type { CheckInStatus } from '../shared/enums';
import { kualaLumpurDay } from '../shared/kuala-lumpur-day';

export const temperatureRules = { min: 35, max: 42, step: 0.01, default: 36.5 } as const;
export const temperatureMessage = message('checkIns.temperature');
/** How old a photo's capture time may be when it reaches the server (a phone that was offline). */
export const checkInMaxAgeMs = 24 * 60 * 60 * 1000;

/**
 * What a teacher may record next for a child (spec 2 §4): nothing today → CHECKIN; checked in
 * today → CHECKOUT; checked out today → nothing more; a latest record from an earlier Kuala Lumpur
 * day → CHECKIN.
 */
export function nextCheckInAction(
  latest: { status: CheckInStatus; time: Date | string } | null | undefined,
  now: Date,
): CheckInStatus | null {
  if (!latest || kualaLumpurDay(latest.time) !== kualaLumpurDay(now)) return 'CHECKIN';
  return latest.status === 'CHECKIN' ? 'CHECKOUT' : null;
}

/** True when the latest check-in happened on the current Kuala Lumpur day (the list's green tick). */
export function checkedInToday(latest: { time: Date | string } | null | undefined, now: Date): boolean {
  return !!latest && kualaLumpurDay(latest.time) === kualaLumpurDay(now);
}
