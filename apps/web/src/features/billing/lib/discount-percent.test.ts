import { describe, expect, it } from 'vitest';
import { discountPercentText, readDiscountPercent } from './discount-percent';

const points = (text: string) => readDiscountPercent(text);

describe('readDiscountPercent: a sibling discount typed as a percentage, read as basis points', () => {
  it.each([
    ['10', 1_000],
    ['12.5', 1_250],
    ['7.25', 725],
    ['0.29', 29],
    ['0.01', 1],
    ['100', 10_000],
    ['100.00', 10_000],
    ['007', 700],
    [' 15 % ', 1_500],
    ['15%', 1_500],
  ])('reads %j as %i basis points, by integer digits', (text, basisPoints) => {
    expect(points(text)).toEqual({ kind: 'basisPoints', basisPoints });
  });

  it('reads an empty field as no discount', () => {
    expect(points('')).toEqual({ kind: 'basisPoints', basisPoints: 0 });
    expect(points('   ')).toEqual({ kind: 'basisPoints', basisPoints: 0 });
  });

  it('refuses more than 2 decimals rather than rounding them', () => {
    expect(points('12.345')).toEqual({ kind: 'problem', problem: 'decimals' });
  });

  it('refuses more than 100 % and long numbers', () => {
    expect(points('100.01')).toEqual({ kind: 'problem', problem: 'range' });
    expect(points('101')).toEqual({ kind: 'problem', problem: 'range' });
    expect(points('99999999999999999999')).toEqual({ kind: 'problem', problem: 'range' });
  });

  it.each(['-5', '+5', '12,5', '1e2', '.5', '5.', 'ten', '5 5', '%'])(
    'refuses %j, never guessing',
    (text) => {
      expect(points(text)).toEqual({ kind: 'problem', problem: 'format' });
    },
  );

  it('shows basis points again as the percentage they are', () => {
    expect(discountPercentText(1_250)).toBe('12.5');
    expect(discountPercentText(725)).toBe('7.25');
    expect(discountPercentText(0)).toBe('0');
    expect(discountPercentText(10_000)).toBe('100');
    for (const text of ['12.5', '7.25', '0.01', '100']) {
      const read = points(text);
      expect(read.kind === 'basisPoints' && discountPercentText(read.basisPoints)).toBe(text);
    }
  });
});
