import { formatSen } from '../shared/money';
import type { OvertimeUnit } from './overtime-rules';

/**
 * A charge's rate as its rule states it (decision 087): the block's own D units for R sen, kept on
 * items and lines beside the rate per unit, and the terms every page and the PDF word it in. Apart
 * from `overtime-charge.ts` (re-exported there) so the parent's pages take these few lines only.
 */

/** Micro-ringgit in one sen. */
export const microPerSen = 10_000;

/** R ÷ D as micro-ringgit per unit, rounded half-up. */
export function ratePerUnitMicro(amountSen: number, duration: number): number {
  return Math.floor((amountSen * microPerSen * 2 + duration) / (2 * duration));
}

/** A block as a charge keeps it: D units (`blockDuration`) for R sen (`blockRateSen`). */
export type BlockFacts = { blockDuration: number; blockRateSen: number };

/** What a charge is: units at a rate per unit, the amount, and its block when one states it. */
export type ChargeFacts = {
  duration: number;
  unit: OvertimeUnit;
  rateMicro: number;
  amountSen: number;
  blockDuration: number | null;
  blockRateSen: number | null;
};

/** The longest block `blockOfCharge` tries when the charge's own block no longer adds up. */
const largestDerivedBlock = 60;

/** Whether `block` states the charge exactly: whole blocks, the same rate per unit, the same amount. */
function statesCharge(duration: number, rateMicro: number, amountSen: number, block: BlockFacts) {
  const { blockDuration: units, blockRateSen: rateSen } = block;
  return (
    units >= 1 &&
    duration % units === 0 &&
    ratePerUnitMicro(rateSen, units) === rateMicro &&
    (duration / units) * rateSen === amountSen
  );
}

/**
 * The block a charge of `duration` units at `rateMicro` per unit (amounting to `amountSen`) is
 * stated in (decision 087): `preferred` (the item's block, from its rule) when the charge is still
 * a whole number of those blocks at that rate; otherwise the smallest block of at most 60 units
 * that the units divide into whose rate is whole sen; null when none adds up (an admin's edit
 * can give such a rate: the charge then reads per unit). The migration backfills with the same
 * search.
 */
export function blockOfCharge(
  duration: number,
  rateMicro: number,
  amountSen: number,
  preferred: BlockFacts | null,
): BlockFacts | null {
  if (preferred && statesCharge(duration, rateMicro, amountSen, preferred)) return preferred;
  for (let units = 1; units <= Math.min(duration, largestDerivedBlock); units++) {
    const block = { blockDuration: units, blockRateSen: Math.round((rateMicro * units) / microPerSen) };
    if (statesCharge(duration, rateMicro, amountSen, block)) return block;
  }
  return null;
}

/**
 * The terms a charge is worded in, by its rule: `rate` for each `per` units, `times` over, making
 * `amount` — 'RM 5.00 per 15 minutes × 2 = RM 10.00'. Without a block that states it, the rate
 * per unit with every decimal it has, over each unit: 'RM 0.333333 per minute × 25 = RM 8.33'.
 * The pages and the PDF put these in their catalogue's sentence, in the reader's language.
 */
export type ChargeRateTerms = {
  rate: string;
  per: number;
  unit: OvertimeUnit;
  times: number;
  amount: string;
};

/** Which sentence the terms take: per one unit ('per minute') or per a block of several ('per 15 minutes'). */
export type ChargeRateWording = 'perMinute' | 'perMinutes' | 'perHour' | 'perHours';
export function chargeRateWording(terms: ChargeRateTerms): ChargeRateWording {
  if (terms.unit === 'MINUTE') return terms.per === 1 ? 'perMinute' : 'perMinutes';
  return terms.per === 1 ? 'perHour' : 'perHours';
}

/**
 * A charge's rate as a catalogue sentence takes it: which sentence, and its `{{rate}}`,
 * `{{units}}` and `{{times}}` — the web's `rateTerms.<wording>` and the documents' `rate<Wording>`
 * are worded from these, so the pages and the PDF say the same.
 */
export function chargeRateWords(charge: ChargeFacts) {
  const terms = chargeRateTerms(charge);
  return {
    wording: chargeRateWording(terms),
    params: { rate: terms.rate, units: terms.per, times: terms.times },
  };
}

export function chargeRateTerms(charge: ChargeFacts): ChargeRateTerms {
  const { duration, unit, rateMicro, amountSen, blockDuration, blockRateSen } = charge;
  const amount = formatSen(amountSen);
  if (blockDuration !== null && blockRateSen !== null) {
    const block = { blockDuration, blockRateSen };
    if (statesCharge(duration, rateMicro, amountSen, block)) {
      return {
        rate: formatSen(blockRateSen),
        per: blockDuration,
        unit,
        times: duration / blockDuration,
        amount,
      };
    }
  }
  return { rate: microRinggitText(rateMicro), per: 1, unit, times: duration, amount };
}

/** Micro-ringgit as 'RM 0.333333': at least two decimals, more only where the rate has them. */
function microRinggitText(micro: number): string {
  const whole = Math.trunc(micro / 1_000_000);
  const fraction = String(micro % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '')
    .padEnd(2, '0');
  return `${formatSen(whole * 100).slice(0, -3)}.${fraction}`;
}

/** A kept rate per unit (numeric(12,6) text such as '0.333333') as micro-ringgit, read by its digits. */
export function rateTextToMicro(rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0').slice(0, 6));
}
