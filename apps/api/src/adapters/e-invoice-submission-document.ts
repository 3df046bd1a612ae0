import { createHash } from 'node:crypto';
import { type EInvoiceJson, eInvoiceJsonText } from '@cic/contract';

/**
 * One document as MyInvois' Submit Documents API takes it (decision 105): the minified UTF-8 JSON
 * text, base64, and the SHA-256 hex of the same bytes, under our number. Here rather than in the
 * contract because hashing uses node:crypto, and the contract is also bundled for the browser.
 */
export interface SubmissionDocument {
  format: 'JSON';
  document: string;
  documentHash: string;
  codeNumber: string;
}

/** `json`: the document as built (and signed, once the signing step has added its elements). */
export function submissionDocument(json: EInvoiceJson): SubmissionDocument {
  const bytes = Buffer.from(eInvoiceJsonText(json), 'utf8');
  return {
    format: 'JSON',
    document: bytes.toString('base64'),
    documentHash: createHash('sha256').update(bytes).digest('hex'),
    codeNumber: String(json.Invoice[0].ID?.[0]?._),
  };
}
