import { describe, expect, it } from 'vitest';
import { stepTemperature } from './temperature';

describe('stepTemperature', () => {
  it('moves by a tenth without floating-point noise', () => {
    expect(stepTemperature(36.5, 0.1)).toBe(36.6);
    expect(stepTemperature(36.7, 0.1)).toBe(36.8);
    expect(stepTemperature(36.6, -0.1)).toBe(36.5);
    expect(stepTemperature(36.85, 0.1)).toBe(36.95);
  });

  it('reads the text of the number input', () => {
    expect(stepTemperature('37.2', 0.1)).toBe(37.3);
    expect(stepTemperature('', 0.1)).toBe(36.6);
    expect(stepTemperature('abc', -0.1)).toBe(36.4);
    expect(stepTemperature('0x24', 0.1)).toBe(36.6);
    expect(stepTemperature(undefined, 0.1)).toBe(36.6);
  });

  it('stays within 35 to 42 °C', () => {
    expect(stepTemperature(42, 0.1)).toBe(42);
    expect(stepTemperature(35, -0.1)).toBe(35);
    expect(stepTemperature(50, -0.1)).toBe(42);
  });
});
