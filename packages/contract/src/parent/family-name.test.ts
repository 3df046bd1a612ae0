import { describe, expect, it } from 'vitest';
import { familyNameFor, surnameOf } from './family-name';

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

describe('familyNameFor', () => {
  it('names siblings after their surname', () => {
    expect(
      familyNameFor(
        [
          { name: 'Tan Jia Hui', contactNames: ['Tan Wei Ming'] },
          { name: 'Tan Jun Hao', contactNames: ['Tan Wei Ming'] },
        ],
        'Lim Mei Ling',
      ),
    ).toBe('Tan Family');
  });

  it('falls back to the parent, then to the first child', () => {
    expect(familyNameFor([{ name: 'Wong Zi Xuan', contactNames: [] }], 'Chan Siew Lan')).toBe(
      'Chan Siew Lan Family',
    );
    expect(familyNameFor([{ name: 'Wong Zi Xuan', contactNames: [] }], null)).toBe('Wong Zi Xuan Family');
    expect(familyNameFor([], '  ')).toBe('My Family');
  });
});
