/** A stored file as the clean-up jobs see it. */
export type StoredFile = { key: string; modifiedAt: Date };

/** Where uploaded files live: local disk by default, an S3-compatible bucket when configured. */
export interface Storage {
  /** Stores bytes under a key such as `check-ins/2026/11/<uuid>.jpg`. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** A URL that lets a browser GET the file until `ttlSeconds` from now, and not after. */
  signedUrl(key: string, ttlSeconds?: number): Promise<string>;
  /**
   * A signed URL like `signedUrl`'s whose answer has the browser save the file as `fileName`
   * (a document's number, not its key): see `downloadName`.
   */
  downloadUrl(key: string, ttlSeconds: number, fileName: string): Promise<string>;
  delete(key: string): Promise<void>;
  /** Reads a stored file back (local serving, tests, report generation). */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** Every file whose key starts with `prefix` (a folder such as `check-ins/`), with when it was written. */
  list(prefix: string): AsyncIterable<StoredFile>;
  /** Removes what writes interrupted before `before` left behind; returns how many files went. */
  sweepUnfinishedWrites(before: Date): Promise<number>;
}

/**
 * A download's file name as headers and links may carry it: letters, digits, '.', '-' and '_'
 * (document names are numbers such as `INV-2026-000030.pdf`); anything else becomes '-'.
 */
export function downloadName(fileName: string): string {
  return fileName.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 120) || 'document';
}

/** The Content-Disposition that saves a file under its download name. */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${downloadName(fileName)}"`;
}
