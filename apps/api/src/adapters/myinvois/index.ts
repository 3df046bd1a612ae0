export { publicDocumentLink } from './document-link';
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
export { submissionDocument } from './submission-document';
