import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError, networkFailure } from '@/lib/api-client';
import { onlineOrKept } from './kept-answer';

describe('answers kept on the phone', () => {
  it('answers the copy kept last when the network fails, and the server when it answers', async () => {
    await expect(onlineOrKept('list', async () => Promise.reject(networkFailure()))).rejects.toThrow(
      ApiError,
    );
    expect(await onlineOrKept('list', async () => ['Adam'])).toEqual(['Adam']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await onlineOrKept('list', async () => Promise.reject(networkFailure()))).toEqual(['Adam']);
    expect(await onlineOrKept('list', async () => ['Adam', 'Bella'])).toEqual(['Adam', 'Bella']);
  });

  it("passes the server's refusal on: only a lost network falls back to the copy", async () => {
    await onlineOrKept('threshold', async () => ({ threshold: 37.5 }));
    const refused = new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Session ended' });
    await expect(onlineOrKept('threshold', async () => Promise.reject(refused))).rejects.toBe(refused);
  });
});
