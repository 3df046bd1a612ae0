import type { OvertimePackage } from '@cic/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import english from '@/i18n/catalogues/en/overtime.json';
import malay from '@/i18n/catalogues/ms/overtime.json';
import { defaultChoice, firstFreeChoice, formBlocksOf, packageChoices } from './rule-choices';

// The real catalogues: the English the tests expect is the catalogue's (decision 054).
const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { overtime: english }, ms: { overtime: malay } }, fallbackLng: false });
const t = i18n.getFixedT('en', 'overtime');

const pkg = (id: string, hasRules: boolean): OvertimePackage => ({
  id,
  name: 'Full Day',
  centerName: `CIC ${id}`,
  hasRules,
});

describe('packageChoices', () => {
  it('puts Default Rules first and disables what already has rules, saying so', () => {
    expect(packageChoices([pkg('a', true), pkg('b', false)], true, t)).toEqual([
      { value: defaultChoice, label: 'Default Rules (Already exists)', disabled: true },
      { value: 'a', label: 'Full Day · CIC a (Already has rules)', disabled: true },
      { value: 'b', label: 'Full Day · CIC b', disabled: false },
    ]);
  });

  it('offers the default first when it has no rules yet', () => {
    const choices = packageChoices([pkg('a', false)], false, t);
    expect(choices[0]).toEqual({ value: defaultChoice, label: 'Default Rules', disabled: false });
    expect(firstFreeChoice(choices)).toBe(defaultChoice);
  });

  it('has no free choice once every package and the default have rules', () => {
    expect(firstFreeChoice(packageChoices([pkg('a', true)], true, t))).toBeNull();
    expect(firstFreeChoice(packageChoices([pkg('a', true), pkg('b', false)], true, t))).toBe('b');
  });

  it('says the same in Malay when the page is in Malay', () => {
    expect(packageChoices([pkg('a', true)], true, i18n.getFixedT('ms', 'overtime'))).toEqual([
      { value: defaultChoice, label: 'Peraturan Lalai (Sudah wujud)', disabled: true },
      { value: 'a', label: 'Full Day · CIC a (Sudah ada peraturan)', disabled: true },
    ]);
  });
});

describe('formBlocksOf', () => {
  it("edits a group's blocks without their ids", () => {
    const rule = {
      id: 'r1',
      description: 'First hour',
      startTime: '17:00',
      endTime: '18:00',
      duration: 5,
      unit: 'MINUTE' as const,
      amount: 1,
      isActive: true,
    };
    const { id: _id, ...block } = rule;
    expect(formBlocksOf({ rules: [rule] })).toEqual([block]);
  });
});
