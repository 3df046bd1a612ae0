import { describe, expect, it } from 'vitest';
import { kualaLumpurInstant } from '../check-ins/missed-check-out';
import { parentNoticeTime } from './quiet-hours';

const kl = (day: string, time: string, seconds = 0) =>
  new Date(kualaLumpurInstant(day, time).getTime() + seconds * 1000);

describe('parents’ quiet hours (21:00–07:00 Kuala Lumpur)', () => {
  it('sends a notice due at 20:59 (and its last second) at once', () => {
    expect(parentNoticeTime(kl('2026-12-01', '20:59'), { urgent: false })).toEqual(kl('2026-12-01', '20:59'));
    expect(parentNoticeTime(kl('2026-12-01', '20:59', 59), { urgent: false })).toEqual(
      kl('2026-12-01', '20:59', 59),
    );
  });

  it('holds a notice due at 21:00 until 07:00 the next morning', () => {
    expect(parentNoticeTime(kl('2026-12-01', '21:00'), { urgent: false })).toEqual(kl('2026-12-02', '07:00'));
    expect(parentNoticeTime(kl('2026-12-01', '23:59', 59), { urgent: false })).toEqual(
      kl('2026-12-02', '07:00'),
    );
  });

  it('holds a notice due after midnight until 07:00 that morning', () => {
    expect(parentNoticeTime(kl('2026-12-02', '00:00'), { urgent: false })).toEqual(kl('2026-12-02', '07:00'));
    expect(parentNoticeTime(kl('2026-12-02', '06:59'), { urgent: false })).toEqual(kl('2026-12-02', '07:00'));
    expect(parentNoticeTime(kl('2026-12-02', '06:59', 59), { urgent: false })).toEqual(
      kl('2026-12-02', '07:00'),
    );
  });

  it('sends a notice due at 07:00 at once', () => {
    expect(parentNoticeTime(kl('2026-12-02', '07:00'), { urgent: false })).toEqual(kl('2026-12-02', '07:00'));
  });

  it('never holds an urgent thread’s notice', () => {
    for (const time of ['21:00', '23:30', '03:00', '06:59']) {
      expect(parentNoticeTime(kl('2026-12-02', time), { urgent: true })).toEqual(kl('2026-12-02', time));
    }
  });

  it('takes other hours, within one day too', () => {
    const quietHours = { from: '12:00', to: '14:00' };
    expect(parentNoticeTime(kl('2026-12-02', '13:00'), { urgent: false, quietHours })).toEqual(
      kl('2026-12-02', '14:00'),
    );
    expect(parentNoticeTime(kl('2026-12-02', '14:00'), { urgent: false, quietHours })).toEqual(
      kl('2026-12-02', '14:00'),
    );
    expect(parentNoticeTime(kl('2026-12-02', '11:59'), { urgent: false, quietHours })).toEqual(
      kl('2026-12-02', '11:59'),
    );
  });
});
