import { describe, expect, it } from 'vitest';
import { readMoneyEntry, readTypedRinggit, ringgitTextOf, typedRinggitMessages } from './typed-ringgit';

const unitsOf = (text: string, places: 2 | 6 = 2) => {
  const read = readTypedRinggit(text, places);
  return read.kind === 'amount' ? read.units : read.kind === 'empty' ? 'empty' : read.problem;
};

describe('readTypedRinggit: a point before the sen, commas only between thousands', () => {
  it('reads ringgit into exact sen', () => {
    expect(unitsOf('1,234.50')).toBe(123_450);
    expect(unitsOf('1234.50')).toBe(123_450);
    expect(unitsOf('10.50')).toBe(1050);
    expect(unitsOf('12.5')).toBe(1250);
    expect(unitsOf('12')).toBe(1200);
    expect(unitsOf('0.05')).toBe(5);
    expect(unitsOf(' 7 ')).toBe(700);
    expect(unitsOf('1,000,000.00')).toBe(100_000_000);
    // 0.1 + 0.2 drift has nowhere to happen: 0.29 ringgit is 29 sen, not 28.999….
    expect(unitsOf('0.29')).toBe(29);
    expect(unitsOf('1.15')).toBe(115);
  });

  it('refuses a comma where the point goes, rather than reading RM 1,050.00', () => {
    expect(unitsOf('10,50')).toBe(typedRinggitMessages.commaBeforeSen);
    expect(unitsOf('10,5')).toBe(typedRinggitMessages.commaBeforeSen);
    expect(unitsOf('1,23')).toBe(typedRinggitMessages.commaBeforeSen);
  });

  it('refuses commas anywhere but between thousands', () => {
    for (const text of ['1,2,3', '12,34.50', '1,2345', ',123', '123,', '1,,234']) {
      expect(unitsOf(text), text).toBe(typedRinggitMessages.format);
    }
  });

  it('refuses signs, letters, spaces inside and a point without digits on both sides', () => {
    for (const text of ['-5', '+5', 'RM 5', '5 000', '.50', '12.', '1e3', '0x24', 'Infinity', '12.5.0']) {
      expect(unitsOf(text), text).toBe(typedRinggitMessages.format);
    }
  });

  it('refuses more decimals than the field keeps', () => {
    expect(unitsOf('12.505')).toBe('money.decimals?max=2');
    expect(unitsOf('0.3333333', 6)).toBe('money.decimals?max=6');
  });

  it('reads a rate to 6 places as micro-ringgit', () => {
    expect(unitsOf('0.333333', 6)).toBe(333_333);
    expect(unitsOf('1,000', 6)).toBe(1_000_000_000);
  });

  it('refuses amounts too large to be money', () => {
    expect(unitsOf('1234567890')).toBe(typedRinggitMessages.tooLarge);
    expect(unitsOf('999,999,999.99')).toBe(99_999_999_999);
  });

  it('reads an empty field as no amount', () => {
    expect(unitsOf('')).toBe('empty');
  });

  it('writes units back as the plain text a field starts with', () => {
    expect(ringgitTextOf(123_450)).toBe('1234.50');
    expect(ringgitTextOf(5)).toBe('0.05');
    expect(ringgitTextOf(333_333, 6)).toBe('0.333333');
    expect(ringgitTextOf(5_000_000, 6)).toBe('5.00');
    expect(ringgitTextOf(1_250_000, 6)).toBe('1.25');
  });
});

describe('readMoneyEntry: the field under its form’s rules', () => {
  const rules = {
    required: 'invoices.amountRinggit',
    min: { units: 1, message: 'invoices.amount' },
    max: { units: 5000, message: 'invoices.overpaid' },
  };

  it('sends the amount shown when the rules take it', () => {
    expect(readMoneyEntry('50', rules)).toEqual({ units: 5000, problem: null });
  });

  it('sends nothing, with the message, otherwise', () => {
    expect(readMoneyEntry('', rules)).toEqual({ units: null, problem: 'invoices.amountRinggit' });
    expect(readMoneyEntry('0.00', rules)).toEqual({ units: null, problem: 'invoices.amount' });
    expect(readMoneyEntry('50.01', rules)).toEqual({ units: null, problem: 'invoices.overpaid' });
    expect(readMoneyEntry('10,50', rules)).toEqual({
      units: null,
      problem: typedRinggitMessages.commaBeforeSen,
    });
  });
});
