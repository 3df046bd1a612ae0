import { describe, expect, it } from 'vitest';
import { malaysianStates } from '../shared/enums';
import { normaliseMalaysianState } from './malaysian-state';

describe('normaliseMalaysianState', () => {
  it.each([
    ['KL', 'W.P. Kuala Lumpur'],
    ['kuala lumpur', 'W.P. Kuala Lumpur'],
    ['WP Kuala Lumpur', 'W.P. Kuala Lumpur'],
    ['W.P. Kuala Lumpur', 'W.P. Kuala Lumpur'],
    ['Wilayah Persekutuan Kuala Lumpur', 'W.P. Kuala Lumpur'],
    ['Penang', 'Pulau Pinang'],
    ['Pulau Pinang', 'Pulau Pinang'],
    ['P. Pinang', 'Pulau Pinang'],
    ['N. Sembilan', 'Negeri Sembilan'],
    ['negeri sembilan', 'Negeri Sembilan'],
    ['Malacca', 'Melaka'],
    ['Labuan', 'W.P. Labuan'],
    ['putrajaya', 'W.P. Putrajaya'],
    ['Trengganu', 'Terengganu'],
    ['  SELANGOR ', 'Selangor'],
    ['Johor Darul Takzim', 'Johor'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseMalaysianState(input)).toBe(expected);
  });

  it('keeps every official name as it is', () => {
    for (const state of malaysianStates) expect(normaliseMalaysianState(state)).toBe(state);
  });

  it.each([[''], ['Singapore'], ['Bangkok'], [null], [undefined]])('refuses %s', (input) => {
    expect(normaliseMalaysianState(input)).toBeNull();
  });
});
