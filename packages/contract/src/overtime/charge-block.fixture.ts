import type { ChargeBlock } from './overtime-charge';

/**
 * Tests only (the contract's charge rules and the API's report generation, which replays them):
 * a charge block written as one line.
 */
export const chargeBlock = (
  startTime: string,
  endTime: string,
  duration: number,
  unit: ChargeBlock['unit'],
  amountSen: number,
  isActive = true,
): ChargeBlock => ({ startTime, endTime, duration, unit, amountSen, isActive });
