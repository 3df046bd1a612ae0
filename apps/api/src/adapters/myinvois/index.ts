export { publicDocumentLink } from './document-link';
export { signEInvoice, verifyEInvoiceSignature } from './document-signature';
export { type DocumentSigner, documentSigner } from './document-signer';
export type {
  DocumentDetails,
  DocumentStatus,
  DocumentSummary,
  MyInvoisError,
  Submission,
  SubmissionAnswer,
} from './myinvois-answers';
export {
  createMyInvoisClient,
  type MyInvoisClient,
  type MyInvoisSettings,
  type TinIdType,
} from './myinvois-client';
export { MyInvoisRefusal, myInvoisNotAnswering } from './myinvois-failures';
export {
  loadSigningCertificate,
  type SigningCertificate,
  SigningCertificateError,
} from './signing-certificate';
export { submissionDocument } from './submission-document';
