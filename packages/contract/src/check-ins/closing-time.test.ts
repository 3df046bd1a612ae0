import { describe, expect, it } from 'vitest';
import { nextCheckInAction } from './check-in-rules';
import {
  closingNotice,
  closingTimeBodySchema,
  isAfterClosing,
  isStillCheckedIn,
  notCheckedOutOn,
} from './closing-time';

/** A Kuala Lumpur wall-clock instant (UTC+8). */
const kl = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

describe('the end of the day', () => {
  it('is after closing from the closing minute to Kuala Lumpur midnight', () => {
    expect(isAfterClosing(kl('2026-11-27', '18:29'), '18:30')).toBe(false);
    expect(isAfterClosing(kl('2026-11-27', '18:30'), '18:30')).toBe(true);
    expect(isAfterClosing(kl('2026-11-27', '23:59'), '18:30')).toBe(true);
    expect(isAfterClosing(kl('2026-11-28', '00:00'), '18:30')).toBe(false);
  });

  it("is still checked in after closing only with today's check-in as the latest record", () => {
    const after = kl('2026-11-27', '18:45');
    expect(isStillCheckedIn({ status: 'CHECKIN', time: kl('2026-11-27', '08:00') }, after, '18:30')).toBe(
      true,
    );
    expect(isStillCheckedIn({ status: 'CHECKOUT', time: kl('2026-11-27', '17:00') }, after, '18:30')).toBe(
      false,
    );
    expect(isStillCheckedIn({ status: 'CHECKIN', time: kl('2026-11-26', '08:00') }, after, '18:30')).toBe(
      false,
    );
    expect(isStillCheckedIn({ status: 'CHECKIN', time: kl('2026-11-27', '08:00') }, after, '19:00')).toBe(
      false,
    );
    expect(isStillCheckedIn(null, after, '18:30')).toBe(false);
  });

  it('flags a check-in of any earlier day as never checked out, and the morning check-in stays allowed', () => {
    const morning = kl('2026-11-30', '07:30');
    const friday = { status: 'CHECKIN' as const, time: kl('2026-11-27', '08:00') };
    const sunday = { status: 'CHECKIN' as const, time: kl('2026-11-29', '08:00') };
    expect(notCheckedOutOn(sunday, morning)).toBe('2026-11-29');
    expect(notCheckedOutOn(friday, morning)).toBe('2026-11-27');
    expect(notCheckedOutOn({ status: 'CHECKOUT', time: kl('2026-11-29', '17:00') }, morning)).toBeNull();
    expect(notCheckedOutOn({ status: 'CHECKIN', time: kl('2026-11-30', '07:00') }, morning)).toBeNull();
    expect(nextCheckInAction(sunday, morning)).toBe('CHECKIN');
    expect(nextCheckInAction(friday, morning)).toBe('CHECKIN');
  });

  it('takes a closing time of HH:mm only', () => {
    expect(closingTimeBodySchema.safeParse({ closingTime: '17:45' }).success).toBe(true);
    for (const closingTime of ['24:00', '7:30', '18:30:00', '', 1830, null]) {
      expect(closingTimeBodySchema.safeParse({ closingTime }).success).toBe(false);
    }
  });

  it('words the closing notice with the same facts in both languages', () => {
    const input = {
      centreName: 'Seri',
      childNames: ['Aina', 'Badrul'],
      closingTime: '18:30',
      day: '2026-11-27',
      link: 'https://app.example/app/teacher/checkin',
    };
    const en = closingNotice(input, 'en');
    const ms = closingNotice(input, 'ms');
    expect(en.title).toBe('2 children are still checked in at Seri');
    expect(closingNotice({ ...input, childNames: ['Aina'] }, 'en').title).toBe(
      '1 child is still checked in at Seri',
    );
    expect(ms.title).toBe('2 kanak-kanak masih didaftar masuk di Seri');
    for (const notice of [en, ms]) {
      expect(notice.text).toContain('18:30');
      expect(notice.text).toContain('27/11/2026');
      expect(notice.text).toContain('- Aina\n- Badrul');
      expect(notice.text).toContain(input.link);
      expect(notice.shortText).toContain('Aina, Badrul');
    }
  });
});
