import { temperatureRules } from '@cic/contract';

/**
 * The − / + buttons beside the temperature: moves by `delta` within 35–42 °C and rounds to the
 * input's 0.01 step (so 36.5 + 0.1 is 36.6, not 36.599999). A blank or unreadable value starts
 * from the default 36.5.
 */
export function stepTemperature(current: unknown, delta: number): number {
  const value = typeof current === 'number' ? current : Number.parseFloat(String(current ?? ''));
  const start = Number.isFinite(value) ? value : temperatureRules.default;
  const next = Math.round((start + delta) * 100) / 100;
  return Math.min(temperatureRules.max, Math.max(temperatureRules.min, next));
}
