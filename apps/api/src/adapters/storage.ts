/** Where uploaded files live: local disk by default, an S3-compatible bucket when configured. */
export interface Storage {
  /** Stores bytes under a key such as `check-ins/2026/11/<uuid>.jpg`. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** A URL that lets a browser GET the file until `ttlSeconds` from now, and not after. */
  signedUrl(key: string, ttlSeconds?: number): Promise<string>;
  delete(key: string): Promise<void>;
  /** Reads a stored file back (local serving, tests, report generation). */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
}
