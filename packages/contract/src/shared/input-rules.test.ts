import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkInFieldsSchema } from '../check-ins/centre-students';
import { messageText } from '../messages/message-text';
import {
  addCalendarDays,
  calendarDatePattern,
  calendarMonthBounds,
  calendarMonthPattern,
  calendarWeekday,
  isCalendarDate,
  startOfCalendarMonth,
} from './calendar-date';
import { calendarDateSchema, calendarMonthSchema } from './calendar-date-schema';
import { parseDecimal, parsePageNumber } from './decimal-number';
import { decimalNumber } from './decimal-number-schema';
import { pageNumberSchema, pageQuerySchema } from './page-query';
import { findUnsafeText, isSafeText } from './safe-text';

describe('calendar dates', () => {
  it('accepts real days from 1900-01-01 to 2100-12-31 only', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2100-12-31']) expect(isCalendarDate(day)).toBe(true);
    for (const day of [
      '1899-12-31',
      '2101-01-01',
      '0099-06-15',
      '0000-01-01',
      '2025-02-29',
      '2025-13-01',
      '99999-01-01',
      '2025-1-1',
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });

  // The OpenAPI document states the rule as these patterns (decision 046): they must take the same days.
  it('states the same days and months as patterns for generated clients', () => {
    const datePattern = new RegExp(calendarDatePattern);
    const days = ['1900-02-29', '2000-02-29', '2100-02-29', '2024-02-30', '2024-13-01', '2024-1-01'];
    for (let day = '1899-12-01'; day <= '2101-01-31'; day = addCalendarDays(day, 1)) days.push(day);
    expect(days.filter((day) => datePattern.test(day) !== isCalendarDate(day))).toEqual([]);
    const monthPattern = new RegExp(calendarMonthPattern);
    for (const month of ['1900-01', '2100-12', '1899-12', '2101-01', '2024-00', '2024-13', '2024-1']) {
      expect(monthPattern.test(month), month).toBe(calendarMonthSchema.safeParse(month).success);
    }
  });

  it('names the shape or the range in the schema message', () => {
    expect(messageText(calendarDateSchema.safeParse('2025-02-30').error?.issues[0]?.message ?? '')).toBe(
      'Date must be yyyy-MM-dd',
    );
    expect(messageText(calendarDateSchema.safeParse('0099-06-15').error?.issues[0]?.message ?? '')).toBe(
      'Date must be between 01/01/1900 and 31/12/2100',
    );
    expect(calendarMonthSchema.safeParse('2025-06').success).toBe(true);
    expect(messageText(calendarMonthSchema.safeParse('2025-13').error?.issues[0]?.message ?? '')).toBe(
      'Month must be yyyy-MM',
    );
    expect(messageText(calendarMonthSchema.safeParse('0099-06').error?.issues[0]?.message ?? '')).toBe(
      'Month must be between 01/1900 and 12/2100',
    );
  });

  it('does day and month arithmetic without reading years 0–99 as 19xx', () => {
    expect(addCalendarDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(startOfCalendarMonth('2025-12-15', 1)).toBe('2026-01-01');
    expect(startOfCalendarMonth('2025-01-15', -1)).toBe('2024-12-01');
    expect(calendarMonthBounds('2100-02-10')).toEqual({ first: '2100-02-01', last: '2100-02-28' });
    expect(calendarMonthBounds('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(calendarWeekday('0099-06-15')).toBe(1);
    expect(calendarWeekday('2026-11-23')).toBe(1);
  });
});

describe('decimal numbers from text', () => {
  it('reads plain decimals only', () => {
    expect(parseDecimal('36.5')).toBe(36.5);
    expect(parseDecimal('-2')).toBe(-2);
    for (const text of ['0x24', '0b1', '1e3', 'Infinity', ' 5', '5 ', '', '.5', '+5', '1,5']) {
      expect(parseDecimal(text), text).toBeNull();
    }
  });

  it('refuses hex, exponents and padding in the temperature with the spec message', () => {
    const parsed = checkInFieldsSchema.safeParse({
      temperature: '0x24',
      status: 'CHECKIN',
      timestamp: '2026-11-23T01:00:00Z',
    });
    expect(parsed.error?.issues[0]?.path).toEqual(['temperature']);
    expect(messageText(parsed.error?.issues[0]?.message ?? '')).toBe(
      'Body temperature must be between 35°C and 42°C',
    );
    expect(checkInFieldsSchema.shape.temperature.parse('36.5')).toBe(36.5);
    expect(checkInFieldsSchema.shape.temperature.parse(37)).toBe(37);
  });

  it('keeps page and limit decimal, with their defaults', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 50 });
    expect(pageQuerySchema.parse({ page: '3', limit: '20' })).toEqual({ page: 3, limit: 20 });
    for (const page of ['1e3', '0x10', 'Infinity', ' 2', '-1', '1.5']) {
      expect(pageQuerySchema.safeParse({ page }).success, page).toBe(false);
    }
    expect(decimalNumber(z.number()).safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });

  it('reads a page without zod as the page schema does (parsePageNumber)', () => {
    for (const page of [
      '1',
      '3',
      '1000000',
      '1000001',
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      'Infinity',
      ' 2',
      '',
      'abc',
    ]) {
      const schema = pageNumberSchema.safeParse(page);
      expect(parsePageNumber(page), page).toBe(schema.success ? schema.data : null);
    }
  });
});

describe('safe text', () => {
  it('refuses NUL and lone surrogates, keeps real pairs such as emoji', () => {
    expect(isSafeText('Aina Sofia 😀')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('a\uD800')).toBe(false);
    expect(isSafeText('\uDC00a')).toBe(false);
    expect(isSafeText('\uDBFF\uDFFF')).toBe(true);
  });

  // Issue 19: Fastify's query objects are such dictionaries, and the walk used to skip them.
  it('walks dictionaries whose prototype has a null prototype, as query strings are parsed', () => {
    const Dictionary = function (this: Record<string, unknown>) {} as unknown as {
      new (): Record<string, unknown>;
    };
    Dictionary.prototype = Object.create(null);
    const query = new Dictionary();
    query.search = 'a\u0000b';
    expect(findUnsafeText(query)).toBe('search');
    expect(findUnsafeText(new Date())).toBeNull();
  });

  it('finds the first unsafe string in a nested input, by path', () => {
    expect(findUnsafeText({ name: 'ok', list: ['ok', { note: 'x\u0000' }] })).toBe('list.1.note');
    expect(findUnsafeText({ nested: { 'bad\uD800': 1 } })).toBe('nested');
    expect(findUnsafeText('\u0000')).toBe('');
    expect(findUnsafeText({ n: 1, ok: true, s: 'fine' })).toBeNull();
  });
});
