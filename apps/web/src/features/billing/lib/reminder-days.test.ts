import { describe, expect, it } from 'vitest';
import { readReminderDays, reminderDaysText } from './reminder-days';

describe('readReminderDays: days from the due date, as typed', () => {
  it('reads the default, commas or spaces between', () => {
    expect(readReminderDays('-3, 0, 7')).toEqual({ kind: 'days', days: [-3, 0, 7] });
    expect(readReminderDays('-3 0 +7')).toEqual({ kind: 'days', days: [-3, 0, 7] });
    expect(readReminderDays(' -3,0,,7, ')).toEqual({ kind: 'days', days: [-3, 0, 7] });
  });

  it('puts the days in order, each once, and reads a typographic minus', () => {
    expect(readReminderDays('7, -3, 0, 7')).toEqual({ kind: 'days', days: [-3, 0, 7] });
    expect(readReminderDays('\u22123, -0')).toEqual({ kind: 'days', days: [-3, 0] });
  });

  it('reads an empty field as no reminders', () => {
    expect(readReminderDays('')).toEqual({ kind: 'days', days: [] });
    expect(readReminderDays(' , ')).toEqual({ kind: 'days', days: [] });
  });

  it('takes days from 30 before the due date to 60 after it', () => {
    expect(readReminderDays('-30, 60')).toEqual({ kind: 'days', days: [-30, 60] });
    expect(readReminderDays('-31')).toEqual({ kind: 'problem', problem: 'range' });
    expect(readReminderDays('61')).toEqual({ kind: 'problem', problem: 'range' });
    expect(readReminderDays('9999')).toEqual({ kind: 'problem', problem: 'format' });
  });

  it('takes at most 5 reminders', () => {
    expect(readReminderDays('-3, 0, 7, 14, 21')).toEqual({ kind: 'days', days: [-3, 0, 7, 14, 21] });
    expect(readReminderDays('-3, 0, 7, 14, 21, 28')).toEqual({ kind: 'problem', problem: 'count' });
  });

  it.each(['1.5', '7d', '3-', '--3', 'seven', '-3; 0'])('refuses %j, never guessing', (text) => {
    expect(readReminderDays(text)).toEqual({ kind: 'problem', problem: 'format' });
  });

  it('shows the days again as they are typed', () => {
    expect(reminderDaysText([-3, 0, 7])).toBe('-3, 0, 7');
    expect(reminderDaysText([])).toBe('');
  });
});
