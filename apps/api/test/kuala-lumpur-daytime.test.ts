import { describe, expect, it } from 'vitest';
import { kualaLumpurDaytimeOffset } from './kuala-lumpur-daytime';

const klTime = (instant: number) =>
  new Date(instant).toLocaleTimeString('en-GB', { timeZone: 'Asia/Kuala_Lumpur' });
const klDate = (instant: number) =>
  new Date(instant).toLocaleDateString('en-GB', { timeZone: 'Asia/Kuala_Lumpur' });

describe('a test clock in Kuala Lumpur daytime', () => {
  it('leaves a daytime clock alone', () => {
    expect(kualaLumpurDaytimeOffset(Date.parse('2026-12-01T04:00:00Z'))).toBe(0);
  });

  it('moves a clock just after midnight in KL to 06:30 the same KL day', () => {
    const real = Date.parse('2026-12-01T16:57:48Z');
    const moved = real + kualaLumpurDaytimeOffset(real);
    expect([klDate(moved), klTime(moved)]).toEqual(['02/12/2026', '06:30:00']);
  });

  it('moves a clock late in the KL evening to 06:30 the next KL day', () => {
    const real = Date.parse('2026-12-01T15:30:00Z');
    const moved = real + kualaLumpurDaytimeOffset(real);
    expect([klDate(moved), klTime(moved)]).toEqual(['02/12/2026', '06:30:00']);
  });
});
