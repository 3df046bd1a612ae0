import { createHash } from 'node:crypto';

/**
 * One document of a submission as MyInvois takes it: the JSON's UTF-8 bytes in base64, their
 * SHA-256 in hex, and our number for it. Minified JSON keeps within the 300 KB a document may be.
 */
export function submissionDocument(codeNumber: string, json: string) {
  const bytes = Buffer.from(json, 'utf8');
  return {
    format: 'JSON' as const,
    document: bytes.toString('base64'),
    documentHash: createHash('sha256').update(bytes).digest('hex'),
    codeNumber,
  };
}
