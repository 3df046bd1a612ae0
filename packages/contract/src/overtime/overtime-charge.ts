import { kualaLumpurDay, startOfKualaLumpurDay } from '../shared/kuala-lumpur-day';
import { formatSen } from '../shared/money';
import type { OvertimeUnit } from './overtime-rules';
import { clockMinutes } from './overtime-rules';

/**
 * The overtime charge (decision 039, with worked examples). A block "start–end, duration D, unit U,
 * amount R" charges R ringgit for each started D units that a child is still at the centre after
 * the block's start and before its end. Money is exact: rules hold R in integer sen, an item's rate
 * per unit is micro-ringgit (numeric(12,6) in the database), an amount is integer sen.
 */

/** A block as the charge reads it; `amountSen` is R in sen. */
export type ChargeBlock = {
  startTime: string;
  endTime: string;
  duration: number;
  unit: OvertimeUnit;
  amountSen: number;
  isActive: boolean;
};

/** One charged block of one check-out. */
export type OvertimeCharge = {
  /** The block's start on the check-out's Kuala Lumpur day. */
  startTime: Date;
  /** The check-out, capped at the block's end. */
  endTime: Date;
  /** Units charged: whole steps of D, rounded up. */
  duration: number;
  unit: OvertimeUnit;
  /** Ringgit per unit, in millionths of a ringgit (R ÷ D, half-up). */
  rateMicro: number;
  amountSen: number;
  /** The block's own D (units) and R (sen), kept so the charge reads as its rule states it. */
  blockDuration: number;
  blockRateSen: number;
};

export const unitSeconds: Record<OvertimeUnit, number> = { MINUTE: 60, HOUR: 3600 };
/** Micro-ringgit in one sen. */
const microPerSen = 10_000;

/** R ÷ D as micro-ringgit per unit, rounded half-up. */
export function ratePerUnitMicro(amountSen: number, duration: number): number {
  return Math.floor((amountSen * microPerSen * 2 + duration) / (2 * duration));
}

/**
 * amount = duration × rate, in sen, rounded half-up. Exact in integers: duration ≤ 100,000 and a
 * rate ≤ RM 10,000 keep the product below 2^53.
 */
export function overtimeAmountSen(duration: number, rateMicro: number): number {
  return Math.floor((duration * rateMicro * 2 + microPerSen) / (2 * microPerSen));
}

/** A rate in ringgit (a JSON number with at most 6 decimals) as micro-ringgit. */
export const ringgitToMicro = (ringgit: number) => Math.round(ringgit * 1_000_000);
export const microToRinggit = (micro: number) => Math.round(micro) / 1_000_000;

/** The charges of one check-out at `checkoutAt` under the blocks that apply to the child's package. */
export function overtimeCharges(checkoutAt: Date, blocks: readonly ChargeBlock[]): OvertimeCharge[] {
  const dayStart = startOfKualaLumpurDay(kualaLumpurDay(checkoutAt)).getTime();
  const charges: OvertimeCharge[] = [];
  for (const block of blocks) {
    if (!block.isActive) continue;
    const start = dayStart + clockMinutes(block.startTime) * 60_000;
    const end = Math.min(checkoutAt.getTime(), dayStart + clockMinutes(block.endTime) * 60_000);
    if (end <= start) continue;
    const stepSeconds = block.duration * unitSeconds[block.unit];
    const steps = Math.ceil((end - start) / 1000 / stepSeconds);
    const duration = steps * block.duration;
    const rateMicro = ratePerUnitMicro(block.amountSen, block.duration);
    charges.push({
      startTime: new Date(start),
      endTime: new Date(end),
      duration,
      unit: block.unit,
      rateMicro,
      amountSen: overtimeAmountSen(duration, rateMicro),
      blockDuration: block.duration,
      blockRateSen: block.amountSen,
    });
  }
  return charges;
}

/**
 * The blocks that apply to a package: its own when it has any (even if all are switched off),
 * otherwise the default rules.
 */
export function blocksForPackage<Block>(
  packageId: string | null,
  blocksByPackage: ReadonlyMap<string, readonly Block[]>,
  defaultBlocks: readonly Block[],
): readonly Block[] {
  const own = packageId ? blocksByPackage.get(packageId) : undefined;
  return own && own.length > 0 ? own : defaultBlocks;
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
