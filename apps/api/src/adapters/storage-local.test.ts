import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
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
    const names = await readdir(path.join(dataDir, 'uploads', 'check-ins', '2026', '11'));
    // No temporary files, and no sidecar where the extension says the type.
    expect(names.sort()).toEqual(['a.jpg']);

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

  it('lists the files of a folder with their write times, without sidecars', async () => {
    await storage.put('listed/2026/11/a.jpg', Buffer.from('a'), 'image/jpeg');
    await storage.put('listed/2026/12/b.jpg', Buffer.from('b'), 'image/jpeg');
    await storage.put('elsewhere/c.jpg', Buffer.from('c'), 'image/jpeg');
    const old = new Date('2026-01-02T03:04:05Z');
    await utimes(path.join(dataDir, 'uploads', 'listed', '2026', '11', 'a.jpg'), old, old);

    const files = [];
    for await (const file of storage.list('listed/')) files.push(file);
    files.sort((x, y) => x.key.localeCompare(y.key));
    expect(files.map((file) => file.key)).toEqual(['listed/2026/11/a.jpg', 'listed/2026/12/b.jpg']);
    expect(files[0]?.modifiedAt.getTime()).toBe(old.getTime());
    expect(Date.now() - (files[1]?.modifiedAt.getTime() ?? 0)).toBeLessThan(60_000);

    const none = [];
    for await (const file of storage.list('no-such-folder/')) none.push(file);
    expect(none).toEqual([]);
  });

  it('refuses a listing prefix that is not a folder of valid keys', async () => {
    const list = async (prefix: string) => {
      for await (const _ of storage.list(prefix)) return;
    };
    await expect(list('../')).rejects.toThrow(/Invalid storage prefix/);
    await expect(list('listed')).rejects.toThrow(/Invalid storage prefix/);
  });

  it('sweeps what interrupted writes left once old enough, and keeps fresh ones and finished files', async () => {
    const folder = path.join(dataDir, 'uploads', 'sweep');
    // A type its name does not say, so the finished file has a sidecar too.
    await storage.put('sweep/kept', Buffer.from('kept'), 'text/csv');
    // What a crash between writing and renaming leaves: the temporary file and the sidecar.
    await writeFile(path.join(folder, '.lost.jpg.0123456789ab.tmp'), 'half');
    await writeFile(path.join(folder, '.lost.jpg.type'), 'image/jpeg');
    await writeFile(path.join(folder, '.fresh.jpg.ba9876543210.tmp'), 'in progress');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of ['.lost.jpg.0123456789ab.tmp', '.lost.jpg.type', 'kept', '.kept.type']) {
      await utimes(path.join(folder, name), twoHoursAgo, twoHoursAgo);
    }

    const removed = await storage.sweepUnfinishedWrites(new Date(Date.now() - 60 * 60 * 1000));
    expect(removed).toBe(2);
    expect((await readdir(folder)).sort()).toEqual(['.fresh.jpg.ba9876543210.tmp', '.kept.type', 'kept']);
    expect(await storage.get('sweep/kept')).toEqual({
      bytes: Buffer.from('kept'),
      contentType: 'text/csv',
    });
  });
  it('makes a folder again when it was removed after a first write there', async () => {
    await storage.put('again/one.jpg', Buffer.from('one'), 'image/jpeg');
    await rm(path.join(dataDir, 'uploads', 'again'), { recursive: true, force: true });
    await storage.put('again/two.jpg', Buffer.from('two'), 'image/jpeg');
    expect((await storage.get('again/two.jpg'))?.bytes).toEqual(Buffer.from('two'));
  });
});
