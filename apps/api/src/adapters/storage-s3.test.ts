import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import { createStorage } from './create-storage';
import { LocalStorage } from './storage-local';
import { S3Storage } from './storage-s3';

const fake = {
  endpoint: 'http://127.0.0.1:9',
  bucket: 'cic-files',
  region: 'ap-southeast-1',
  accessKeyId: 'AKIAFAKE',
  secretAccessKey: 'fake-secret',
};

describe('S3 storage (offline)', () => {
  it('presigns a path-style GET URL for the bucket and key with the requested expiry', async () => {
    const storage = new S3Storage(fake);
    const url = new URL(await storage.signedUrl('check-ins/2026/11/a.jpg', 300));
    expect(url.origin).toBe('http://127.0.0.1:9');
    expect(url.pathname).toBe('/cic-files/check-ins/2026/11/a.jpg');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toContain('AKIAFAKE');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('defaults to 900 seconds', async () => {
    const storage = new S3Storage(fake);
    const url = new URL(await storage.signedUrl('a.jpg'));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
  });

  it('uses virtual-hosted addressing on AWS itself (no endpoint)', async () => {
    const { endpoint: _unused, ...aws } = fake;
    const storage = new S3Storage(aws);
    const url = new URL(await storage.signedUrl('a.jpg', 60));
    expect(url.hostname).toBe('cic-files.s3.ap-southeast-1.amazonaws.com');
    expect(url.pathname).toBe('/a.jpg');
  });

  it('refuses invalid keys before any network call', async () => {
    const storage = new S3Storage(fake);
    await expect(storage.signedUrl('../x.jpg')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('/abs.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /Invalid storage key/,
    );
  });
});

describe('createStorage', () => {
  const base = { dataDir: '/tmp/cic-unused', publicUrl: 'http://localhost:3000', secretKey: 's'.repeat(40) };

  it('chooses S3 when configured', () => {
    expect(createStorage({ ...base, s3: fake } as AppConfig)).toBeInstanceOf(S3Storage);
  });

  it('chooses local disk otherwise', () => {
    expect(createStorage({ ...base, s3: undefined } as AppConfig)).toBeInstanceOf(LocalStorage);
  });
});
