import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

/** The issuer's signing key and its X.509 certificate, as the document signature names it. */
export interface SigningCertificate {
  privateKey: KeyObject;
  /** The certificate's DER bytes. */
  der: Buffer;
  issuerName: string;
  subjectName: string;
  /** The serial number in decimal, as MyInvois' `X509SerialNumber` carries it. */
  serialNumber: string;
}

/** A PKCS#12 file that cannot be used for signing. Its message never holds the password. */
export class SigningCertificateError extends Error {
  override name = 'SigningCertificateError';
}

/**
 * OpenSSL's attribute names where .NET writes others. The SDK's samples are .NET's rendering
 * (`CN=Trial LHDNM Sub CA V1, OU=…, O=LHDNM, C=MY`), where CN, OU, O and C read as in OpenSSL;
 * these others, which a signer's subject holds (TIN, BRN, e-mail), the SDK shows nowhere.
 */
const dotNetAttributeNames: Record<string, string> = {
  ST: 'S',
  emailAddress: 'E',
  serialNumber: 'SERIALNUMBER',
  organizationIdentifier: 'OID.2.5.4.97',
};

/**
 * A name as `X509IssuerName` and `X509SubjectName` carry it: most specific part first, joined by
 * ', ' (node:crypto lists the parts one a line, least specific first). Values keep node:crypto's
 * RFC 2253 escapes (`\,`); the SDK shows no name that needs one.
 */
function distinguishedName(lines: string): string {
  return lines
    .split('\n')
    .reverse()
    .map((part) => {
      const equals = part.indexOf('=');
      const type = part.slice(0, equals);
      return `${dotNetAttributeNames[type] ?? type}${part.slice(equals)}`;
    })
    .join(', ');
}

/** What the signature says about a certificate: its issuer, subject and decimal serial number. */
export function certificateNames(certificate: X509Certificate) {
  return {
    issuerName: distinguishedName(certificate.issuer),
    subjectName: distinguishedName(certificate.subject),
    serialNumber: BigInt(`0x${certificate.serialNumber}`).toString(),
  };
}

/** node-forge's contents of a PKCS#12 file; it throws on a wrong password or unreadable bytes. */
function openPkcs12(pkcs12Bytes: Buffer, password: string): forge.pkcs12.Pkcs12Pfx {
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(pkcs12Bytes.toString('binary')));
    return forge.pkcs12.pkcs12FromAsn1(asn1, password);
  } catch (error) {
    // node-forge names the password only when the MAC or a key bag's decryption fails with it.
    const wrongPassword = error instanceof Error && /password/i.test(error.message);
    throw new SigningCertificateError(
      wrongPassword
        ? 'The MyInvois signing certificate could not be opened: its password is wrong'
        : 'The MyInvois signing certificate could not be opened: it is not a readable PKCS#12 file',
    );
  }
}

/** PKCS#12's bag types (RFC 7292): a private key, an encrypted one, a certificate. */
const bagTypes = {
  key: '1.2.840.113549.1.12.10.1.1',
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  certificate: '1.2.840.113549.1.12.10.1.3',
} as const;

const bagsOf = (pkcs12: forge.pkcs12.Pkcs12Pfx, bagType: string) =>
  pkcs12.getBags({ bagType })[bagType] ?? [];

/**
 * The private key and certificate of a PKCS#12 (.p12/.pfx) file. node-forge only opens the file;
 * node:crypto reads the key and the certificate. A file from a CA may hold its chain too: the
 * certificate taken is the one whose public key matches the private key.
 */
export function loadSigningCertificate(pkcs12Bytes: Buffer, password: string): SigningCertificate {
  const pkcs12 = openPkcs12(pkcs12Bytes, password);
  const forgeKey = [...bagsOf(pkcs12, bagTypes.shroudedKey), ...bagsOf(pkcs12, bagTypes.key)].find(
    (bag) => bag.key,
  )?.key;
  if (!forgeKey) {
    throw new SigningCertificateError('The MyInvois signing certificate file holds no RSA private key');
  }
  const privateKey = createPrivateKey(forge.pki.privateKeyToPem(forgeKey));
  const certificate = bagsOf(pkcs12, bagTypes.certificate)
    .flatMap((bag) => (bag.cert ? [certificateOf(bag.cert)] : []))
    .find((each) => each.checkPrivateKey(privateKey));
  if (!certificate) {
    throw new SigningCertificateError(
      'The MyInvois signing certificate file holds no certificate for its key',
    );
  }
  return { privateKey, der: certificate.raw, ...certificateNames(certificate) };
}

/**
 * node-forge's certificate as DER, encoded again from what it parsed: the same bytes for a DER
 * certificate (checked on the SDK's sample certificate and Debian's RSA CA certificates).
 */
function certificateOf(cert: forge.pki.Certificate): X509Certificate {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return new X509Certificate(Buffer.from(der, 'binary'));
}
