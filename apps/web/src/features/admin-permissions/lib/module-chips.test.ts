import { describe, expect, it } from 'vitest';
import { moduleChips } from './module-chips';

const module = (key: string, order: number) => ({ key, order });

describe('moduleChips', () => {
  it('shows the first four modules by order and counts the rest', () => {
    const modules = [
      module('SETTINGS', 7),
      module('CHECKIN', 1),
      module('REFERRAL', 6),
      module('ACTIVITY', 2),
      module('USER', 4),
      module('OVERTIME', 3),
    ];
    const { shown, more } = moduleChips(modules);
    expect(shown.map((item) => item.key)).toEqual(['CHECKIN', 'ACTIVITY', 'OVERTIME', 'USER']);
    expect(more).toBe(2);
  });

  it('shows every module when there are four or fewer', () => {
    const { shown, more } = moduleChips([module('REFERRAL', 2), module('CHECKIN', 1)]);
    expect(shown.map((item) => item.key)).toEqual(['CHECKIN', 'REFERRAL']);
    expect(more).toBe(0);
    expect(moduleChips([module('A', 1), module('B', 2), module('C', 3), module('D', 4)]).more).toBe(0);
  });

  it('has nothing to show without modules', () => {
    expect(moduleChips([])).toEqual({ shown: [], more: 0 });
  });

  it('does not reorder the input', () => {
    const modules = [module('B', 2), module('A', 1)];
    moduleChips(modules);
    expect(modules.map((item) => item.key)).toEqual(['B', 'A']);
  });
});
