import { describe, expect, it } from 'vitest';
import { documentText } from './document-text';
import { documentsEn } from './documents-en';
import { documentsMs } from './documents-ms';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('document words', () => {
  const english = Object.entries(documentsEn);
  const malay = new Map(Object.entries(documentsMs));

  it('has the same keys in both languages, no empty text and the same placeholders', () => {
    expect([...malay.keys()].sort()).toEqual(Object.keys(documentsEn).sort());
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      expect(malay.get(key)?.trim(), key).not.toBe('');
      expect(placeholders(malay.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('translates the Malay texts rather than copying the English', () => {
    // 'Status' is the Malay word too, and MyInvois' UUID the same letters.
    const sameInBoth = new Set(['csvStatus', 'eInvoiceCsvUuid']);
    expect(
      english.filter(([key, text]) => malay.get(key) === text && !sameInBoth.has(key)).map(([key]) => key),
    ).toEqual([]);
  });

  it('fills placeholders in the reader language', () => {
    expect(documentText('page', 'en', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(documentText('page', 'ms', { page: 2, pages: 5 })).toBe('Halaman 2 daripada 5');
  });
});
