import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './storage-local';

describe('local storage', () => {
  let dataDir: string;
  let storage: LocalStorage;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cic-storage-'));
    storage = new LocalStorage({ dataDir, publicUrl: 'http://localhost:3000/', secretKey: 'k'.repeat(40) });
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores, reads back and deletes files under DATA_DIR/uploads', async () => {
    const bytes = Buffer.from('hello photo');
    await storage.put('check-ins/2026/11/a.jpg', bytes, 'image/jpeg');
    expect(await readFile(path.join(dataDir, 'uploads', 'check-ins', '2026', '11', 'a.jpg'))).toEqual(bytes);
    expect(await storage.get('check-ins/2026/11/a.jpg')).toEqual({ bytes, contentType: 'image/jpeg' });
    // No temporary files are left behind.
    const names = await readdir(path.join(dataDir, 'uploads', 'check-ins', '2026', '11'));
    expect(names.sort()).toEqual(['.a.jpg.type', 'a.jpg']);

    await storage.delete('check-ins/2026/11/a.jpg');
    expect(await storage.get('check-ins/2026/11/a.jpg')).toBeNull();
    await storage.delete('check-ins/2026/11/a.jpg');
  });

  it('keeps the content type given at put, whatever the extension', async () => {
    await storage.put('reports/r1', Buffer.from('a,b'), 'text/csv; charset=utf-8');
    expect((await storage.get('reports/r1'))?.contentType).toBe('text/csv; charset=utf-8');
  });

  it('returns null for a missing file', async () => {
    expect(await storage.get('nothing/here.jpg')).toBeNull();
  });

  it.each([
    '../escape.jpg',
    'a/../../escape.jpg',
    '/etc/passwd',
    'a//b.jpg',
    'a/b/',
    '.hidden',
    'a/.a.jpg.type',
    'spaces in name.jpg',
    'back\\slash.jpg',
    'percent%2e.jpg',
    '',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.signedUrl(key)).rejects.toThrow(/Invalid storage key/);
  });

  it('signs URLs with an expiry and verifies them', async () => {
    const now = Date.UTC(2026, 10, 1, 0, 0, 0);
    const url = new URL(await storage.signedUrl('check-ins/p.jpg', 60, now));
    expect(url.origin + url.pathname).toBe('http://localhost:3000/api/files/check-ins/p.jpg');
    const expires = url.searchParams.get('expires') ?? '';
    const signature = url.searchParams.get('signature') ?? '';
    expect(Number(expires)).toBe(now / 1000 + 60);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);

    expect(storage.verifySignature('check-ins/p.jpg', expires, signature, now)).toBe(true);
    expect(storage.verifySignature('check-ins/p.jpg', expires, signature, now + 59_000)).toBe(true);
    expect(storage.verifySignature('check-ins/p.jpg', expires, signature, now + 60_000)).toBe(false);
    expect(storage.verifySignature('check-ins/q.jpg', expires, signature, now)).toBe(false);
    expect(storage.verifySignature('check-ins/p.jpg', String(Number(expires) + 1), signature, now)).toBe(
      false,
    );
    const flipped = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
    expect(storage.verifySignature('check-ins/p.jpg', expires, flipped, now)).toBe(false);
    expect(storage.verifySignature('check-ins/p.jpg', expires, 'abc', now)).toBe(false);
    expect(storage.verifySignature('check-ins/p.jpg', 'soon', signature, now)).toBe(false);
    expect(storage.verifySignature('../p.jpg', expires, signature, now)).toBe(false);
  });

  it('uses 900 seconds by default and a key derived from the secret', async () => {
    const now = Date.now();
    const url = new URL(await storage.signedUrl('a.jpg'));
    const expires = Number(url.searchParams.get('expires'));
    expect(expires - Math.floor(now / 1000)).toBeGreaterThanOrEqual(899);
    expect(expires - Math.floor(now / 1000)).toBeLessThanOrEqual(901);

    const other = new LocalStorage({
      dataDir,
      publicUrl: 'http://localhost:3000',
      secretKey: 'z'.repeat(40),
    });
    expect(
      other.verifySignature('a.jpg', String(expires), url.searchParams.get('signature') ?? '', now),
    ).toBe(false);
  });
});
