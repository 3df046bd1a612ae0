import type { Shift } from '@cic/contract/staff-attendance/attendance-answers';
import { describe, expect, it } from 'vitest';
import { inShownOrder, openAtClosingFirst } from './shift-order';

const shift = (id: string, name: string, openAtClosing = false): Shift => ({
  id,
  managerId: `m-${id}`,
  name,
  date: '2026-11-03',
  startedAt: '2026-11-03T00:05:00.000Z',
  endedAt: openAtClosing ? null : '2026-11-03T09:30:00.000Z',
  openAtClosing,
  version: 1,
  corrected: false,
  reason: null,
});

const ids = (shifts: readonly Shift[]) => shifts.map((one) => one.id);

describe('the order of a day’s shifts', () => {
  const aisyah = shift('a', 'Aisyah');
  const tan = shift('t', 'Tan Li Ping', true);

  it('puts the shifts left open at closing first, the others by name as the server sent them', () => {
    expect(ids(openAtClosingFirst([aisyah, tan]))).toEqual(['t', 'a']);
  });

  it('keeps a corrected shift where it was shown, and puts one added since after the others', () => {
    const corrected = { ...tan, openAtClosing: false, corrected: true };
    const added = shift('h', 'Hidayah Rosli');
    expect(ids(inShownOrder(['t', 'a'], [aisyah, added, corrected]))).toEqual(['t', 'a', 'h']);
  });

  it('leaves out a shift no longer there', () => {
    expect(ids(inShownOrder(['t', 'a'], [aisyah]))).toEqual(['a']);
  });
});
