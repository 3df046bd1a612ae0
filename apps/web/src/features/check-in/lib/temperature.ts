import { parseDecimal, temperatureRules } from '@cic/contract';

/**
 * The − / + buttons beside the temperature: moves by `delta` within 35–42 °C and rounds to the
 * input's 0.01 step (so 36.5 + 0.1 is 36.6, not 36.599999). A blank or non-decimal value ('0x24')
 * starts from the default 36.5.
 */
export function stepTemperature(current: unknown, delta: number): number {
  const value = typeof current === 'number' ? current : parseDecimal(String(current ?? ''));
  const start = value !== null && Number.isFinite(value) ? value : temperatureRules.default;
  const next = Math.round((start + delta) * 100) / 100;
  return Math.min(temperatureRules.max, Math.max(temperatureRules.min, next));
}
