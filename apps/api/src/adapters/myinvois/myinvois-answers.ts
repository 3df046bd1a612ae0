import { z } from 'zod';

/**
 * MyInvois' answers as the product reads them (sdk.myinvois.hasil.gov.my), parsed loosely: fields
 * the product does not use are kept, optional ones may be null.
 */
export const tokenAnswer = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
});

/** The standard error structure; MyInvois also answers `code`/`message`/`details` in places. */
export type MyInvoisError = {
  errorCode: string;
  error: string;
  errorMS?: string | null;
  propertyPath?: string | null;
  innerError?: MyInvoisError[] | null;
};
export const myInvoisError: z.ZodType<MyInvoisError> = z.lazy(() =>
  z
    .looseObject({
      errorCode: z.string().nullish(),
      code: z.string().nullish(),
      error: z.string().nullish(),
      message: z.string().nullish(),
      errorMS: z.string().nullish(),
      errorMs: z.string().nullish(),
      propertyPath: z.string().nullish(),
      innerError: z.array(myInvoisError).nullish(),
      details: z.array(myInvoisError).nullish(),
    })
    .transform((raw) => ({
      errorCode: raw.errorCode ?? raw.code ?? 'Unknown',
      error: raw.error ?? raw.message ?? '',
      errorMS: raw.errorMS ?? raw.errorMs ?? null,
      propertyPath: raw.propertyPath ?? null,
      innerError: raw.innerError ?? raw.details ?? null,
    })),
);
export const errorAnswer = z.looseObject({ error: myInvoisError });

export const submissionAnswer = z.looseObject({
  submissionUid: z.string().min(1),
  acceptedDocuments: z.array(z.looseObject({ uuid: z.string().min(1), invoiceCodeNumber: z.string() })),
  rejectedDocuments: z.array(z.looseObject({ invoiceCodeNumber: z.string(), error: myInvoisError })),
});
export type SubmissionAnswer = z.infer<typeof submissionAnswer>;

export const documentStatus = z.enum(['Submitted', 'Valid', 'Invalid', 'Cancelled']);
export type DocumentStatus = z.infer<typeof documentStatus>;

const instant = z.iso
  .datetime({ offset: true })
  .nullish()
  .transform((value) => (value ? new Date(value) : null));

export const documentSummary = z.looseObject({
  uuid: z.string().min(1),
  submissionUid: z.string(),
  longId: z.string().nullish(),
  internalId: z.string(),
  status: documentStatus,
  dateTimeValidated: instant,
  cancelDateTime: instant,
  documentStatusReason: z.string().nullish(),
});
export type DocumentSummary = z.infer<typeof documentSummary>;

export const submission = z.looseObject({
  submissionUid: z.string().min(1),
  documentCount: z.number().int(),
  overallStatus: z.enum(['in progress', 'valid', 'partially valid', 'invalid']),
  documentSummary: z.array(documentSummary),
});
export type Submission = z.infer<typeof submission>;

export const documentDetails = documentSummary.extend({
  validationResults: z
    .looseObject({
      status: z.string(),
      validationSteps: z
        .array(z.looseObject({ name: z.string(), status: z.string(), error: myInvoisError.nullish() }))
        .nullish(),
    })
    .nullish(),
});
export type DocumentDetails = z.infer<typeof documentDetails>;

export const cancelAnswer = z.looseObject({ uuid: z.string(), status: z.string() });

/** Search Documents' page: the documents found, newest first. */
export const searchAnswer = z.looseObject({ result: z.array(documentSummary) });
