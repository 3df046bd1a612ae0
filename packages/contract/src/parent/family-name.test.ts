import { describe, expect, it } from 'vitest';
import { familyName, familyNamedAfter, surnameOf } from './family-name';

describe('surnameOf', () => {
  it.each([
    ['Muhammad Adam bin Ahmad Faizal', ['Ahmad Faizal bin Ismail'], 'Ahmad Faizal'],
    ['Nur Aisyah binti Ahmad Faizal', [], 'Ahmad Faizal'],
    ['Arjun a/l Rajesh', ['Rajesh a/l Subramaniam'], 'Rajesh'],
    ['Diya A/P Suresh Kumar', [], 'Suresh Kumar'],
    ['Tan Jia Hui', ['Tan Wei Ming', 'Lim Mei Ling'], 'Tan'],
    ['Lee Yu Xin', ['Ong Pei Shan', 'Lee Chee Keong'], 'Lee'],
    ['Aarav Nair', ['Vijay Nair', 'Anjali Menon'], 'Nair'],
    ['Muhammad Harith', ['Muhammad Rizal'], null],
    ['Wong Zi Xuan', ['Chan Siew Lan'], null],
    ['Aisha', [], null],
  ])('%s with contacts %j → %s', (child, contacts, expected) => {
    expect(surnameOf(child, contacts)).toBe(expected);
  });
});

describe('familyNamedAfter', () => {
  it('names siblings after their surname', () => {
    expect(
      familyNamedAfter(
        [
          { name: 'Tan Jia Hui', contactNames: ['Tan Wei Ming'] },
          { name: 'Tan Jun Hao', contactNames: ['Tan Wei Ming'] },
        ],
        'Lim Mei Ling',
      ),
    ).toBe('Tan');
  });

  it('falls back to the parent, then to the first child, then to no one', () => {
    expect(familyNamedAfter([{ name: 'Wong Zi Xuan', contactNames: [] }], 'Chan Siew Lan')).toBe(
      'Chan Siew Lan',
    );
    expect(familyNamedAfter([{ name: 'Wong Zi Xuan', contactNames: [] }], null)).toBe('Wong Zi Xuan');
    expect(familyNamedAfter([], '  ')).toBe('');
  });
});

describe("familyName (issue 27: made when shown, in the reader's language)", () => {
  it('reads right in English and in Bahasa Malaysia', () => {
    expect(familyName('Tan', 'en')).toBe('Tan Family');
    expect(familyName('Tan', 'ms')).toBe('Keluarga Tan');
    expect(familyName('Ahmad Faizal', 'ms')).toBe('Keluarga Ahmad Faizal');
  });

  it("names a family named after no one as the reader's own", () => {
    expect(familyName(' ', 'en')).toBe('My Family');
    expect(familyName('', 'ms')).toBe('Keluarga Saya');
  });
});
