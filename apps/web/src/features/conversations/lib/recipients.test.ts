import { staffThreadFormSchema } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { type ChosenRecipients, recipientsError, recipientsOf } from './recipients';

const family = { id: '00000000-0000-4000-8000-0000000000f1', name: 'Lim Family' };
const childA = '00000000-0000-4000-8000-0000000000c1';
const childB = '00000000-0000-4000-8000-0000000000c2';
const chosen = (change: Partial<ChosenRecipients>): ChosenRecipients => ({
  choice: 'oneChild',
  family,
  child: childA,
  children: [childA, childB],
  ...change,
});

describe("a staff message's recipients", () => {
  it('writes to the family staff came from as a whole', () => {
    expect(recipientsOf(chosen({ choice: 'thisFamily' }))).toEqual({ kind: 'FAMILY', familyId: family.id });
  });

  it('writes to one family through its chosen child, about that child', () => {
    expect(recipientsOf(chosen({ choice: 'oneChild' }))).toEqual({ kind: 'CHILDREN', childIds: [childA] });
  });

  it('writes to the families of the chosen children, or to every family', () => {
    expect(recipientsOf(chosen({ choice: 'children' }))).toEqual({
      kind: 'CHILDREN',
      childIds: [childA, childB],
    });
    expect(recipientsOf(chosen({ choice: 'centre' }))).toEqual({ kind: 'CENTRE' });
  });

  it('leaves the choice of a child to the contract, which asks for one', () => {
    const to = recipientsOf(chosen({ choice: 'oneChild', child: '' }));
    const parsed = staffThreadFormSchema.safeParse({ to, subject: 'Hello', body: 'Hello' });
    expect(parsed.error?.issues[0]?.message).toBe('conversations.recipients');
  });

  it("finds the first message of the form's errors on the recipients, wherever it is", () => {
    expect(recipientsError(undefined)).toBeUndefined();
    expect(recipientsError({ message: 'conversations.noFamilies' })).toBe('conversations.noFamilies');
    expect(recipientsError({ familyId: { message: 'conversations.familyNotFound' } })).toBe(
      'conversations.familyNotFound',
    );
    expect(recipientsError({ childIds: { message: 'conversations.recipients' } })).toBe(
      'conversations.recipients',
    );
    expect(recipientsError({ childIds: [undefined, { message: 'conversations.childNotFound' }] })).toBe(
      'conversations.childNotFound',
    );
  });
});
