import { describe, expect, it } from 'vitest';
import { ageOn } from '../shared/kuala-lumpur-day';
import {
  bandIndexOf,
  type ChildrenOfAge,
  defaultRatioRules,
  ratioNeeds,
  ratioRulesBodySchema,
  ratioStatus,
} from './ratio-rules';
import { hoursAndMinutes, timesheetDays } from './timesheet';

const taska = defaultRatioRules.TASKA;
const tadika = defaultRatioRules.TADIKA;
const today = '2026-12-02';

/** The present children as the kept counts hold them: one row per age. */
function byAge(birthDates: string[]): ChildrenOfAge[] {
  const counts = new Map<number, number>();
  for (const born of birthDates) {
    const age = ageOn(born, today);
    counts.set(age, (counts.get(age) ?? 0) + 1);
  }
  return [...counts].map(([age, children]) => ({ age, children }));
}

describe('ratio rules (decision 129)', () => {
  it('puts a child turning one today in the 1:5 band, and one turning one tomorrow in the 1:3 band', () => {
    expect(bandIndexOf(taska, ageOn('2025-12-02', today))).toBe(1);
    expect(bandIndexOf(taska, ageOn('2025-12-03', today))).toBe(0);
    const needs = ratioNeeds(taska, byAge(['2025-12-02', '2025-12-03']));
    expect(needs.bands.map((band) => band.children)).toEqual([1, 1, 0]);
    expect(needs.staffNeeded).toBe(2);
  });

  it('puts a child turning three today in the 1:10 band, and one a day short of three in the 1:5 band', () => {
    expect(bandIndexOf(taska, ageOn('2023-12-02', today))).toBe(2);
    expect(bandIndexOf(taska, ageOn('2023-12-03', today))).toBe(1);
  });

  it('counts a leap-day birthday a year older on 1 March, not on 28 February', () => {
    expect(ageOn('2024-02-29', '2027-02-28')).toBe(2);
    expect(ageOn('2024-02-29', '2027-03-01')).toBe(3);
  });

  it('rounds each band up: 3 babies need one carer, a fourth needs a second', () => {
    expect(ratioNeeds(taska, [{ age: 0, children: 3 }]).staffNeeded).toBe(1);
    expect(ratioNeeds(taska, [{ age: 0, children: 4 }]).staffNeeded).toBe(2);
    expect(ratioNeeds(taska, [{ age: 2, children: 5 }]).staffNeeded).toBe(1);
    expect(ratioNeeds(taska, [{ age: 1, children: 6 }]).staffNeeded).toBe(2);
    expect(ratioNeeds(taska, [{ age: 3, children: 10 }]).staffNeeded).toBe(1);
    expect(ratioNeeds(taska, [{ age: 3, children: 11 }]).staffNeeded).toBe(2);
  });

  it('adds the bands of mixed ages, each rounded up: 4 babies, 6 toddlers, 11 three-year-olds need 2 + 2 + 2', () => {
    const needs = ratioNeeds(taska, [
      { age: 0, children: 4 },
      { age: 1, children: 2 },
      { age: 2, children: 4 },
      { age: 3, children: 11 },
    ]);
    expect(needs.bands).toEqual([
      { fromAge: 0, toAge: 1, childrenPerStaff: 3, children: 4, staffNeeded: 2 },
      { fromAge: 1, toAge: 3, childrenPerStaff: 5, children: 6, staffNeeded: 2 },
      { fromAge: 3, toAge: null, childrenPerStaff: 10, children: 11, staffNeeded: 2 },
    ]);
    expect(needs).toMatchObject({ children: 21, staffNeeded: 6 });
  });

  it('keeps a child past the last band in it, and a kindergarten counts 25 four-to-six-year-olds to a teacher', () => {
    expect(ratioNeeds(taska, [{ age: 5, children: 10 }]).staffNeeded).toBe(1);
    expect(
      ratioNeeds(tadika, [
        { age: 4, children: 25 },
        { age: 6, children: 0 },
      ]).staffNeeded,
    ).toBe(1);
    expect(ratioNeeds(tadika, [{ age: 5, children: 26 }]).staffNeeded).toBe(2);
    expect(
      ratioNeeds(tadika, [
        { age: 3, children: 1 },
        { age: 5, children: 20 },
      ]).staffNeeded,
    ).toBe(2);
  });

  it('needs nobody for no children, and says how many more staff are needed', () => {
    expect(ratioNeeds(taska, []).staffNeeded).toBe(0);
    expect(ratioStatus(0, 0)).toEqual({ outOfRatio: false, short: 0 });
    expect(ratioStatus(4, 3)).toEqual({ outOfRatio: false, short: 0 });
    expect(ratioStatus(2, 3)).toEqual({ outOfRatio: true, short: 1 });
  });

  it('takes bands from age 0, each older than the one before, each refusal at its field', () => {
    expect(ratioRulesBodySchema.safeParse({ bands: taska }).success).toBe(true);
    const late = ratioRulesBodySchema.safeParse({ bands: [{ fromAge: 1, childrenPerStaff: 3 }] });
    expect(late.error?.issues).toMatchObject([
      { path: ['bands', 0, 'fromAge'], message: 'ratios.bandsStart' },
    ]);
    const unordered = ratioRulesBodySchema.safeParse({
      bands: [
        { fromAge: 0, childrenPerStaff: 3 },
        { fromAge: 0, childrenPerStaff: 5 },
      ],
    });
    expect(unordered.error?.issues).toMatchObject([
      { path: ['bands', 1, 'fromAge'], message: 'ratios.bandsOrder' },
    ]);
    const zero = ratioRulesBodySchema.safeParse({ bands: [{ fromAge: 0, childrenPerStaff: 0 }] });
    expect(zero.error?.issues[0]?.path).toEqual(['bands', 0, 'childrenPerStaff']);
  });
});

describe('timesheet days (decision 130)', () => {
  const at = (clock: string) => new Date(`2026-12-01T${clock}:00+08:00`);

  it("adds a day's shifts in whole minutes, keeps the first in and last out, and marks an open one", () => {
    const days = timesheetDays([
      { date: '2026-12-01', startedAt: at('13:00'), endedAt: at('17:30') },
      { date: '2026-12-01', startedAt: at('07:45'), endedAt: at('12:00') },
      { date: '2026-12-02', startedAt: new Date('2026-12-02T00:30:00Z'), endedAt: null },
    ]);
    expect(days).toEqual([
      { date: '2026-12-01', minutes: 255 + 270, firstIn: at('07:45'), lastOut: at('17:30'), open: false },
      {
        date: '2026-12-02',
        minutes: 0,
        firstIn: new Date('2026-12-02T00:30:00Z'),
        lastOut: null,
        open: true,
      },
    ]);
    expect(hoursAndMinutes(525)).toBe('8:45');
    expect(hoursAndMinutes(5)).toBe('0:05');
  });
});
