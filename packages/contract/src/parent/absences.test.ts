import { describe, expect, it } from 'vitest';
import { absenceLatestFirstDay } from './absences';

describe('absenceLatestFirstDay', () => {
  it('is the same day a year on', () => {
    expect(absenceLatestFirstDay('2026-11-28')).toBe('2027-11-28');
    expect(absenceLatestFirstDay('2026-12-31')).toBe('2027-12-31');
  });

  it('makes 29 February the 28th of the next year', () => {
    expect(absenceLatestFirstDay('2028-02-29')).toBe('2029-02-28');
  });
});
