import { constants, createHash, sign, verify, X509Certificate } from 'node:crypto';
import {
  type EInvoiceJson,
  eInvoiceJsonText,
  type SignedEInvoiceJson,
  utcIssueDate,
  utcIssueTime,
} from '@cic/contract';
import { qualifyingProperties, referenceUris, signatureElements, signaturePath } from './signature-elements';
import { certificateNames, type SigningCertificate } from './signing-certificate';

/**
 * The document signature of MyInvois' version 1.1 in JSON (decision 105), by the steps of the
 * SDK's page 'Signing a JSON document': the digest and RSA-SHA256 signature of the minified
 * document without its signature, the certificate's digest, the digest of the signed properties,
 * then `UBLExtensions` and `Signature` added at the end of the `Invoice`, as its sample shows.
 */

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('base64');

/** The document without `UBLExtensions` and `Signature`: what DocDigest digests. */
export function unsignedDocument(json: EInvoiceJson | SignedEInvoiceJson): SignedEInvoiceJson {
  const { UBLExtensions: _extensions, Signature: _signature, ...invoice } = json.Invoice[0];
  return { ...json, Invoice: [invoice] };
}

/** The minified UTF-8 bytes of the document without its signature. */
const signedBytes = (json: EInvoiceJson | SignedEInvoiceJson) =>
  Buffer.from(eInvoiceJsonText(unsignedDocument(json)), 'utf8');

/** `json` signed with `certificate` at `signingTime`; a signature it already has is replaced. */
export function signEInvoice(
  json: EInvoiceJson | SignedEInvoiceJson,
  certificate: SigningCertificate,
  signingTime: Date,
): SignedEInvoiceJson {
  const bytes = signedBytes(json);
  const qualifying = qualifyingProperties({
    signingTime: `${utcIssueDate(signingTime)}T${utcIssueTime(signingTime)}`,
    certDigest: sha256(certificate.der),
    issuerName: certificate.issuerName,
    serialNumber: certificate.serialNumber,
  });
  const signature = signatureElements({
    qualifyingProperties: qualifying,
    docDigest: sha256(bytes),
    propsDigest: sha256(JSON.stringify(qualifying)),
    // PKCS#1 v1.5, the SDK's `RSASignaturePadding.Pkcs1`.
    signatureValue: sign('sha256', bytes, {
      key: certificate.privateKey,
      padding: constants.RSA_PKCS1_PADDING,
    }).toString('base64'),
    certificate: certificate.der.toString('base64'),
    subjectName: certificate.subjectName,
    issuerName: certificate.issuerName,
    serialNumber: certificate.serialNumber,
  });
  return { ...json, Invoice: [{ ...unsignedDocument(json).Invoice[0], ...signature }] };
}

type Node = { readonly [name: string]: unknown };

/** The first element at the end of a path of names, each step the first element of its array. */
function nodeAt(node: unknown, path: readonly string[]): Node | undefined {
  let at = node;
  for (const name of path) {
    const elements = typeof at === 'object' && at !== null ? (at as Node)[name] : undefined;
    at = Array.isArray(elements) ? elements[0] : undefined;
  }
  return typeof at === 'object' && at !== null ? (at as Node) : undefined;
}

const textAt = (node: unknown, path: readonly string[]) => nodeAt(node, path)?._;

/** The digest a `SignedInfo` reference gives for a URI. */
function referenceDigest(signature: Node | undefined, uri: string): unknown {
  const references = nodeAt(signature, ['SignedInfo'])?.Reference;
  const reference = Array.isArray(references) ? references.find((each) => each?.URI === uri) : undefined;
  return textAt(reference, ['DigestValue']);
}

/**
 * Whether a signed document's signature holds: DocDigest and the RSA-SHA256 signature over the
 * document without its signature (with the public key of the certificate it carries), and the
 * digests of that certificate and of the signed properties, which name its issuer and serial.
 * A document changed after signing, or a signature missing or malformed, answers false.
 */
export function verifyEInvoiceSignature(signed: SignedEInvoiceJson): boolean {
  const signature = nodeAt(signed.Invoice[0], signaturePath);
  const qualifying = nodeAt(signature, ['Object', 'QualifyingProperties']);
  const certificateText = textAt(signature, ['KeyInfo', 'X509Data', 'X509Certificate']);
  const signatureValue = textAt(signature, ['SignatureValue']);
  if (!qualifying || typeof certificateText !== 'string' || typeof signatureValue !== 'string') return false;

  const cert = nodeAt(qualifying, [
    'SignedProperties',
    'SignedSignatureProperties',
    'SigningCertificate',
    'Cert',
  ]);
  const bytes = signedBytes(signed);
  try {
    const certificate = new X509Certificate(Buffer.from(certificateText, 'base64'));
    const names = certificateNames(certificate);
    return (
      referenceDigest(signature, referenceUris.document) === sha256(bytes) &&
      verify('sha256', bytes, certificate.publicKey, Buffer.from(signatureValue, 'base64')) &&
      referenceDigest(signature, referenceUris.signedProperties) === sha256(JSON.stringify(qualifying)) &&
      textAt(cert, ['CertDigest', 'DigestValue']) === sha256(certificate.raw) &&
      textAt(cert, ['IssuerSerial', 'X509IssuerName']) === names.issuerName &&
      textAt(cert, ['IssuerSerial', 'X509SerialNumber']) === names.serialNumber
    );
  } catch {
    // A certificate or signature that node:crypto cannot read is one that does not verify.
    return false;
  }
}
