import { kualaLumpurDay, startOfKualaLumpurDay } from '../shared/kuala-lumpur-day';
import { microPerSen, ratePerUnitMicro } from './charge-rate';
import type { OvertimeUnit } from './overtime-rules';
import { clockMinutes } from './overtime-rules';

export * from './charge-rate';

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
