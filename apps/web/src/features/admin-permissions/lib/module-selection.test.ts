import { describe, expect, it } from 'vitest';
import { initialSelection, modulesDroppedOnSave, moveModule, toggleModule } from './module-selection';

const granted = [
  { id: 'settings', order: 3 },
  { id: 'checkin', order: 1 },
  { id: 'announcement', order: 2 },
];
const offered = ['checkin', 'activity', 'referral', 'settings'];

describe('module selection', () => {
  it('starts with the offered modules the admin has, in the admin order', () => {
    expect(initialSelection(granted, offered)).toEqual(['checkin', 'settings']);
    expect(initialSelection([], offered)).toEqual([]);
  });

  it('adds a checked module at the end and removes an unchecked one', () => {
    let selection = toggleModule(['checkin'], 'referral', true);
    expect(selection).toEqual(['checkin', 'referral']);
    selection = toggleModule(selection, 'checkin', false);
    expect(selection).toEqual(['referral']);
    expect(toggleModule(['checkin'], 'checkin', true)).toEqual(['checkin']);
  });

  it('moves a module up or down, never past either end', () => {
    const selection = ['checkin', 'referral', 'settings'];
    expect(moveModule(selection, 'settings', -1)).toEqual(['checkin', 'settings', 'referral']);
    expect(moveModule(selection, 'checkin', 1)).toEqual(['referral', 'checkin', 'settings']);
    expect(moveModule(selection, 'checkin', -1)).toBe(selection);
    expect(moveModule(selection, 'settings', 1)).toBe(selection);
    expect(moveModule(selection, 'unknown', 1)).toBe(selection);
  });

  it('names the granted modules the dialog does not offer, in the admin order', () => {
    expect(modulesDroppedOnSave(granted, offered).map((module) => module.id)).toEqual(['announcement']);
    expect(modulesDroppedOnSave([], offered)).toEqual([]);
  });
});
