import { describe, expect, it } from 'vitest';
import { hasResumableDraft } from './registration-draft';

const storage = (entries: Record<string, string>) => (key: string) => entries[key] ?? null;

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
