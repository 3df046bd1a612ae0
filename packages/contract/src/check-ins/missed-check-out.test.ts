import { describe, expect, it } from 'vitest';
import { recordArrival } from './check-in-rules';
import { kualaLumpurInstant, missedCheckOutBodySchema } from './missed-check-out';

describe('a missed check-out (decision 095)', () => {
  it('is a Kuala Lumpur clock time on the open day', () => {
    expect(kualaLumpurInstant('2026-11-27', '17:40').toISOString()).toBe('2026-11-27T09:40:00.000Z');
    expect(kualaLumpurInstant('2026-11-27', '00:05').toISOString()).toBe('2026-11-26T16:05:00.000Z');
    expect(missedCheckOutBodySchema.safeParse({ day: '2026-11-27', time: '17:40' }).success).toBe(true);
    for (const time of ['5:40 pm', '24:00', '17:4', '']) {
      expect(missedCheckOutBodySchema.safeParse({ day: '2026-11-27', time }).success, time).toBe(false);
    }
  });

  it('is marked as recorded afterwards, never as sent later, though it arrived days after its time', () => {
    const takenAt = new Date('2026-11-27T09:40:00.000Z');
    const receivedAt = new Date('2026-11-30T01:00:00.000Z');
    expect(recordArrival({ takenAt, receivedAt, recordedAfterwards: true })).toEqual({
      receivedAt: receivedAt.toISOString(),
      sentLater: false,
      recordedAfterwards: true,
    });
    expect(recordArrival({ takenAt, receivedAt, recordedAfterwards: false })).toMatchObject({
      sentLater: true,
    });
    expect(
      recordArrival({ takenAt, receivedAt: new Date(takenAt.getTime() + 60_000), recordedAfterwards: false }),
    ).toMatchObject({ sentLater: false });
  });
});
