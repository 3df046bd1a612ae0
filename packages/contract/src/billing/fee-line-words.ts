import type { FeeLineCharge } from './invoice-line-charge';

/** Which sentence words a fee line: a whole month, a part month, a one-off fee, a sibling discount. */
export type FeeLineWording = 'monthlyFee' | 'monthlyFeePart' | 'oneOffFee' | 'siblingDiscount';

/** Basis points as a percentage with the decimals it has, by integer digits: 1000 → '10', 1250 → '12.5'. */
export function basisPointsPercentText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * A fee line as a catalogue sentence takes it (decision 098): which sentence, and its `{{name}}`,
 * `{{charged}}`, `{{days}}` and `{{percent}}`. The web's `feeLine.<wording>` and the documents'
 * `feeLine<Wording>` are worded from these, so the pages and the PDF say the same; a part month
 * prints the rule it was pro-rated by ("12 of 31 days").
 */
export function feeLineWords(charge: FeeLineCharge): {
  wording: FeeLineWording;
  params: Record<string, string | number>;
} {
  const name = charge.feeName;
  if (charge.kind === 'ONE_OFF_FEE') return { wording: 'oneOffFee', params: { name } };
  if (charge.kind === 'SIBLING_DISCOUNT') {
    return {
      wording: 'siblingDiscount',
      params: { name, percent: basisPointsPercentText(charge.discountBasisPoints ?? 0) },
    };
  }
  if (charge.daysCharged !== null && charge.daysInMonth !== null) {
    return {
      wording: 'monthlyFeePart',
      params: { name, charged: charge.daysCharged, days: charge.daysInMonth },
    };
  }
  return { wording: 'monthlyFee', params: { name } };
}
