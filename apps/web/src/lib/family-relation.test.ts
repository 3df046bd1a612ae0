import { describe, expect, it } from 'vitest';
import { familyRelationLabel as relationLabel } from './family-relation';

describe('relationLabel', () => {
  it('names the relations as the spec shows them', () => {
    expect(relationLabel('father')).toBe('Father');
    expect(relationLabel('mother')).toBe('Mother');
    expect(relationLabel('guardian')).toBe('Legal Guardian');
    expect(relationLabel('GUARDIAN')).toBe('Legal Guardian');
  });

  it('shows an unknown relation as it came', () => {
    expect(relationLabel('aunt')).toBe('aunt');
  });
});
