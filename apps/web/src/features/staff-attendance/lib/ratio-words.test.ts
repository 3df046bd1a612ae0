import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { ratioWords } from './ratio-words';

describe('the ratio banner words', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('counts the staff in and the staff needed while in ratio', () => {
    expect(ratioWords({ staffPresent: 4, staffNeeded: 3, outOfRatio: false, short: 0 })).toEqual({
      key: 'staff-attendance:ratio.inRatio',
      values: { count: 4, needed: 3 },
    });
  });

  it('says how many more are needed when out of ratio', () => {
    expect(ratioWords({ staffPresent: 1, staffNeeded: 3, outOfRatio: true, short: 2 })).toEqual({
      key: 'staff-attendance:ratio.outOfRatio',
      values: { count: 2 },
    });
  });

  it.each([
    ['en', { staffPresent: 4, staffNeeded: 3, outOfRatio: false, short: 0 }, '4 staff, 3 needed'],
    ['en', { staffPresent: 0, staffNeeded: 1, outOfRatio: true, short: 1 }, 'Out of ratio: 1 more needed'],
    ['en', { staffPresent: 1, staffNeeded: 3, outOfRatio: true, short: 2 }, 'Out of ratio: 2 more needed'],
    ['ms', { staffPresent: 1, staffNeeded: 0, outOfRatio: false, short: 0 }, '1 kakitangan, 0 diperlukan'],
    [
      'ms',
      { staffPresent: 1, staffNeeded: 3, outOfRatio: true, short: 2 },
      'Nisbah tidak dipenuhi: perlu 2 kakitangan lagi',
    ],
  ] as const)('reads in %s: %o', async (language, ratio, text) => {
    await i18n.changeLanguage(language);
    const { key, values } = ratioWords(ratio);
    expect(i18n.t(key, values)).toBe(text);
  });
});
