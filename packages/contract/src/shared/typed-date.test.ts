import { describe, expect, it } from 'vitest';
import { readDateEntry, readTypedDate, typedDateMessages, typedDateOf } from './typed-date';

const dayOf = (text: string) => {
  const read = readTypedDate(text);
  return read.kind === 'day' ? read.day : read.kind;
};
const problemOf = (text: string) => {
  const read = readTypedDate(text);
  return read.kind === 'problem' ? read.problem : null;
};

describe('readTypedDate: dd/MM/yyyy, strictly', () => {
  it('reads the day written, exactly', () => {
    expect(dayOf('30/11/2026')).toBe('2026-11-30');
    expect(dayOf('29/02/2028')).toBe('2028-02-29');
    expect(dayOf(' 3/7/2026 ')).toBe('2026-07-03');
    expect(dayOf('01/01/1900')).toBe('1900-01-01');
    expect(dayOf('31/12/2100')).toBe('2100-12-31');
  });

  it('reads an empty field as no day, never as the day before', () => {
    expect(dayOf('')).toBe('empty');
    expect(dayOf('   ')).toBe('empty');
  });

  it('refuses a day the calendar does not have, instead of moving it', () => {
    expect(problemOf('31/02/2026')).toBe(typedDateMessages.noSuchDay);
    expect(problemOf('29/02/2026')).toBe(typedDateMessages.noSuchDay);
    expect(problemOf('31/11/2026')).toBe(typedDateMessages.noSuchDay);
    expect(problemOf('00/11/2026')).toBe(typedDateMessages.noSuchDay);
    expect(problemOf('11/13/2026')).toBe(typedDateMessages.noSuchDay);
  });

  it('refuses a two-digit year rather than guessing the century', () => {
    expect(problemOf('31/12/26')).toBe(typedDateMessages.fullYear);
  });

  it('refuses anything that is not dd/MM/yyyy', () => {
    for (const text of [
      '-29/11/2026',
      '2026-11-29',
      '29.11.2026',
      '29/11/2026x',
      '29 Nov 2026',
      '29/11/02026',
      '1/1/1',
      'today',
    ]) {
      expect(problemOf(text), text).toBe(typedDateMessages.format);
    }
  });

  it('refuses days outside 1900 to 2100', () => {
    expect(problemOf('31/12/1899')).toBe(typedDateMessages.range);
    expect(problemOf('01/01/2101')).toBe(typedDateMessages.range);
  });

  it('writes a day back as the field shows it', () => {
    expect(typedDateOf('2026-07-03')).toBe('03/07/2026');
    expect(typedDateOf('')).toBe('');
    expect(typedDateOf(null)).toBe('');
    expect(readTypedDate(typedDateOf('2026-11-30'))).toEqual({ kind: 'day', day: '2026-11-30' });
  });
});

describe('readDateEntry: the field under its form’s rules', () => {
  const rules = {
    required: 'invoices.paidOn',
    min: { day: '2026-11-01', message: 'invoices.paidBeforeIssue' },
    max: { day: '2026-11-29', message: 'common.dateInFuture' },
  };

  it('sends the day shown when the rules take it', () => {
    expect(readDateEntry('29/11/2026', rules)).toEqual({ day: '2026-11-29', problem: null });
  });

  it('sends nothing, with the rule’s message, for a day the form refuses', () => {
    expect(readDateEntry('30/11/2026', rules)).toEqual({ day: null, problem: 'common.dateInFuture' });
    expect(readDateEntry('31/10/2026', rules)).toEqual({ day: null, problem: 'invoices.paidBeforeIssue' });
    expect(readDateEntry('', rules)).toEqual({ day: null, problem: 'invoices.paidOn' });
    expect(readDateEntry('31/02/2026', rules)).toEqual({ day: null, problem: typedDateMessages.noSuchDay });
  });

  it('lets an optional field be empty', () => {
    expect(readDateEntry('')).toEqual({ day: null, problem: null });
    expect(readDateEntry('31/12/26')).toEqual({ day: null, problem: typedDateMessages.fullYear });
  });
});
