import { basisPointsPercentText, basisPointsPerWhole } from '@cic/contract';

/** What a discount field's text names: basis points (1,000 = 10 %), or why it names none. */
export type TypedDiscount =
  | { kind: 'basisPoints'; basisPoints: number }
  | { kind: 'problem'; problem: 'format' | 'decimals' | 'range' };

const percentText = /^(\d+)(?:\.(\d+))?\s*%?$/;

/**
 * A sibling discount as a person types it, a percentage from 0 to 100 with at most 2 decimals
 * ('10', '12.5', '7.25 %'), read digit by digit into whole basis points: never through a binary
 * fraction, so '0.29' is 29 and not 28.999…. Empty is no discount (0). A comma, a sign or a third
 * decimal is refused, never guessed.
 */
export function readDiscountPercent(text: string): TypedDiscount {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'basisPoints', basisPoints: 0 };
  const match = percentText.exec(trimmed);
  if (!match) return { kind: 'problem', problem: 'format' };
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { kind: 'problem', problem: 'decimals' };
  // Past three digits of percent it is out of range whatever it is: no long number is read.
  if (whole.length > 3) return { kind: 'problem', problem: 'range' };
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (basisPoints > basisPointsPerWhole) return { kind: 'problem', problem: 'range' };
  return { kind: 'basisPoints', basisPoints };
}

/** Basis points as the field shows them again: 1250 → '12.5', 0 → '0'. */
export const discountPercentText = (basisPoints: number) => basisPointsPercentText(basisPoints);
