import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { pickupRelationshipLabel, familyRelationLabel as relationLabel } from './family-relation';

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

  it("names them in Malay in the page's language", async () => {
    await i18n.changeLanguage('ms');
    try {
      expect(relationLabel('father')).toBe('Bapa');
      expect(relationLabel('GUARDIAN')).toBe('Penjaga Sah');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("names a pick-up person's listed relationship in the page's language, and keeps the parents' own words (issue 27)", async () => {
    expect(pickupRelationshipLabel('grandfather')).toBe('Grandfather');
    expect(pickupRelationshipLabel('Tok Wan')).toBe('Tok Wan');
    await i18n.changeLanguage('ms');
    try {
      expect(pickupRelationshipLabel('grandfather')).toBe('Datuk');
      expect(pickupRelationshipLabel('helper')).toBe('Pembantu rumah');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
