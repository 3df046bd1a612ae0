import { createHash } from 'node:crypto';
import { type EInvoiceJson, eInvoiceDocument, eInvoiceJsonText } from '@cic/contract';
import { invoiceInput, issuer } from '@cic/contract/e-invoice/e-invoice.fixture';
import { describe, expect, it } from 'vitest';
import { submissionDocument as documentOf } from './submission-document';

/** A built document as submitted: its minified text under its number. */
const submissionDocument = (json: EInvoiceJson) =>
  documentOf(String(json.Invoice[0].ID?.[0]?._), eInvoiceJsonText(json));

describe('submissionDocument: what Submit Documents takes for one document', () => {
  it('sends the base64 of the minified UTF-8 JSON and the SHA-256 hex of those same bytes', () => {
    // A name outside ASCII: its UTF-8 bytes, not its UTF-16 code units, are hashed and encoded.
    const json = eInvoiceDocument(
      invoiceInput({ issuer: { ...issuer, legalName: 'Taska Ceria Enterprise — Ipoh' } }),
    );
    const submitted = submissionDocument(json);
    expect(submitted.format).toBe('JSON');
    expect(submitted.codeNumber).toBe('INV-2026-000123');

    const bytes = Buffer.from(submitted.document, 'base64');
    const text = bytes.toString('utf8');
    expect(text).toBe(JSON.stringify(json));
    expect(text).not.toMatch(/\n|": /);
    expect(JSON.parse(text)).toEqual(json);
    expect(submitted.documentHash).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(submitted.documentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(bytes.length).toBeGreaterThan(text.length);
  });

  it('gives the same bytes for the same document, so a retried submission is the same submission', () => {
    const json = eInvoiceDocument(invoiceInput());
    expect(submissionDocument(eInvoiceDocument(invoiceInput()))).toEqual(submissionDocument(json));
  });
});
