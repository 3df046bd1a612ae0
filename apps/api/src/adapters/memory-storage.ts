import type { Storage } from './storage';
import { assertValidStorageKey } from './storage-key';

/** Storage in a Map, for tests. Signed URLs are not verifiable; they only show the key and the expiry. */
export class MemoryStorage implements Storage {
  readonly files = new Map<string, { bytes: Buffer; contentType: string }>();

  constructor(readonly baseUrl = 'http://storage.test') {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidStorageKey(key);
    this.files.set(key, { bytes: Buffer.from(bytes), contentType });
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const file = this.files.get(key);
    return file ? { bytes: Buffer.from(file.bytes), contentType: file.contentType } : null;
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }

  async signedUrl(key: string, ttlSeconds = 900): Promise<string> {
    assertValidStorageKey(key);
    const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
    return `${this.baseUrl}/${key}?expires=${expires}`;
  }

  has(key: string): boolean {
    return this.files.has(key);
  }

  keys(): string[] {
    return [...this.files.keys()];
  }
}

export function createMemoryStorage(baseUrl?: string): MemoryStorage {
  return new MemoryStorage(baseUrl);
}
