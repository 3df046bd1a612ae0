import { describe, expect, it } from 'vitest';
import { ageOn, kualaLumpurDay, startOfKualaLumpurDay } from '../shared/kuala-lumpur-day';
import { captureTimeProblem, checkedInToday, nextCheckInAction } from './check-in-rules';

describe('Kuala Lumpur day', () => {
  it('moves to the next day at 16:00 UTC (midnight in Kuala Lumpur)', () => {
    expect(kualaLumpurDay('2026-11-20T15:59:59.999Z')).toBe('2026-11-20');
    expect(kualaLumpurDay('2026-11-20T16:00:00.000Z')).toBe('2026-11-21');
    expect(startOfKualaLumpurDay('2026-11-21').toISOString()).toBe('2026-11-20T16:00:00.000Z');
  });

  it('counts whole years of age', () => {
    expect(ageOn('2021-11-21', '2026-11-21')).toBe(5);
    expect(ageOn('2021-11-22', '2026-11-21')).toBe(4);
    expect(ageOn('2020-02-29', '2026-02-28')).toBe(5);
  });
});

describe('next check-in action', () => {
  const now = new Date('2026-11-21T01:00:00Z'); // 09:00 in Kuala Lumpur

  it('is CHECKIN with no record or a record from an earlier Kuala Lumpur day', () => {
    expect(nextCheckInAction(null, now)).toBe('CHECKIN');
    expect(nextCheckInAction({ status: 'CHECKOUT', time: '2026-11-20T10:30:00Z' }, now)).toBe('CHECKIN');
    expect(nextCheckInAction({ status: 'CHECKIN', time: '2026-11-20T00:30:00Z' }, now)).toBe('CHECKIN');
  });

  it('is CHECKOUT after a check-in today and nothing after a check-out today', () => {
    expect(nextCheckInAction({ status: 'CHECKIN', time: '2026-11-20T23:30:00Z' }, now)).toBe('CHECKOUT');
    expect(nextCheckInAction({ status: 'CHECKOUT', time: '2026-11-21T00:45:00Z' }, now)).toBeNull();
  });

  it('turns over across Kuala Lumpur midnight, not UTC midnight', () => {
    const checkIn = { status: 'CHECKIN' as const, time: '2026-11-20T15:30:00Z' }; // 23:30 KL on the 20th
    expect(nextCheckInAction(checkIn, new Date('2026-11-20T15:59:00Z'))).toBe('CHECKOUT');
    expect(nextCheckInAction(checkIn, new Date('2026-11-20T16:01:00Z'))).toBe('CHECKIN');
    expect(checkedInToday(checkIn, new Date('2026-11-20T15:59:00Z'))).toBe(true);
    expect(checkedInToday(checkIn, new Date('2026-11-20T16:01:00Z'))).toBe(false);
  });
});

describe('capture time', () => {
  const now = new Date('2026-03-11T04:00:00.000Z');
  const opened = new Date('2026-03-11T01:00:00.000Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('accepts a time since the session opened, up to two minutes ahead of the server', () => {
    expect(captureTimeProblem(at(0), now, opened)).toBeNull();
    expect(captureTimeProblem(at(2), now, opened)).toBeNull();
    expect(captureTimeProblem(new Date(opened.getTime() - 2 * 60_000), now, opened)).toBeNull();
  });

  it('refuses a time ahead, over 24 hours old, or before the session opened', () => {
    expect(captureTimeProblem(at(3), now, opened)).toBe('IN_FUTURE');
    expect(captureTimeProblem(at(-24 * 60 - 1), now, new Date(0))).toBe('TOO_OLD');
    expect(captureTimeProblem(new Date(opened.getTime() - 3 * 60_000), now, opened)).toBe('BEFORE_SIGN_IN');
  });
});
