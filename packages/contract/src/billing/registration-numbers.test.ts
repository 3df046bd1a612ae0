import { describe, expect, it } from 'vitest';
import { registrationNumberBodySchema } from './registration-numbers';

const parse = (registrationNumber: unknown) => registrationNumberBodySchema.safeParse({ registrationNumber });
const refusal = (registrationNumber: unknown) => parse(registrationNumber).error?.issues[0]?.message;

describe("a centre's registration number", () => {
  it('is kept trimmed, and empty (or only spaces) clears it', () => {
    expect(parse('  KPM-TSK/01.2019 ').data).toEqual({ registrationNumber: 'KPM-TSK/01.2019' });
    expect(parse('').data).toEqual({ registrationNumber: null });
    expect(parse('   ').data).toEqual({ registrationNumber: null });
    expect(parse(`${'A'.repeat(50)}  `).success).toBe(true);
  });

  it('refuses more than 50 characters, other characters and anything but text, each with its message', () => {
    expect(refusal('A'.repeat(51))).toBe('billing.registrationNumberLength');
    for (const text of ['TSK#12', 'TSK_12', 'TSK\t12', 'TSKé12']) {
      expect(refusal(text), text).toBe('billing.registrationNumberCharacters');
    }
    expect(refusal(12)).toBe('billing.registrationNumberText');
    expect(refusal(undefined)).toBe('billing.registrationNumberText');
  });
});
