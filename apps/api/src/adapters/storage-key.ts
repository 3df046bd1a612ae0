/**
 * Storage keys look like `check-ins/2026/11/<uuid>.jpg`: relative, segments of [A-Za-z0-9_.-], none empty,
 * none starting with a dot (so no `..`, no hidden files; the local store keeps its sidecars there).
 */
const keyPattern = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;
const maxKeyLength = 512;

export function isValidStorageKey(key: string): boolean {
  return key.length <= maxKeyLength && keyPattern.test(key) && !key.includes('..');
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

/** A folder of keys for listing: '' (everything) or a valid key followed by '/'. */
export function assertValidStoragePrefix(prefix: string): void {
  if (prefix !== '' && !(prefix.endsWith('/') && isValidStorageKey(prefix.slice(0, -1)))) {
    throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix.slice(0, 100))}`);
  }
}

const typesByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Content type guessed from the key's extension; `application/octet-stream` when unknown. */
export function contentTypeFromKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const extension = dot === -1 ? '' : key.slice(dot + 1).toLowerCase();
  return typesByExtension[extension] ?? 'application/octet-stream';
}
