import type { UblSignatureElement } from '@cic/contract';

/**
 * The signature's elements in UBL JSON, named and ordered as in the SDK's page 'Signing a JSON
 * document' (document version 1.1): its signed properties, `UBLExtensions` and `Signature`.
 */

const sha256Algorithm = 'http://www.w3.org/2001/04/xmlenc#sha256';
const signedPropertiesId = 'id-xades-signed-props';
const invoiceSignatureId = 'urn:oasis:names:specification:ubl:signature:Invoice';
const envelopedXades = 'urn:oasis:names:specification:ubl:dsig:enveloped:xades';

/** The reference URIs of the signed properties and of the document itself. */
export const referenceUris = { signedProperties: `#${signedPropertiesId}`, document: '' } as const;

type Element = readonly UblSignatureElement[];
const text = (value: string): Element => [{ _: value }];
const algorithm = (uri: string): Element => [{ _: '', Algorithm: uri }];

export type SignerNames = { issuerName: string; serialNumber: string };

/**
 * `QualifyingProperties`: the signing time and the certificate's digest, issuer and serial. Its
 * minified text, `{"Target":"signature","SignedProperties":[…]}`, is what PropsDigest digests.
 */
export function qualifyingProperties(
  signer: SignerNames & { signingTime: string; certDigest: string },
): UblSignatureElement {
  const issuerSerial = {
    X509IssuerName: text(signer.issuerName),
    X509SerialNumber: text(signer.serialNumber),
  };
  return {
    Target: 'signature',
    SignedProperties: [
      {
        Id: signedPropertiesId,
        SignedSignatureProperties: [
          {
            SigningTime: text(signer.signingTime),
            SigningCertificate: [
              {
                Cert: [
                  {
                    CertDigest: [
                      { DigestMethod: algorithm(sha256Algorithm), DigestValue: text(signer.certDigest) },
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
  };
}

export type SignatureValues = SignerNames & {
  qualifyingProperties: UblSignatureElement;
  docDigest: string;
  propsDigest: string;
  signatureValue: string;
  /** The certificate's DER in base64. */
  certificate: string;
  subjectName: string;
};

/**
 * `UBLExtensions` and `Signature` as the `Invoice` carries them. The document's reference is the
 * SDK's JSON sample's, `Type` and `URI` empty with no `Id` nor transforms: those belong to its
 * XML signature, and the JSON page names none.
 */
export function signatureElements(values: SignatureValues): { UBLExtensions: Element; Signature: Element } {
  const reference = (type: string, uri: string, digest: string): UblSignatureElement => ({
    Type: type,
    URI: uri,
    DigestMethod: algorithm(sha256Algorithm),
    DigestValue: text(digest),
  });
  const signature: UblSignatureElement = {
    Id: 'signature',
    Object: [{ QualifyingProperties: [values.qualifyingProperties] }],
    KeyInfo: [
      {
        X509Data: [
          {
            X509Certificate: text(values.certificate),
            X509SubjectName: text(values.subjectName),
            X509IssuerSerial: [
              { X509IssuerName: text(values.issuerName), X509SerialNumber: text(values.serialNumber) },
            ],
          },
        ],
      },
    ],
    SignatureValue: text(values.signatureValue),
    SignedInfo: [
      {
        SignatureMethod: algorithm('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256'),
        Reference: [
          reference(
            'http://uri.etsi.org/01903/v1.3.2#SignedProperties',
            referenceUris.signedProperties,
            values.propsDigest,
          ),
          reference('', referenceUris.document, values.docDigest),
        ],
      },
    ],
  };
  return {
    UBLExtensions: [
      {
        UBLExtension: [
          {
            ExtensionURI: text(envelopedXades),
            ExtensionContent: [
              {
                UBLDocumentSignatures: [
                  {
                    SignatureInformation: [
                      {
                        ID: text('urn:oasis:names:specification:ubl:signature:1'),
                        ReferencedSignatureID: text(invoiceSignatureId),
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
    Signature: [{ ID: text(invoiceSignatureId), SignatureMethod: text(envelopedXades) }],
  };
}

/** The path from `Invoice[0]` to the signature (`ds:Signature`), each step the first element. */
export const signaturePath = [
  'UBLExtensions',
  'UBLExtension',
  'ExtensionContent',
  'UBLDocumentSignatures',
  'SignatureInformation',
  'Signature',
] as const;
