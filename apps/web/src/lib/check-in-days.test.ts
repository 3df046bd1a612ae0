import type { CheckInEntry } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { formatTemperature, nextCheckInPage, toCheckInDays } from './check-in-days';

const entry = (id: string, status: CheckInEntry['status']): CheckInEntry => ({
  id,
  status,
  imgUrl: `/img/${id}`,
  thumbnailUrl: `/thumb/${id}`,
  time: '2025-03-14T00:05:00Z',
  temperature: 36.5,
  note: null,
  recordedBy: 'Aina Sofia',
  fever: false,
  collectedBy: null,
  recordedAfterwards: false,
});

describe('toCheckInDays', () => {
  it('lists the days of every page newest first, with a gap where a record is missing', () => {
    const days = toCheckInDays([
      {
        '2025-03-14': { CHECKIN: entry('a', 'CHECKIN') },
        '2025-03-13': { CHECKIN: entry('b', 'CHECKIN'), CHECKOUT: entry('c', 'CHECKOUT') },
      },
      { '2025-03-12': { CHECKOUT: entry('d', 'CHECKOUT') } },
    ]);
    expect(days.map((day) => day.date)).toEqual(['2025-03-14', '2025-03-13', '2025-03-12']);
    expect(days[0]?.checkOut).toBeUndefined();
    expect(days[1]?.checkOut?.id).toBe('c');
    expect(days[2]?.checkIn).toBeUndefined();
  });

  it('merges a date that appears on two pages', () => {
    const days = toCheckInDays([
      { '2025-03-14': { CHECKIN: entry('a', 'CHECKIN') } },
      { '2025-03-14': { CHECKOUT: entry('b', 'CHECKOUT') } },
    ]);
    expect(days).toHaveLength(1);
    expect(days[0]?.checkIn?.id).toBe('a');
    expect(days[0]?.checkOut?.id).toBe('b');
  });
});

describe('nextCheckInPage', () => {
  it('asks for the next page while days remain', () => {
    expect(nextCheckInPage({ page: 1, limit: 14, total: 30 }, 14)).toBe(2);
    expect(nextCheckInPage({ page: 2, limit: 14, total: 30 }, 14)).toBe(3);
    expect(nextCheckInPage({ page: 3, limit: 14, total: 30 }, 2)).toBeUndefined();
    expect(nextCheckInPage({ page: 1, limit: 14, total: 14 }, 14)).toBeUndefined();
  });

  it('stops without paging information or on an empty page', () => {
    expect(nextCheckInPage(undefined, 14)).toBeUndefined();
    expect(nextCheckInPage({ page: 2, limit: 14, total: 40 }, 0)).toBeUndefined();
  });
});

describe('formatTemperature', () => {
  it('shows degrees Celsius with one or two decimals', () => {
    expect(formatTemperature(36.8)).toBe('36.8 °C');
    expect(formatTemperature(36.85)).toBe('36.85 °C');
    expect(formatTemperature(37)).toBe('37.0 °C');
    expect(formatTemperature(null)).toBe('-');
    expect(formatTemperature(Number.NaN)).toBe('-');
  });
});
