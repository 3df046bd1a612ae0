import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eInvoiceDocument } from '@cic/contract';
import { invoiceInput } from '@cic/contract/e-invoice/e-invoice.fixture';
import { describe, expect, it } from 'vitest';
import { testSigningPkcs12 } from '../../../test/signing-certificate-fixture';
import { loadConfig } from '../../config';
import { verifyEInvoiceSignature } from './document-signature';
import { documentSigner } from './document-signer';
import { SigningCertificateError } from './signing-certificate';

/** A configuration naming a PKCS#12 file written for the test, with `password` configured. */
function configWithCertificate(password: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cic-signing-'));
  const certificatePath = path.join(dir, 'signing.p12');
  writeFileSync(certificatePath, testSigningPkcs12('right-password').pkcs12);
  return loadConfig({
    DATA_DIR: dir,
    MYINVOIS_CERTIFICATE_PATH: certificatePath,
    MYINVOIS_CERTIFICATE_PASSWORD: password,
  });
}

describe('documentSigner: the configured certificate, ready to sign', () => {
  it('is null without a certificate: documents go unsigned to the simulator', () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cic-signing-')) });
    expect(documentSigner(config)).toBeNull();
  });

  it("signs with the configured file's certificate", () => {
    const sign = documentSigner(configWithCertificate('right-password'));
    const signed = sign?.(eInvoiceDocument(invoiceInput()), new Date('2026-11-30T16:31:00Z'));
    expect(signed && verifyEInvoiceSignature(signed)).toBe(true);
  });

  it('fails when made, not at the first document, when the password is wrong', () => {
    const config = configWithCertificate('wrong-password');
    expect(() => documentSigner(config)).toThrow(SigningCertificateError);
  });
});
