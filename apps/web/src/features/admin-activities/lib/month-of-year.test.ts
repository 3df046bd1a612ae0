import { describe, expect, it } from 'vitest';
import { monthOfYear } from './month-of-year';

describe('monthOfYear', () => {
  it('names the month in English as the page did before: MMMM yyyy', () => {
    expect(monthOfYear('2026-11-23', 'en-MY')).toBe('November 2026');
    expect(monthOfYear('2026-01-01', 'en-MY')).toBe('January 2026');
    expect(monthOfYear('2026-12-31', 'en-MY')).toBe('December 2026');
  });

  it('names the month in Malay when the page is in Malay', () => {
    expect(monthOfYear('2026-08-15', 'ms-MY')).toBe('Ogos 2026');
    expect(monthOfYear('2026-03-01', 'ms-MY')).toBe('Mac 2026');
  });
});
