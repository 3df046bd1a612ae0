import { describe, expect, it } from 'vitest';
import { highlightParts, matchesSearch } from './highlight';

const joined = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

describe('highlightParts', () => {
  it('marks a case-insensitive match and keeps the original casing', () => {
    expect(highlightParts('Nur Aisyah binti Ahmad', 'AISYAH')).toEqual([
      { text: 'Nur ', match: false },
      { text: 'Aisyah', match: true },
      { text: ' binti Ahmad', match: false },
    ]);
  });

  it('marks every occurrence, without overlaps', () => {
    expect(highlightParts('Ahmad bin Ahmad', 'ahmad')).toEqual([
      { text: 'Ahmad', match: true },
      { text: ' bin ', match: false },
      { text: 'Ahmad', match: true },
    ]);
    expect(highlightParts('aaaa', 'aa')).toEqual([
      { text: 'aa', match: true },
      { text: 'aa', match: true },
    ]);
  });

  it('marks matches at the start, at the end and of the whole name', () => {
    expect(highlightParts('Tan Jia Hui', 'tan')[0]).toEqual({ text: 'Tan', match: true });
    expect(highlightParts('Tan Jia Hui', 'hui').at(-1)).toEqual({ text: 'Hui', match: true });
    expect(highlightParts('Lee', 'LEE')).toEqual([{ text: 'Lee', match: true }]);
  });

  it('matches inside words and across spaces, trimming the query', () => {
    expect(highlightParts('Muhammad Harith', '  d h ')).toEqual([
      { text: 'Muhamma', match: false },
      { text: 'd H', match: true },
      { text: 'arith', match: false },
    ]);
  });

  it('leaves the text whole without a query or a match', () => {
    expect(highlightParts('Kavin a/l Ganesh', '')).toEqual([{ text: 'Kavin a/l Ganesh', match: false }]);
    expect(highlightParts('Kavin a/l Ganesh', '   ')).toEqual([{ text: 'Kavin a/l Ganesh', match: false }]);
    expect(highlightParts('Kavin a/l Ganesh', 'zz')).toEqual([{ text: 'Kavin a/l Ganesh', match: false }]);
    expect(highlightParts('', 'a')).toEqual([]);
  });

  it('treats regular-expression characters as plain text', () => {
    expect(highlightParts('Kavin a/l (Ganesh).', '(ganesh).')).toEqual([
      { text: 'Kavin a/l ', match: false },
      { text: '(Ganesh).', match: true },
    ]);
  });

  it('always joins back to the original text', () => {
    for (const query of ['a', 'A', 'an', 'bin', 'x', ' ', 'Nur']) {
      expect(joined(highlightParts('Nur Aisyah binti Ahmad Anan', query))).toBe(
        'Nur Aisyah binti Ahmad Anan',
      );
    }
  });
});

describe('matchesSearch', () => {
  it('is a case-insensitive substring match on the name', () => {
    expect(matchesSearch('Nur Aisyah binti Ahmad', 'aisyah')).toBe(true);
    expect(matchesSearch('Nur Aisyah binti Ahmad', 'TI AH')).toBe(true);
    expect(matchesSearch('Nur Aisyah binti Ahmad', 'siti')).toBe(false);
  });

  it('keeps everyone for a blank query', () => {
    expect(matchesSearch('Lee Yu Xin', '')).toBe(true);
    expect(matchesSearch('Lee Yu Xin', '   ')).toBe(true);
  });
});
