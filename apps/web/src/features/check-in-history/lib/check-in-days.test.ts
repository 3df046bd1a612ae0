import type { CheckInEntry } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { formatTemperature, nextCheckInPage, toCheckInDays } from './check-in-days';

const entry = (id: string, status: CheckInEntry['status']): CheckInEntry => ({
  id,
  status,
  imgUrl: `/files/${id}.jpg`,
  thumbnailUrl: `/files/${id}-thumb.jpg`,
  time: '2025-03-14T00:05:00.000Z',
  temperature: 36.5,
  note: null,
  recordedBy: 'Aina Sofia',
});

describe('toCheckInDays', () => {
  it('joins pages newest first, each date once', () => {
    const days = toCheckInDays([
      { '2025-03-14': { CHECKIN: entry('a', 'CHECKIN') }, '2025-03-13': { CHECKIN: entry('b', 'CHECKIN') } },
      {
        '2025-03-12': { CHECKOUT: entry('c', 'CHECKOUT') },
        '2025-03-13': { CHECKOUT: entry('d', 'CHECKOUT') },
      },
    ]);
    expect(days.map((day) => day.date)).toEqual(['2025-03-14', '2025-03-13', '2025-03-12']);
    expect(days[1]?.checkIn?.id).toBe('b');
    expect(days[1]?.checkOut?.id).toBe('d');
    expect(days[2]?.checkIn).toBeUndefined();
  });

  it('sorts by date whatever order the keys came in', () => {
    const days = toCheckInDays([{ '2025-01-02': {}, '2025-02-01': {}, '2024-12-31': {} }]);
    expect(days.map((day) => day.date)).toEqual(['2025-02-01', '2025-01-02', '2024-12-31']);
  });

  it('is empty without pages', () => {
    expect(toCheckInDays([])).toEqual([]);
  });
});

describe('nextCheckInPage', () => {
  it('follows page, limit and total (in days)', () => {
    expect(nextCheckInPage({ page: 1, limit: 50, total: 120 }, 50)).toBe(2);
    expect(nextCheckInPage({ page: 2, limit: 50, total: 120 }, 50)).toBe(3);
    expect(nextCheckInPage({ page: 3, limit: 50, total: 120 }, 20)).toBeUndefined();
    expect(nextCheckInPage({ page: 1, limit: 50, total: 50 }, 50)).toBeUndefined();
    expect(nextCheckInPage({ page: 1, limit: 50, total: 0 }, 0)).toBeUndefined();
  });

  it('without meta, asks again only after a full page', () => {
    expect(nextCheckInPage(undefined, 50)).toBe(2);
    expect(nextCheckInPage(undefined, 12)).toBeUndefined();
  });
});

describe('formatTemperature', () => {
  it('shows one decimal and °C', () => {
    expect(formatTemperature(36.5)).toBe('36.5 °C');
    expect(formatTemperature(37)).toBe('37.0 °C');
    expect(formatTemperature(36.449)).toBe('36.4 °C');
    expect(formatTemperature(null)).toBe('-');
    expect(formatTemperature(Number.NaN)).toBe('-');
  });
});
