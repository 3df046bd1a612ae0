import { documentSummary, overallStatusOf, statusOf, validatedAtOf } from './document-status';
import type { MyInvoisSimulatorRepository } from './repository';
import { errorAnswer, myInvoisError, notFound, type SimulatorAnswer } from './simulator-errors';

/** MyInvois lets the issuer cancel within 72 hours of validation. */
export const cancellationWindowMs = 72 * 60 * 60 * 1000;
const maximumPageSize = 100;

const pageNumber = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** Get Submission (`GET /api/v1.0/documentsubmissions/{submissionUid}?pageNo&pageSize`). */
export async function getSubmission(
  repository: MyInvoisSimulatorRepository,
  request: {
    submissionUid: string;
    pageNo?: string;
    pageSize?: string;
    now: Date;
    validationDelayMs: number;
  },
): Promise<SimulatorAnswer> {
  const submission = await repository.submission(request.submissionUid);
  if (!submission) return notFound();
  const pageSize = Math.min(pageNumber(request.pageSize, maximumPageSize), maximumPageSize);
  const pageNo = pageNumber(request.pageNo, 1);
  const [page, everyDocument] = await Promise.all([
    repository.documentsOf(submission.uid, { offset: (pageNo - 1) * pageSize, limit: pageSize }),
    repository.allDocumentsOf(submission.uid),
  ]);
  const statuses = everyDocument.map((document) =>
    statusOf(document, request.now, request.validationDelayMs),
  );
  return {
    status: 200,
    body: {
      submissionUid: submission.uid,
      documentCount: page.total,
      dateTimeReceived: submission.receivedAt.toISOString(),
      overallStatus: overallStatusOf(statuses),
      documentSummary: page.documents.map((document) =>
        documentSummary(document, request.now, request.validationDelayMs),
      ),
    },
  };
}

/** Get Document Details (`GET /api/v1.0/documents/{uuid}/details`) with its validation results. */
export async function getDocumentDetails(
  repository: MyInvoisSimulatorRepository,
  request: { uuid: string; now: Date; validationDelayMs: number },
): Promise<SimulatorAnswer> {
  const document = await repository.document(request.uuid);
  if (!document) return notFound();
  const summary = documentSummary(document, request.now, request.validationDelayMs);
  const submitted = summary.status === 'Submitted';
  return {
    status: 200,
    body: {
      ...summary,
      validationResults: {
        status: submitted ? 'Submitted' : document.outcome,
        validationSteps: submitted ? [] : document.validationSteps,
      },
    },
  };
}

/**
 * Cancel Document (`PUT /api/v1.0/documents/state/{uuid}/state`, `{ status: 'cancelled', reason }`):
 * a Valid document within 72 hours of its validation, not named by a valid note.
 */
export async function cancelDocument(
  repository: MyInvoisSimulatorRepository,
  request: { uuid: string; body: unknown; now: Date; validationDelayMs: number },
): Promise<SimulatorAnswer> {
  const body = (request.body ?? {}) as { status?: unknown; reason?: unknown };
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (body.status !== 'cancelled' || reason.length === 0 || reason.length > 300)
    return errorAnswer(
      400,
      myInvoisError(
        'BadArgument',
        "The status must be 'cancelled' and the reason 1 to 300 characters.",
        "Status mestilah 'cancelled' dan sebab 1 hingga 300 aksara.",
        'reason',
      ),
    );
  const document = await repository.document(request.uuid);
  if (!document) return notFound();
  const status = statusOf(document, request.now, request.validationDelayMs);
  if (status !== 'Valid')
    return errorAnswer(
      400,
      myInvoisError(
        'IncorrectState',
        `A document that is ${status} cannot be cancelled.`,
        `Dokumen yang berstatus ${status} tidak boleh dibatalkan.`,
      ),
    );
  const validatedAt = validatedAtOf(document, request.validationDelayMs);
  if (!validatedAt || request.now.getTime() - validatedAt.getTime() > cancellationWindowMs)
    return errorAnswer(
      400,
      myInvoisError(
        'OperationPeriodOver',
        'The time to cancel this document (72 hours from its validation) is over.',
        'Tempoh untuk membatalkan dokumen ini (72 jam dari pengesahannya) telah tamat.',
      ),
    );
  const referencing = await repository.validReferencing(
    document.uuid,
    new Date(request.now.getTime() - request.validationDelayMs),
  );
  if (referencing)
    return errorAnswer(
      400,
      myInvoisError(
        'ActiveReferencingDocuments',
        `The document is referenced by the valid document ${referencing}; cancel that one first.`,
        `Dokumen ini dirujuk oleh dokumen sah ${referencing}; batalkan dokumen itu dahulu.`,
      ),
    );
  await repository.cancel(document.uuid, request.now, reason);
  return { status: 200, body: { uuid: document.uuid, status: 'Cancelled' } };
}
