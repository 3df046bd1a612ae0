import { readFileSync } from 'node:fs';
import type { EInvoiceJson, SignedEInvoiceJson } from '@cic/contract';
import type { AppConfig } from '../../config';
import { signEInvoice } from './document-signature';
import { loadSigningCertificate } from './signing-certificate';

export type DocumentSigner = (json: EInvoiceJson, signingTime: Date) => SignedEInvoiceJson;

/**
 * Signs documents with the configured certificate, read and opened once, here (a wrong path or
 * password fails where the signer is made, not at the first document). Null without a
 * certificate: the simulator does not check signatures (decision 106).
 */
export function documentSigner(config: Pick<AppConfig, 'einvoice'>): DocumentSigner | null {
  const signing = config.einvoice.signing;
  if (!signing) return null;
  const certificate = loadSigningCertificate(
    readFileSync(signing.certificatePath),
    signing.certificatePassword,
  );
  return (json, signingTime) => signEInvoice(json, certificate, signingTime);
}
