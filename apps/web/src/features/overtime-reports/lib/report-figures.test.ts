import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import english from '@/i18n/catalogues/en/overtime.json';
import malay from '@/i18n/catalogues/ms/overtime.json';
import {
  dateRangeLabel,
  durationLabel,
  elapsedLabel,
  itemAmountSen,
  lastMonth,
  latestCheckoutId,
  selectedTotal,
} from './report-figures';

// The real catalogues: the English the tests expect is the catalogue's (decision 054).
const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { overtime: english }, ms: { overtime: malay } }, fallbackLng: false });
const t = i18n.getFixedT('en', 'overtime');

describe('overtime report figures', () => {
  it('says the duration with its unit, singular for one', () => {
    expect(durationLabel(25, 'MINUTE', t)).toBe('25 minutes');
    expect(durationLabel(1, 'MINUTE', t)).toBe('1 minute');
    expect(durationLabel(2, 'HOUR', t)).toBe('2 hours');
    expect(durationLabel(1, 'HOUR', t)).toBe('1 hour');
  });

  it('says the duration in Malay, one form for every number', () => {
    const malayT = i18n.getFixedT('ms', 'overtime');
    expect(durationLabel(1, 'MINUTE', malayT)).toBe('1 minit');
    expect(durationLabel(25, 'MINUTE', malayT)).toBe('25 minit');
    expect(durationLabel(2, 'HOUR', malayT)).toBe('2 jam');
  });

  it('shows the date range as dd/MM/yyyy - dd/MM/yyyy', () => {
    expect(dateRangeLabel('2026-10-01', '2026-10-31')).toBe('01/10/2026 - 31/10/2026');
  });

  it('counts the generating time in seconds, then minutes, then hours', () => {
    expect(elapsedLabel(-500)).toBe('0s');
    expect(elapsedLabel(8_900)).toBe('8s');
    expect(elapsedLabel(65_000)).toBe('1m 05s');
    expect(elapsedLabel(3_725_000)).toBe('1h 02m');
  });

  it('adds the selected items in sen, so ringgit fractions do not drift', () => {
    const items = [
      { id: 'a', amount: 0.1 },
      { id: 'b', amount: 0.2 },
      { id: 'c', amount: 5 },
    ];
    expect(selectedTotal(items, new Set(['a', 'b']))).toBe(0.3);
    expect(selectedTotal(items, new Set(['a', 'b', 'c']))).toBe(5.3);
    expect(selectedTotal(items, new Set())).toBe(0);
  });

  it("finds the check-out of the child's latest item by day, then start time", () => {
    const item = (date: string, startTime: string, checkoutId: string) => ({ date, startTime, checkoutId });
    expect(
      latestCheckoutId([
        item('2026-10-05', '2026-10-05T09:00:00.000Z', 'early-day'),
        item('2026-10-20', '2026-10-20T09:00:00.000Z', 'late-day-first-block'),
        item('2026-10-20', '2026-10-20T10:00:00.000Z', 'late-day-second-block'),
        item('2026-10-12', '2026-10-12T10:00:00.000Z', 'middle-day'),
      ]),
    ).toBe('late-day-second-block');
    expect(latestCheckoutId([])).toBeNull();
  });

  it('proposes the whole of last month, across a year end too', () => {
    expect(lastMonth('2026-11-24')).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(lastMonth('2027-01-01')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(lastMonth('2028-03-31')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });

  it("shows an item's amount as duration × rate, as the server computes it", () => {
    // The example: 25 minutes at RM 0.20 per minute.
    expect(itemAmountSen('25', '0.2')).toBe(500);
    // RM 1 per 3 minutes is 0.333333 per minute: 12 minutes make RM 4.00, not 3.999996.
    expect(itemAmountSen('12', '0.333333')).toBe(400);
    expect(itemAmountSen(' 30 ', '0')).toBe(0);
    expect(itemAmountSen('10', '1,000')).toBe(1_000_000);
    expect(itemAmountSen('', '0.2')).toBeNull();
    expect(itemAmountSen('0', '0.2')).toBeNull();
    expect(itemAmountSen('2.5', '0.2')).toBeNull();
    expect(itemAmountSen('25', 'abc')).toBeNull();
    // Not RM 20.50 nor RM 2,050.00: a comma where the point goes is no rate.
    expect(itemAmountSen('10', '2,05')).toBeNull();
  });
});
