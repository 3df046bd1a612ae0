import { createHash, verify, X509Certificate } from 'node:crypto';
import { eInvoiceDocument, eInvoiceJsonText, type SignedEInvoiceJson } from '@cic/contract';
import { invoiceInput } from '@cic/contract/e-invoice/e-invoice.fixture';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { fetchThroughApp } from '../../../test/fetch-through-app';
import { testCertificateSerialHex, testSigningPkcs12 } from '../../../test/signing-certificate-fixture';
import { signEInvoice, unsignedDocument, verifyEInvoiceSignature } from './document-signature';
import { createMyInvoisClient } from './myinvois-client';
import { qualifyingProperties, signaturePath } from './signature-elements';
import {
  loadSigningCertificate,
  type SigningCertificate,
  SigningCertificateError,
} from './signing-certificate';

const password = 'p12-password-Ceria!';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const signingTime = new Date('2026-11-30T16:31:07.250Z');

let files: ReturnType<typeof testSigningPkcs12>;
let certificate: SigningCertificate;
beforeAll(() => {
  files = testSigningPkcs12(password);
  certificate = loadSigningCertificate(files.pkcs12, password);
});

/** The node at a path of a signed document, each name stepping into the first element. */
function at(node: unknown, ...names: string[]): Record<string, unknown> {
  let here = node;
  for (const name of names) here = (here as Record<string, unknown[] | undefined>)[name]?.[0];
  expect(here).toBeTypeOf('object');
  return here as Record<string, unknown>;
}

const signatureOf = (signed: SignedEInvoiceJson) => at(signed.Invoice[0], ...signaturePath);

function refusalOf(attempt: () => unknown): Error {
  try {
    attempt();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}

/** The signed text with one piece replaced, read again: a document changed after signing. */
function changed(signed: SignedEInvoiceJson, from: string, to: string): SignedEInvoiceJson {
  const text = eInvoiceJsonText(signed);
  expect(text).toContain(from);
  return JSON.parse(text.replace(from, to));
}

describe('loadSigningCertificate: the key and certificate of a PKCS#12 file', () => {
  it("takes the certificate of the file's key (not the CA's beside it), named as the signature names it", () => {
    expect(certificate.der.equals(files.certificateDer)).toBe(true);
    expect(certificate.privateKey.asymmetricKeyType).toBe('rsa');
    expect(certificate.issuerName).toBe(
      'CN=Test LHDNM Sub CA, OU=Terms of use at https://ca.example.my, O=LHDNM, C=MY',
    );
    expect(certificate.subjectName).toBe(
      'E=akaun@tadikaceria.my, SERIALNUMBER=202001234567, CN=Tadika Ceria Sdn. Bhd., ' +
        'OID.2.5.4.97=C2584563220, O=Tadika Ceria Sdn. Bhd., C=MY',
    );
    expect(certificate.serialNumber).toBe('162880276254639189035871514749820882117');
    expect(BigInt(certificate.serialNumber).toString(16)).toBe(testCertificateSerialHex);
  });

  it('refuses a wrong password, saying so and never repeating a password', () => {
    const wrong = 'not-the-password';
    const refusal = refusalOf(() => loadSigningCertificate(files.pkcs12, wrong));
    expect(refusal).toBeInstanceOf(SigningCertificateError);
    expect(refusal.message).toBe(
      'The MyInvois signing certificate could not be opened: its password is wrong',
    );
    expect(refusal.message).not.toContain(wrong);
  });

  it('refuses a file that is no PKCS#12', () => {
    expect(refusalOf(() => loadSigningCertificate(Buffer.from('not a certificate'), password)).message).toBe(
      'The MyInvois signing certificate could not be opened: it is not a readable PKCS#12 file',
    );
  });
});

describe('signEInvoice: the version 1.1 signature MyInvois checks', () => {
  const unsigned = eInvoiceDocument(invoiceInput());

  it('signs a document so that its signature verifies', () => {
    expect(verifyEInvoiceSignature(signEInvoice(unsigned, certificate, signingTime))).toBe(true);
  });

  it('digests and signs the minified document without its signature parts, which it leaves unchanged', () => {
    const signed = signEInvoice(unsigned, certificate, signingTime);
    const text = eInvoiceJsonText(unsigned);
    expect(eInvoiceJsonText(unsignedDocument(signed))).toBe(text);
    const signature = signatureOf(signed);
    const [props, doc] = at(signature, 'SignedInfo').Reference as unknown[];
    expect(doc).toEqual({
      Type: '',
      URI: '',
      DigestMethod: [{ _: '', Algorithm: 'http://www.w3.org/2001/04/xmlenc#sha256' }],
      DigestValue: [{ _: sha256(text) }],
    });
    const publicKey = new X509Certificate(files.certificateDer).publicKey;
    const value = Buffer.from(String(at(signature, 'SignatureValue')._), 'base64');
    expect(verify('sha256', Buffer.from(text, 'utf8'), publicKey, value)).toBe(true);
    // PropsDigest digests the minified QualifyingProperties: {"Target":"signature","SignedProperties":[…]}.
    const qualifying = JSON.stringify(at(signature, 'Object', 'QualifyingProperties'));
    expect(qualifying).toMatch(
      /^\{"Target":"signature","SignedProperties":\[\{"Id":"id-xades-signed-props",/,
    );
    expect(props).toEqual({
      Type: 'http://uri.etsi.org/01903/v1.3.2#SignedProperties',
      URI: '#id-xades-signed-props',
      DigestMethod: [{ _: '', Algorithm: 'http://www.w3.org/2001/04/xmlenc#sha256' }],
      DigestValue: [{ _: sha256(qualifying) }],
    });
  });

  it('adds UBLExtensions and Signature at the end of the Invoice, named as the SDK names them', () => {
    const signed = signEInvoice(unsigned, certificate, signingTime).Invoice[0];
    expect(Object.keys(signed).slice(-2)).toEqual(['UBLExtensions', 'Signature']);
    const issuerSerial = {
      X509IssuerName: [{ _: certificate.issuerName }],
      X509SerialNumber: [{ _: '162880276254639189035871514749820882117' }],
    };
    const signature = {
      Id: 'signature',
      Object: [
        {
          QualifyingProperties: [
            {
              Target: 'signature',
              SignedProperties: [
                {
                  Id: 'id-xades-signed-props',
                  SignedSignatureProperties: [
                    {
                      SigningTime: [{ _: '2026-11-30T16:31:07Z' }],
                      SigningCertificate: [
                        {
                          Cert: [
                            {
                              CertDigest: [
                                {
                                  DigestMethod: [
                                    { _: '', Algorithm: 'http://www.w3.org/2001/04/xmlenc#sha256' },
                                  ],
                                  DigestValue: [
                                    { _: createHash('sha256').update(files.certificateDer).digest('base64') },
                                  ],
                                },
                              ],
                              IssuerSerial: [issuerSerial],
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      KeyInfo: [
        {
          X509Data: [
            {
              X509Certificate: [{ _: files.certificateDer.toString('base64') }],
              X509SubjectName: [{ _: certificate.subjectName }],
              X509IssuerSerial: [issuerSerial],
            },
          ],
        },
      ],
      SignatureValue: [{ _: expect.stringMatching(/^[A-Za-z0-9+/]{342}==$/) }],
      SignedInfo: [
        {
          SignatureMethod: [{ _: '', Algorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256' }],
          Reference: [
            expect.objectContaining({ URI: '#id-xades-signed-props' }),
            expect.objectContaining({ URI: '' }),
          ],
        },
      ],
    };
    expect(signed).toMatchObject({
      UBLExtensions: [
        {
          UBLExtension: [
            {
              ExtensionURI: [{ _: 'urn:oasis:names:specification:ubl:dsig:enveloped:xades' }],
              ExtensionContent: [
                {
                  UBLDocumentSignatures: [
                    {
                      SignatureInformation: [
                        {
                          ID: [{ _: 'urn:oasis:names:specification:ubl:signature:1' }],
                          ReferencedSignatureID: [
                            { _: 'urn:oasis:names:specification:ubl:signature:Invoice' },
                          ],
                          Signature: [signature],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      Signature: [
        {
          ID: [{ _: 'urn:oasis:names:specification:ubl:signature:Invoice' }],
          SignatureMethod: [{ _: 'urn:oasis:names:specification:ubl:dsig:enveloped:xades' }],
        },
      ],
    });
    // The order of the SDK's sample, in case MyInvois reads the elements in turn.
    expect(Object.keys(signatureOf({ ...unsigned, Invoice: [signed] }))).toEqual(Object.keys(signature));
  });

  it("builds the signed properties byte for byte as the SDK's worked example, whose digest it publishes", () => {
    const example = qualifyingProperties({
      signingTime: '2024-07-23T15:14:54Z',
      certDigest: 'KKBSTyiPKGkGl1AFqcPziKCEIDYGtnYUTQN4ukO7G40=',
      issuerName: 'CN=Trial LHDNM Sub CA V1, OU=Terms of use at http://www.posdigicert.com.my, O=LHDNM, C=MY',
      serialNumber: '162880276254639189035871514749820882117',
    });
    expect(sha256(JSON.stringify(example))).toBe('Rzuzz+70GSnGBF1YxhHnjSzFpQ1MW4vyX/Q9bTHkE2c=');
  });

  it('fails verification for a document changed after signing, or a signature changed or missing', () => {
    const signed = signEInvoice(unsigned, certificate, signingTime);
    // 895.00 ringgit payable, as the fixture's lines add up to.
    expect(
      verifyEInvoiceSignature(changed(signed, '"PayableAmount":[{"_":895,', '"PayableAmount":[{"_":896,')),
    ).toBe(false);
    expect(verifyEInvoiceSignature(changed(signed, 'Nur Aisyah', 'Nur Aishah'))).toBe(false);
    expect(verifyEInvoiceSignature(changed(signed, '2026-11-30T16:31:07Z', '2026-11-30T16:31:08Z'))).toBe(
      false,
    );
    const otherCertificate = testSigningPkcs12(password).certificateDer.toString('base64');
    expect(
      verifyEInvoiceSignature(changed(signed, files.certificateDer.toString('base64'), otherCertificate)),
    ).toBe(false);
    expect(
      verifyEInvoiceSignature(changed(signed, files.certificateDer.toString('base64'), 'bm90IGEgY2VydA==')),
    ).toBe(false);
    expect(verifyEInvoiceSignature(unsigned)).toBe(false);
  });

  it('replaces the signature of a document signed before, and the new one verifies', () => {
    const first = signEInvoice(unsigned, certificate, signingTime);
    const again = signEInvoice(first, certificate, new Date('2026-11-30T16:40:00Z'));
    expect(verifyEInvoiceSignature(again)).toBe(true);
    expect(eInvoiceJsonText(again).match(/UBLExtensions/g)).toHaveLength(1);
    expect(eInvoiceJsonText(again)).toContain('2026-11-30T16:40:00Z');
  });
});

describe('a signed document at the MyInvois simulator', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('passes its structural checks as the unsigned one does', async () => {
    const clock = () => new Date('2026-11-30T16:35:00Z');
    t = await buildTestApp({ clock });
    const client = createMyInvoisClient({
      ...t.ctx.config.einvoice,
      fetch: fetchThroughApp(t.app).fetch,
      clock,
      log: t.app.log,
    });
    const signed = signEInvoice(eInvoiceDocument(invoiceInput()), certificate, signingTime);
    const answer = await client.submitDocuments([
      { codeNumber: 'INV-2026-000123', json: eInvoiceJsonText(signed) },
    ]);
    expect(answer.rejectedDocuments).toEqual([]);
    expect(answer.acceptedDocuments.map((document) => document.invoiceCodeNumber)).toEqual([
      'INV-2026-000123',
    ]);
  });
});
