import { describe, expect, it } from 'vitest';
import {
  clearRegistrationDraft,
  hasResumableDraft,
  readRegistrationDraft,
  registrationDraftKeys,
  saveDraftSection,
} from './registration-draft';

const storage = (entries: Record<string, string>) => (key: string) => entries[key] ?? null;

/** A Map standing in for localStorage. */
function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    entries,
    read: (key: string) => entries.get(key) ?? null,
    write: (key: string, value: string) => void entries.set(key, value),
    remove: (key: string) => void entries.delete(key),
  };
}

describe('hasResumableDraft', () => {
  it('needs the student, contact, father and mother details', () => {
    const draft = { studentDetails: '{}', contactDetails: '{}', fatherDetails: '{}', motherDetails: '{}' };
    expect(hasResumableDraft(storage(draft))).toBe(true);
    expect(hasResumableDraft(storage({ ...draft, motherDetails: undefined as unknown as string }))).toBe(
      false,
    );
    expect(hasResumableDraft(storage({ studentDetails: '{}' }))).toBe(false);
    expect(hasResumableDraft(storage({}))).toBe(false);
  });

  it('counts an empty saved value as saved', () => {
    const draft = { studentDetails: '', contactDetails: '', fatherDetails: '', motherDetails: '' };
    expect(hasResumableDraft(storage(draft))).toBe(true);
  });
});

describe('the registration draft in browser storage', () => {
  it("keeps each section under the spec's own key and reads it back", () => {
    const store = memoryStorage();
    saveDraftSection('studentDetails', { fullName: 'Aisyah', numberOfSiblings: 2 }, store);
    saveDraftSection('programDetails', { center: 'c1', termsAccepted: true }, store);
    expect(JSON.parse(store.entries.get('studentDetails') ?? '')).toEqual({
      fullName: 'Aisyah',
      numberOfSiblings: 2,
    });
    expect(readRegistrationDraft(store.read)).toEqual({
      studentDetails: { fullName: 'Aisyah', numberOfSiblings: 2 },
      programDetails: { center: 'c1', termsAccepted: true },
    });
  });

  it('leaves out sections that are not JSON objects', () => {
    const read = storage({ studentDetails: 'not json', contactDetails: '[1]', motherDetails: 'null' });
    expect(readRegistrationDraft(read)).toEqual({});
  });

  it('forgets a section saved as undefined, and every key on clear', () => {
    const store = memoryStorage();
    for (const key of registrationDraftKeys) saveDraftSection(key, {}, store);
    saveDraftSection('fatherDetails', undefined, store);
    expect(store.entries.has('fatherDetails')).toBe(false);
    clearRegistrationDraft(store.remove);
    expect(store.entries.size).toBe(0);
    expect(hasResumableDraft(store.read)).toBe(false);
  });
});
