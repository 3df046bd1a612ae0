import { describe, expect, it } from 'vitest';
import { activityDay, splitCreators } from './activity-day';

describe('activityDay', () => {
  const today = '2026-11-23';

  it('is green with a counted badge for a past day or today with activities', () => {
    expect(activityDay('2026-11-02', 3, today)).toEqual({ tone: 'green', count: 3 });
    expect(activityDay(today, 1, today)).toEqual({ tone: 'green', count: 1 });
  });

  it('is red with a counted badge for a day that is not in the future and has none', () => {
    expect(activityDay('2026-11-22', 0, today)).toEqual({ tone: 'red', count: 0 });
    expect(activityDay(today, 0, today)).toEqual({ tone: 'red', count: 0 });
  });

  it('has no colour and no badge for a future day, whatever its count', () => {
    expect(activityDay('2026-11-24', 0, today)).toEqual({ tone: null, count: null });
    expect(activityDay('2026-12-01', 2, today)).toEqual({ tone: null, count: null });
  });
});

describe('splitCreators', () => {
  it('shows the first two and counts the rest', () => {
    expect(splitCreators(['Aina', 'Chong', 'Kavitha', 'Rohana'])).toEqual({
      first: ['Aina', 'Chong'],
      more: 2,
    });
  });

  it('has nothing more with two names or fewer', () => {
    expect(splitCreators(['Aina', 'Chong'])).toEqual({ first: ['Aina', 'Chong'], more: 0 });
    expect(splitCreators([])).toEqual({ first: [], more: 0 });
  });
});
