/** A stored file as the clean-up jobs see it. */
export type StoredFile = { key: string; modifiedAt: Date };

/** Where uploaded files live: local disk by default, an S3-compatible bucket when configured. */
export interface Storage {
  /** Stores bytes under a key such as `check-ins/2026/11/<uuid>.jpg`. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** A URL that lets a browser GET the file until `ttlSeconds` from now, and not after. */
  signedUrl(key: string, ttlSeconds?: number): Promise<string>;
  delete(key: string): Promise<void>;
  /** Reads a stored file back (local serving, tests, report generation). */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** Every file whose key starts with `prefix` (a folder such as `check-ins/`), with when it was written. */
  list(prefix: string): AsyncIterable<StoredFile>;
  /** Removes what writes interrupted before `before` left behind; returns how many files went. */
  sweepUnfinishedWrites(before: Date): Promise<number>;
}
