import type { Shift } from '@cic/contract/staff-attendance/attendance-answers';
import { describe, expect, it } from 'vitest';
import { fieldRefusal } from '@/components/use-correction-form';
import { ApiError } from '@/lib/api-client';
import { instantOn, shiftTimesForm, shiftTimesOf } from './shift-form';

const shift: Shift = {
  id: '5f0c4d3e-8a1b-4c2d-9e3f-0a1b2c3d4e5f',
  managerId: '6f0c4d3e-8a1b-4c2d-9e3f-0a1b2c3d4e5f',
  name: 'Tan Li Ping',
  date: '2026-11-03',
  startedAt: '2026-11-03T00:05:00.000Z',
  endedAt: null,
  openAtClosing: true,
  version: 1,
  corrected: false,
  reason: null,
};

describe('shift form', () => {
  it('reads a clock time as that Kuala Lumpur day’s instant, and nothing else', () => {
    expect(instantOn('2026-11-03', '13:30')).toBe('2026-11-03T13:30:00+08:00');
    expect(instantOn('2026-11-03', '')).toBe('');
    expect(instantOn('2026-11-03', '24:00')).toBe('');
  });

  it('sends no end while the shift is left open, whatever the end field holds', () => {
    expect(shiftTimesOf('2026-11-03', { start: '08:00', end: '17:00', stillOpen: true })).toEqual({
      startedAt: '2026-11-03T08:00:00+08:00',
      endedAt: null,
    });
  });

  it('starts a correction from the shift’s Kuala Lumpur times', () => {
    expect(shiftTimesForm(shift)).toEqual({ start: '08:05', end: '', stillOpen: true });
    expect(shiftTimesForm({ ...shift, endedAt: '2026-11-03T09:30:00.000Z' })).toEqual({
      start: '08:05',
      end: '17:30',
      stillOpen: false,
    });
  });

  it('puts a refusal tied to a field under that field, as its message key', () => {
    const refusal = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: 'This person already has an open shift that day.',
      messageCode: 'staffAttendance.shiftOverlaps',
      field: 'endedAt',
    });
    expect(fieldRefusal(refusal)).toEqual({ endedAt: 'staffAttendance.shiftOverlaps' });
    expect(fieldRefusal(new Error('offline'))).toBeNull();
  });
});
