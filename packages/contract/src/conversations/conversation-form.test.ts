import { describe, expect, it } from 'vitest';
import { parentThreadFormSchema } from './conversation-form';

const childMessage = (childId: unknown) =>
  parentThreadFormSchema.safeParse({ childId, subject: 'Pick-up', body: 'Hello' }).error?.issues[0]?.message;

describe("a parent's new conversation", () => {
  it('asks for a child while none is chosen, and says a named one is not found', () => {
    expect(childMessage('')).toBe('conversations.child');
    expect(childMessage(undefined)).toBe('conversations.child');
    expect(childMessage('nope')).toBe('conversations.childNotFound');
  });
});
