import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import { downloadName, type Storage, type StoredFile } from './storage';
import {
  assertValidStorageKey,
  assertValidStoragePrefix,
  contentTypeFromKey,
  isValidStorageKey,
} from './storage-key';

export type LocalStorageOptions = Pick<AppConfig, 'dataDir' | 'publicUrl' | 'secretKey'>;

const defaultTtlSeconds = 900;
/** The temporary name `put` writes before its rename: `.<name>.<12 hex>.tmp`. */
const temporaryName = /^\..+\.[0-9a-f]{12}\.tmp$/;
/** The content-type sidecar of `<name>`: `.<name>.type`. */
const sidecarName = /^\.(.+)\.type$/;

/**
 * Files under `$DATA_DIR/uploads/<key>`; a hidden sidecar `.<name>.type` holds the content type when the
 * extension does not say it.
 * Links are `${PUBLIC_URL}/api/files/<key>?expires=<unix s>&signature=<hex HMAC-SHA256 of "key:expires">`,
 * served by `localFileRoutes`.
 */
export class LocalStorage implements Storage {
  readonly root: string;
  readonly #publicUrl: string;
  readonly #signingKey: Buffer;
  readonly #folders = new Set<string>();

  constructor(options: LocalStorageOptions) {
    this.root = path.join(options.dataDir, 'uploads');
    this.#publicUrl = options.publicUrl.replace(/\/$/, '');
    this.#signingKey = createHash('sha256').update(`file-url:${options.secretKey}`).digest();
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.#pathOf(key);
    const directory = path.dirname(file);
    // Write beside the target and rename, so a reader never sees half a file.
    const temporary = path.join(directory, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await this.#writeInFolder(directory, temporary, bytes);
      // The key's extension already says the usual type (every photo is a .jpg, and no key is ever
      // written again with another type): a sidecar only for another, three file operations fewer
      // for a photo at the morning peak.
      if (contentType !== contentTypeFromKey(key))
        await writeFile(this.#sidecarOf(file), contentType, 'utf8');
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** Writes a file, making its folder only the first time this process writes there (or it has gone since). */
  async #writeInFolder(directory: string, file: string, bytes: Buffer): Promise<void> {
    if (this.#folders.has(directory)) {
      try {
        await writeFile(file, bytes);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        this.#folders.delete(directory);
      }
    }
    await mkdir(directory, { recursive: true });
    await writeFile(file, bytes);
    // Photos go into a folder a month: a handful of names for the life of the process.
    if (this.#folders.size > 1000) this.#folders.clear();
    this.#folders.add(directory);
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

  async *list(prefix: string): AsyncIterable<StoredFile> {
    assertValidStoragePrefix(prefix);
    for await (const file of walk(path.join(this.root, prefix))) {
      if (file.name.startsWith('.')) continue;
      const key = path.relative(this.root, path.join(file.directory, file.name)).split(path.sep).join('/');
      yield { key, modifiedAt: file.modifiedAt };
    }
  }

  /**
   * A crash between writing and renaming leaves a `.tmp` file, and perhaps a sidecar whose file never
   * arrived; both are removed once older than `before`, so a write still in progress is never touched.
   */
  async sweepUnfinishedWrites(before: Date): Promise<number> {
    let removed = 0;
    for await (const file of walk(this.root)) {
      if (file.modifiedAt >= before) continue;
      const sidecarOf = sidecarName.exec(file.name)?.[1];
      const unfinished =
        temporaryName.test(file.name) ||
        (sidecarOf !== undefined && !(await exists(path.join(file.directory, sidecarOf))));
      if (!unfinished) continue;
      await rm(path.join(file.directory, file.name), { force: true });
      removed += 1;
    }
    return removed;
  }

  async signedUrl(key: string, ttlSeconds = defaultTtlSeconds, now = Date.now()): Promise<string> {
    assertValidStorageKey(key);
    const expires = Math.floor(now / 1000) + Math.max(1, Math.floor(ttlSeconds));
    return `${this.#publicUrl}/api/files/${key}?expires=${expires}&signature=${this.#sign(key, expires)}`;
  }

  /** The download name travels in the link and is signed with it, so a link cannot be renamed. */
  async downloadUrl(key: string, ttlSeconds: number, fileName: string, now = Date.now()): Promise<string> {
    assertValidStorageKey(key);
    const name = downloadName(fileName);
    const expires = Math.floor(now / 1000) + Math.max(1, Math.floor(ttlSeconds));
    const signature = this.#sign(key, expires, name);
    return `${this.#publicUrl}/api/files/${key}?expires=${expires}&download=${name}&signature=${signature}`;
  }

  /**
   * True when the signature matches the key, expiry and download name (if the link has one) and
   * the expiry (unix seconds) is still ahead of `now` (ms).
   */
  verifySignature(
    key: string,
    expires: string | number,
    signature: string,
    now = Date.now(),
    download?: string,
  ): boolean {
    if (!isValidStorageKey(key)) return false;
    if (download !== undefined && download !== downloadName(download)) return false;
    const expiresText = String(expires);
    if (!/^\d{1,12}$/.test(expiresText) || !/^[0-9a-f]{64}$/i.test(signature)) return false;
    const expiresAt = Number(expiresText);
    const expected = Buffer.from(this.#sign(key, expiresAt, download), 'hex');
    const given = Buffer.from(signature, 'hex');
    const matches = timingSafeEqual(expected, given);
    return matches && expiresAt * 1000 > now;
  }

  #sign(key: string, expires: number, download?: string): string {
    const signed = download === undefined ? `${key}:${expires}` : `${key}:${expires}:${download}`;
    return createHmac('sha256', this.#signingKey).update(signed).digest('hex');
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

type WalkedFile = { directory: string; name: string; modifiedAt: Date };

/** Every file under `directory`, hidden ones included; a folder or file that vanishes meanwhile is skipped. */
async function* walk(directory: string): AsyncGenerator<WalkedFile> {
  let entries: Dirent[];
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      yield* walk(full);
    } else if (entry.isFile()) {
      const modifiedAt = await modifiedTime(full);
      if (modifiedAt) yield { directory, name: entry.name, modifiedAt };
    }
  }
}

async function modifiedTime(file: string): Promise<Date | null> {
  try {
    return (await stat(file)).mtime;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  return (await modifiedTime(file)) !== null;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

export function createLocalStorage(options: LocalStorageOptions): LocalStorage {
  return new LocalStorage(options);
}
