import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/**
 * A MyInvois signing certificate made for the tests, as an issuer would get one: an RSA 2048 key
 * and a certificate on the SDK's profile (TIN in organizationIdentifier, BRN in serialNumber),
 * issued by a test CA, in a PKCS#12 file beside the CA's own certificate. Nothing is committed:
 * each run makes its own.
 */

const rsaKeys = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    privateKey: forge.pki.privateKeyFromPem(privateKey),
    publicKey: forge.pki.publicKeyFromPem(publicKey),
  };
};

/** The test CA's name, least specific part first as X.509 orders it. */
const caName: forge.pki.CertificateField[] = [
  { shortName: 'C', value: 'MY' },
  { shortName: 'O', value: 'LHDNM' },
  { shortName: 'OU', value: 'Terms of use at https://ca.example.my' },
  { shortName: 'CN', value: 'Test LHDNM Sub CA' },
];

const issuerSubject: forge.pki.CertificateField[] = [
  { shortName: 'C', value: 'MY' },
  { shortName: 'O', value: 'Tadika Ceria Sdn. Bhd.' },
  { type: '2.5.4.97', value: 'C2584563220' },
  { shortName: 'CN', value: 'Tadika Ceria Sdn. Bhd.' },
  { name: 'serialNumber', value: '202001234567' },
  { name: 'emailAddress', value: 'akaun@tadikaceria.my' },
];

function certificate(
  subject: forge.pki.CertificateField[],
  serialHex: string,
  publicKey: forge.pki.PublicKey,
  caKey: forge.pki.rsa.PrivateKey,
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = serialHex;
  cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2028-01-01T00:00:00Z');
  cert.setSubject(subject);
  cert.setIssuer(caName);
  cert.sign(caKey, forge.md.sha256.create());
  return cert;
}

const der = (cert: forge.pki.Certificate) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');

/** The SDK's sample certificate's serial, 162880276254639189035871514749820882117 in decimal. */
export const testCertificateSerialHex = '7a8999a2b3bed00c265b605175624cc5';

/** A PKCS#12 file (AES-256, as OpenSSL 3 writes them) holding the CA's certificate, then the issuer's key and certificate. */
export function testSigningPkcs12(password: string) {
  const ca = rsaKeys();
  const issuer = rsaKeys();
  const caCertificate = certificate(caName, '01', ca.publicKey, ca.privateKey);
  const issuerCertificate = certificate(
    issuerSubject,
    testCertificateSerialHex,
    issuer.publicKey,
    ca.privateKey,
  );
  const pkcs12 = forge.pkcs12.toPkcs12Asn1(issuer.privateKey, [caCertificate, issuerCertificate], password, {
    algorithm: 'aes256',
  });
  return {
    pkcs12: Buffer.from(forge.asn1.toDer(pkcs12).getBytes(), 'binary'),
    certificateDer: der(issuerCertificate),
    caCertificateDer: der(caCertificate),
  };
}
