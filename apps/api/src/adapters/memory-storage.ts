import { downloadName, type Storage, type StoredFile } from './storage';
import { assertValidStorageKey, assertValidStoragePrefix } from './storage-key';

/** Storage in a Map, for tests. Signed URLs are not verifiable; they only show the key and the expiry. */
export class MemoryStorage implements Storage {
  readonly files = new Map<string, { bytes: Buffer; contentType: string; modifiedAt: Date }>();

  constructor(readonly baseUrl = 'http://storage.test') {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidStorageKey(key);
    this.files.set(key, { bytes: Buffer.from(bytes), contentType, modifiedAt: new Date() });
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const file = this.files.get(key);
    return file ? { bytes: Buffer.from(file.bytes), contentType: file.contentType } : null;
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    assertValidStoragePrefix(prefix);
    for (const [key, file] of this.files) {
      if (key.startsWith(prefix)) yield { key, modifiedAt: file.modifiedAt };
    }
  }

  /** Nothing is ever half written in memory. */
  async sweepUnfinishedWrites(): Promise<number> {
    return 0;
  }

  async signedUrl(key: string, ttlSeconds = 900): Promise<string> {
    assertValidStorageKey(key);
    const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
    return `${this.baseUrl}/${key}?expires=${expires}`;
  }

  async downloadUrl(key: string, ttlSeconds: number, fileName: string): Promise<string> {
    return `${await this.signedUrl(key, ttlSeconds)}&download=${downloadName(fileName)}`;
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
