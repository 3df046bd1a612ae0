import { messageText } from '@cic/contract/messages/message-text';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from './zod-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<{ name: string }>;

describe('the forms’ zod resolver (issue 27)', () => {
  it('answers a rule that names no message by the catalogue key for its kind, never zod’s English', async () => {
    const resolve = zodResolver(z.object({ name: z.string().max(3) }));
    const result = await resolve({ name: 'abcd' }, undefined, options);
    const message = result.errors.name?.message ?? '';
    expect(message).toBe('common.atMostCharacters?max=3');
    expect(messageText(message, 'ms')).toBe('Tidak boleh melebihi 3 aksara');
  });

  it('keeps the message a rule names', async () => {
    const resolve = zodResolver(z.object({ name: z.string().min(2, 'profile.nameAtLeast2') }));
    const result = await resolve({ name: 'a' }, undefined, options);
    expect(result.errors.name?.message).toBe('profile.nameAtLeast2');
  });
});
