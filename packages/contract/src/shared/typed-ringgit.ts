import { type MessageRef, message } from '../messages/message-key';

/**
 * Ringgit as a person types them (decision 090): a point before the sen, at most `places`
 * decimals (2 for an amount; 6 for a rate per unit, as rates are kept), and commas only where
 * they group thousands ('1,234.50', '1234.50'). Anything else is refused with its message, never
 * guessed: '10,50' is not RM 1,050.00 nor RM 10.50, '1,2,3' is not RM 123.00. The value is read
 * digit by digit into a whole number of the smallest unit (sen for 2 places), never through a
 * binary fraction.
 */
export const typedRinggitMessages = {
  format: message('money.format'),
  commaBeforeSen: message('money.commaBeforeSen'),
  tooLarge: message('money.tooLarge'),
} as const;

/** What a money field's text names: a whole number of units (sen for 2 places), nothing, or a problem. */
export type TypedRinggit =
  | { kind: 'amount'; units: number }
  | { kind: 'empty' }
  | { kind: 'problem'; problem: MessageRef };

const grouped = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;
const commaForPoint = /^\d+,\d{1,2}$/;
/** Nine digits of ringgit keep every value a safe integer even at 6 places. */
const maxWholeDigits = 9;

export function readTypedRinggit(text: string, places: 2 | 6 = 2): TypedRinggit {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = grouped.exec(trimmed);
  if (!match) {
    const problem = commaForPoint.test(trimmed)
      ? typedRinggitMessages.commaBeforeSen
      : typedRinggitMessages.format;
    return { kind: 'problem', problem };
  }
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2] ?? '';
  if (fraction.length > places) {
    return { kind: 'problem', problem: message('money.decimals', { max: places }) };
  }
  if (whole.replace(/^0+(?=\d)/, '').length > maxWholeDigits) {
    return { kind: 'problem', problem: typedRinggitMessages.tooLarge };
  }
  return { kind: 'amount', units: Number(whole) * 10 ** places + Number(fraction.padEnd(places, '0')) };
}

/**
 * Whole units of `places` decimals as plain decimal text, as forms prefill and the API reads it:
 * 123450 sen → '1234.50'; a rate keeps its decimals past the sen only where they are not zero
 * (5,000,000 micro-ringgit → '5.00', 333,333 → '0.333333').
 */
export function ringgitTextOf(units: number, places: 2 | 6 = 2): string {
  const scale = 10 ** places;
  const fraction = units % scale;
  const decimals = String(fraction)
    .padStart(places, '0')
    .replace(/(?<=\d\d)0+$/, '');
  return `${(units - fraction) / scale}.${decimals}`;
}

/** A bound of a money field, in the same units, and what a smaller or larger amount is told. */
export type AmountBound = { units: number; message: string };

/** A money field's rules: whether it must be filled, its decimals and the amounts it takes. */
export type MoneyRules = { places?: 2 | 6; required?: string; min?: AmountBound; max?: AmountBound };

/** The field's reading: the whole units to send (null for none), or the message that keeps the form from sending. */
export type MoneyEntry = { units: number | null; problem: string | null };

/** Reads a money field's text under its rules: only an amount the rules accept is sent. */
export function readMoneyEntry(text: string, rules: MoneyRules = {}): MoneyEntry {
  const read = readTypedRinggit(text, rules.places ?? 2);
  if (read.kind === 'problem') return { units: null, problem: read.problem };
  if (read.kind === 'empty') return { units: null, problem: rules.required ?? null };
  if (rules.min && read.units < rules.min.units) return { units: null, problem: rules.min.message };
  if (rules.max && read.units > rules.max.units) return { units: null, problem: rules.max.message };
  return { units: read.units, problem: null };
}
