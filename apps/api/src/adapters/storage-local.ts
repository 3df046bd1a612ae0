import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import type { Storage } from './storage';
import { assertValidStorageKey, contentTypeFromKey, isValidStorageKey } from './storage-key';

export type LocalStorageOptions = Pick<AppConfig, 'dataDir' | 'publicUrl' | 'secretKey'>;

const defaultTtlSeconds = 900;

/**
 * Files under `$DATA_DIR/uploads/<key>`, each with a hidden sidecar `.<name>.type` holding its content type.
 * Links are `${PUBLIC_URL}/api/files/<key>?expires=<unix s>&signature=<hex HMAC-SHA256 of "key:expires">`,
 * served by `localFileRoutes`.
 */
export class LocalStorage implements Storage {
  readonly root: string;
  readonly #publicUrl: string;
  readonly #signingKey: Buffer;

  constructor(options: LocalStorageOptions) {
    this.root = path.join(options.dataDir, 'uploads');
    this.#publicUrl = options.publicUrl.replace(/\/$/, '');
    this.#signingKey = createHash('sha256').update(`file-url:${options.secretKey}`).digest();
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.#pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write beside the target and rename, so a reader never sees half a file.
    const temporary = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
    );
    try {
      await writeFile(temporary, bytes);
      await writeFile(this.#sidecarOf(file), contentType, 'utf8');
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const file = this.#pathOf(key);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    let contentType: string;
    try {
      contentType = (await readFile(this.#sidecarOf(file), 'utf8')).trim() || contentTypeFromKey(key);
    } catch (error) {
      if (!isMissing(error)) throw error;
      contentType = contentTypeFromKey(key);
    }
    return { bytes, contentType };
  }

  async delete(key: string): Promise<void> {
    const file = this.#pathOf(key);
    await rm(file, { force: true });
    await rm(this.#sidecarOf(file), { force: true });
  }

  async signedUrl(key: string, ttlSeconds = defaultTtlSeconds, now = Date.now()): Promise<string> {
    assertValidStorageKey(key);
    const expires = Math.floor(now / 1000) + Math.max(1, Math.floor(ttlSeconds));
    return `${this.#publicUrl}/api/files/${key}?expires=${expires}&signature=${this.#sign(key, expires)}`;
  }

  /** True when the signature matches the key and expiry and the expiry (unix seconds) is still ahead of `now` (ms). */
  verifySignature(key: string, expires: string | number, signature: string, now = Date.now()): boolean {
    if (!isValidStorageKey(key)) return false;
    const expiresText = String(expires);
    if (!/^\d{1,12}$/.test(expiresText) || !/^[0-9a-f]{64}$/i.test(signature)) return false;
    const expiresAt = Number(expiresText);
    const expected = Buffer.from(this.#sign(key, expiresAt), 'hex');
    const given = Buffer.from(signature, 'hex');
    const matches = timingSafeEqual(expected, given);
    return matches && expiresAt * 1000 > now;
  }

  #sign(key: string, expires: number): string {
    return createHmac('sha256', this.#signingKey).update(`${key}:${expires}`).digest('hex');
  }

  #pathOf(key: string): string {
    assertValidStorageKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(`${path.resolve(this.root)}${path.sep}`)) throw new Error('Invalid storage key');
    return file;
  }

  #sidecarOf(file: string): string {
    return path.join(path.dirname(file), `.${path.basename(file)}.type`);
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

export function createLocalStorage(options: LocalStorageOptions): LocalStorage {
  return new LocalStorage(options);
}
