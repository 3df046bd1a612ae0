import { describe, expect, it } from 'vitest';
import { senAmount, senDecimalText, utcIssueDate, utcIssueTime } from './e-invoice-values';

describe('amounts from integer sen', () => {
  it('writes the exact decimal by text, for awkward amounts', () => {
    expect(senDecimalText(0)).toBe('0.00');
    expect(senDecimalText(1)).toBe('0.01');
    expect(senDecimalText(10)).toBe('0.10');
    expect(senDecimalText(333)).toBe('3.33');
    expect(senDecimalText(123_450)).toBe('1234.50');
    expect(senDecimalText(9_999_999_999)).toBe('99999999.99');
    expect(senDecimalText(-5)).toBe('-0.05');
    expect(() => senDecimalText(1.5)).toThrow(RangeError);
  });

  it('gives JSON the number of that decimal, never a float neighbour', () => {
    const trimmed = (text: string) => text.replace(/0+$/, '').replace(/\.$/, '');
    const sens = Array.from({ length: 20_000 }, (_, index) => index * 7 + 1);
    expect(sens.map((sen) => JSON.stringify(senAmount(sen)))).toEqual(
      sens.map((sen) => trimmed(senDecimalText(sen))),
    );
    expect(JSON.stringify([senAmount(30), senAmount(9_999_999_999), senAmount(1)])).toBe(
      '[0.3,99999999.99,0.01]',
    );
  });
});

describe('issue date and time in UTC', () => {
  it('writes the UTC day and the time with Z', () => {
    const instant = new Date('2026-12-01T00:30:05+08:00');
    expect(utcIssueDate(instant)).toBe('2026-11-30');
    expect(utcIssueTime(instant)).toBe('16:30:05Z');
  });
});
