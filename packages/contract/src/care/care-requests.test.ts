import { describe, expect, it } from 'vitest';
import { careCorrectionSchema, careGroupEntrySchema, fieldsForChild } from './care-requests';

const a = '00000000-0000-4000-8000-00000000000a';
const b = '00000000-0000-4000-8000-00000000000b';
const request = '00000000-0000-4000-8000-0000000000ff';
const group = { childIds: [a, b], capturedAt: '2026-12-01T04:30:00.000Z', clientRequestId: request };

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('care group entry', () => {
  it('takes lunch for a group with one exception', () => {
    const parsed = careGroupEntrySchema.parse({
      kind: 'MEAL',
      meal: 'LUNCH',
      amount: 'ALL',
      ...group,
      exceptions: [{ childId: b, amount: 'SOME', note: ' Not hungry ' }],
    });
    expect(fieldsForChild(parsed, parsed.exceptions, b)).toMatchObject({
      amount: 'SOME',
      note: 'Not hungry',
    });
    expect(fieldsForChild(parsed, parsed.exceptions, a)).toMatchObject({ amount: 'ALL', meal: 'LUNCH' });
  });

  it('refuses an exception for a child not chosen, by key', () => {
    const result = careGroupEntrySchema.safeParse({
      kind: 'MOOD',
      mood: 'HAPPY',
      ...group,
      exceptions: [{ childId: request, mood: 'UPSET' }],
    });
    expect(messagesOf(result)).toEqual([['exceptions.0.childId', 'care.exceptionChild']]);
  });

  it('asks what to bring for OTHER, also in an exception', () => {
    expect(messagesOf(careGroupEntrySchema.safeParse({ kind: 'REMINDER', item: 'OTHER', ...group }))).toEqual(
      [['text', 'care.reminderText']],
    );
    const exception = careGroupEntrySchema.safeParse({
      kind: 'REMINDER',
      item: 'WIPES',
      ...group,
      exceptions: [{ childId: a, item: 'OTHER' }],
    });
    expect(messagesOf(exception)).toEqual([['exceptions.0.text', 'care.reminderText']]);
  });

  it('refuses a nap that ends before it starts', () => {
    const result = careGroupEntrySchema.safeParse({
      kind: 'NAP',
      start: '2026-12-01T05:00:00.000Z',
      end: '2026-12-01T04:00:00.000Z',
      ...group,
    });
    expect(messagesOf(result)).toEqual([['end', 'care.napEnd']]);
  });

  it('caps a note at 1000 characters and 3 photos', () => {
    const result = careGroupEntrySchema.safeParse({
      kind: 'NOTE',
      text: 'x'.repeat(1001),
      photoIds: [a, b, request, a],
      ...group,
    });
    expect(messagesOf(result)).toEqual([
      ['text', 'common.atMostCharacters?max=1000'],
      ['photoIds', 'care.photos?max=3'],
    ]);
  });

  it('takes toilet and nap entries with instants', () => {
    expect(
      careGroupEntrySchema.safeParse({
        kind: 'TOILET',
        at: '2026-12-01T04:30:00+08:00',
        toilet: 'WET',
        ...group,
      }).success,
    ).toBe(true);
    expect(
      careGroupEntrySchema.safeParse({ kind: 'NAP', start: 'noon', ...group }).error?.issues[0]?.message,
    ).toBe('care.time');
  });

  it('refuses an unknown kind and more than 60 children', () => {
    expect(messagesOf(careGroupEntrySchema.safeParse({ kind: 'BATH', ...group }))).toEqual([
      ['kind', 'care.kind'],
    ]);
    const many = Array.from(
      { length: 61 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const result = careGroupEntrySchema.safeParse({ kind: 'MOOD', mood: 'CALM', ...group, childIds: many });
    expect(messagesOf(result)).toEqual([['childIds', 'care.tooManyChildren?max=60']]);
  });
});

describe('care correction', () => {
  it('needs a reason', () => {
    expect(messagesOf(careCorrectionSchema.safeParse({ kind: 'MOOD', mood: 'CALM', reason: ' ' }))).toEqual([
      ['reason', 'care.reason'],
    ]);
    expect(careCorrectionSchema.parse({ kind: 'MOOD', mood: 'CALM', reason: 'Wrong child' })).toMatchObject({
      reason: 'Wrong child',
    });
  });
});
