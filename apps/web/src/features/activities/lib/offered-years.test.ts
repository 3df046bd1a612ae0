import { describe, expect, it } from 'vitest';
import { offeredYears, toggleAllYears, toggleYear } from './offered-years';

describe('offeredYears', () => {
  it("offers each student's age once, youngest first", () => {
    expect(offeredYears([5, 3, 4, 5, 3, 6])).toEqual([3, 4, 5, 6]);
  });

  it('keeps a year the activity already has though no student is that age now', () => {
    expect(offeredYears([4, 5], [3, 4])).toEqual([3, 4, 5]);
  });
});

describe("'All Ages'", () => {
  it('selects every offered year', () => {
    expect(toggleAllYears([3, 4, 5], [4])).toEqual([3, 4, 5]);
  });

  it('clears them when every year is already chosen', () => {
    expect(toggleAllYears([3, 4, 5], [5, 3, 4])).toEqual([]);
  });
});

describe('toggleYear', () => {
  it('adds a year in order and removes a chosen one', () => {
    expect(toggleYear([3, 6], 4)).toEqual([3, 4, 6]);
    expect(toggleYear([3, 4, 6], 4)).toEqual([3, 6]);
  });
});
