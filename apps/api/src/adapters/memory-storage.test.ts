import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';

describe('memory storage', () => {
  it('puts, gets, signs and deletes', async () => {
    const storage = new MemoryStorage();
    await storage.put('a/b.jpg', Buffer.from('x'), 'image/jpeg');
    expect(storage.has('a/b.jpg')).toBe(true);
    expect(await storage.get('a/b.jpg')).toEqual({ bytes: Buffer.from('x'), contentType: 'image/jpeg' });
    expect(await storage.signedUrl('a/b.jpg', 60)).toMatch(
      /^http:\/\/storage\.test\/a\/b\.jpg\?expires=\d+$/,
    );
    await storage.delete('a/b.jpg');
    expect(await storage.get('a/b.jpg')).toBeNull();
    expect(storage.keys()).toEqual([]);
  });
});
