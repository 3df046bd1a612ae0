import { type MessageKey, message } from '../messages/message-key';
import type { CheckInStatus } from '../shared/enums';
import { kualaLumpurDay } from '../shared/kuala-lumpur-day';

export const temperatureRules = { min: 35, max: 42, step: 0.01, default: 36.5 } as const;
export const temperatureMessage = message('checkIns.temperature');
/** How old a photo's capture time may be when it reaches the server (a phone that was offline). */
export const checkInMaxAgeMs = 24 * 60 * 60 * 1000;
/** A phone's clock may run a little ahead of the server's. */
export const captureClockSkewMs = 2 * 60 * 1000;

/** Why a capture time made on the phone is refused, or null when it is accepted. */
export type CaptureTimeProblem = 'IN_FUTURE' | 'TOO_OLD' | 'BEFORE_SIGN_IN';

/** Each capture time problem refused in the words of what was recorded. */
export const captureTimeMessages = {
  checkIn: {
    IN_FUTURE: message('checkIns.captureInFuture'),
    TOO_OLD: message('checkIns.photoTooOld'),
    BEFORE_SIGN_IN: message('checkIns.beforeSignIn'),
  },
  care: {
    IN_FUTURE: message('care.captureInFuture'),
    TOO_OLD: message('care.captureTooOld'),
    BEFORE_SIGN_IN: message('care.captureBeforeSignIn'),
  },
  clock: {
    IN_FUTURE: message('staffAttendance.captureInFuture'),
    TOO_OLD: message('staffAttendance.captureTooOld'),
    BEFORE_SIGN_IN: message('staffAttendance.captureBeforeSignIn'),
  },
} as const satisfies Record<string, Record<CaptureTimeProblem, MessageKey>>;

/**
 * The rule for the capture time of anything recorded at the door phone or a class tablet and sent
 * later from its offline queue (check-ins, care entries): not ahead of the server's clock beyond a
 * small skew, not more than 24 hours old, and not before the session that signs it was opened.
 */
export function captureTimeProblem(
  capturedAt: Date,
  now: Date,
  sessionOpenedAt: Date,
): CaptureTimeProblem | null {
  if (capturedAt.getTime() > now.getTime() + captureClockSkewMs) return 'IN_FUTURE';
  if (now.getTime() - capturedAt.getTime() > checkInMaxAgeMs) return 'TOO_OLD';
  if (capturedAt.getTime() < sessionOpenedAt.getTime() - captureClockSkewMs) return 'BEFORE_SIGN_IN';
  return null;
}
/**
 * A record whose photo was taken this long before it reached the server is marked as sent later
 * (decision 092): the admin then sees both times, so a back-dated check-out cannot pass unseen.
 */
export const sentLaterAfterMs = 10 * 60 * 1000;

/** Whether a record reached the server more than `sentLaterAfterMs` after its capture time. */
export function isSentLater(takenAt: Date | string, receivedAt: Date | string): boolean {
  return new Date(receivedAt).getTime() - new Date(takenAt).getTime() > sentLaterAfterMs;
}

/**
 * When a record reached the server, as the admin's views mark it: a check-out the head of centre
 * recorded afterwards (decision 095) is marked as that, not as sent later; anything else is sent
 * later when it arrived over 10 minutes after its capture time.
 */
export function recordArrival(record: { takenAt: Date; receivedAt: Date; recordedAfterwards: boolean }) {
  return {
    receivedAt: record.receivedAt.toISOString(),
    sentLater: !record.recordedAfterwards && isSentLater(record.takenAt, record.receivedAt),
    recordedAfterwards: record.recordedAfterwards,
  };
}

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
