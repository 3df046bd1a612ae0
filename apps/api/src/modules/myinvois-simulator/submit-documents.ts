import { createHash } from 'node:crypto';
import { readDocumentFields } from './document-fields';
import type { MyInvoisSimulatorRepository, SimulatedDocument } from './repository';
import { secondStageSteps } from './second-stage-rules';
import { simulatedId } from './simulated-ids';
import { errorAnswer, type MyInvoisErrorBody, myInvoisError, type SimulatorAnswer } from './simulator-errors';
import { issuedAtOf, structuralProblems } from './structural-rules';

/** MyInvois' limits: 100 documents and 5 MB per submission, 300 KB per document. */
export const submissionLimits = {
  documents: 100,
  submissionBytes: 5 * 1024 * 1024,
  documentBytes: 300 * 1024,
};
/** An identical submission within this time is refused (DuplicateSubmission). */
export const identicalSubmissionMs = 10 * 60 * 1000;

type SubmittedDocument = { format: string; document: string; documentHash: string; codeNumber: string };

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

function submittedDocuments(body: unknown): SubmittedDocument[] | null {
  const documents = (body as { documents?: unknown } | null)?.documents;
  if (!Array.isArray(documents) || documents.length === 0) return null;
  const fields = ['format', 'document', 'documentHash', 'codeNumber'] as const;
  const wellFormed = documents.every(
    (document) =>
      typeof document === 'object' &&
      document !== null &&
      fields.every((field) => typeof (document as Record<string, unknown>)[field] === 'string'),
  );
  return wellFormed ? (documents as SubmittedDocument[]) : null;
}

const refused = (codeNumber: string, inner: MyInvoisErrorBody[]) => ({
  invoiceCodeNumber: codeNumber,
  error: {
    ...myInvoisError('BadArgument', 'The document was not accepted.', 'Dokumen tidak diterima.', null, inner),
    target: codeNumber,
  },
});

/**
 * Submit Documents (`POST /api/v1.0/documentsubmissions`): the synchronous checks, then 202 with
 * the accepted documents' UUIDs and the rejected ones' errors. An accepted document is Submitted
 * until the validation delay has passed (see `document-status.ts`).
 */
export async function submitDocuments(
  repository: MyInvoisSimulatorRepository,
  request: { clientId: string; body: unknown; now: Date; validationDelayMs: number },
): Promise<SimulatorAnswer> {
  const { now } = request;
  const payload = JSON.stringify(request.body ?? null);
  const documents = submittedDocuments(request.body);
  if (!documents)
    return errorAnswer(
      400,
      myInvoisError(
        'BadStructure',
        'The submission must hold a list of documents, each with format, document, documentHash and codeNumber.',
        'Penyerahan mesti mengandungi senarai dokumen, setiap satu dengan format, document, documentHash dan codeNumber.',
        'documents',
      ),
    );
  if (
    documents.length > submissionLimits.documents ||
    Buffer.byteLength(payload) > submissionLimits.submissionBytes
  )
    return errorAnswer(
      400,
      myInvoisError(
        'MaximumSizeExceeded',
        'A submission holds at most 100 documents and 5 MB.',
        'Satu penyerahan mengandungi paling banyak 100 dokumen dan 5 MB.',
        'documents',
      ),
    );
  const payloadHash = sha256(payload);
  const earlier = await repository.identicalSubmissionSince(
    payloadHash,
    new Date(now.getTime() - identicalSubmissionMs),
  );
  if (earlier) {
    const retryAfter = Math.ceil(
      (earlier.receivedAt.getTime() + identicalSubmissionMs - now.getTime()) / 1000,
    );
    return errorAnswer(
      422,
      myInvoisError(
        'DuplicateSubmission',
        'An identical submission was received in the last 10 minutes.',
        'Penyerahan yang sama telah diterima dalam 10 minit yang lalu.',
      ),
      { 'retry-after': String(Math.max(1, retryAfter)) },
    );
  }

  const submissionUid = simulatedId();
  const accepted: SimulatedDocument[] = [];
  const rejectedDocuments: ReturnType<typeof refused>[] = [];
  for (const submitted of documents) {
    const checked = await checkDocument(repository, submitted, accepted, now, request.validationDelayMs);
    if ('problems' in checked) {
      rejectedDocuments.push(refused(submitted.codeNumber, checked.problems));
      continue;
    }
    accepted.push({ ...checked.document, submissionUid });
  }
  await repository.record(
    { uid: submissionUid, clientId: request.clientId, payloadHash, receivedAt: now },
    accepted,
  );
  return {
    status: 202,
    body: {
      submissionUid,
      acceptedDocuments: accepted.map((document) => ({
        uuid: document.uuid,
        invoiceCodeNumber: document.codeNumber,
      })),
      rejectedDocuments,
    },
  };
}

async function checkDocument(
  repository: MyInvoisSimulatorRepository,
  submitted: SubmittedDocument,
  acceptedSoFar: SimulatedDocument[],
  now: Date,
  validationDelayMs: number,
): Promise<{ problems: MyInvoisErrorBody[] } | { document: Omit<SimulatedDocument, 'submissionUid'> }> {
  const fail = (errorCode: string, en: string, ms: string, path: string | null = null) => ({
    problems: [myInvoisError(errorCode, en, ms, path)],
  });
  if (submitted.format !== 'JSON')
    return fail(
      'UnsupportedFormat',
      'The simulator takes JSON documents only.',
      'Simulator hanya menerima dokumen JSON.',
      'format',
    );
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(submitted.document))
    return fail('BadStructure', 'The document is not base64.', 'Dokumen bukan base64.', 'document');
  const bytes = Buffer.from(submitted.document, 'base64');
  if (bytes.length > submissionLimits.documentBytes)
    return fail(
      'MaximumSizeExceeded',
      'A document is at most 300 KB.',
      'Satu dokumen paling besar 300 KB.',
      'document',
    );
  if (sha256(bytes) !== submitted.documentHash.toLowerCase())
    return fail(
      'HashMismatch',
      "The documentHash is not the SHA-256 of the document's bytes.",
      'documentHash bukan SHA-256 bagi bait dokumen.',
      'documentHash',
    );
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return fail('BadStructure', 'The document is not JSON.', 'Dokumen bukan JSON.', 'document');
  }
  const fields = readDocumentFields(json);
  if (!fields)
    return fail(
      'BadStructure',
      'The document has no Invoice element.',
      'Dokumen tiada elemen Invoice.',
      'Invoice',
    );
  const problems = structuralProblems(fields, now);
  if (problems.length > 0) return { problems };

  // The structural rules have made these present.
  const id = fields.id ?? '';
  const typeCode = fields.typeCode ?? '';
  const issuerTin = fields.supplierTin ?? '';
  const sameInSubmission = acceptedSoFar.find(
    (document) =>
      document.issuerTin === issuerTin && document.typeCode === typeCode && document.internalId === id,
  );
  const duplicate =
    sameInSubmission?.uuid ??
    (await repository.liveDuplicate(issuerTin, typeCode, id, new Date(now.getTime() - validationDelayMs)));
  if (duplicate)
    return {
      problems: [
        myInvoisError(
          'Error03',
          'Duplicated Submission Validator',
          'Pengesah Penyerahan Berganda',
          'document',
          [
            myInvoisError(
              'DS302',
              `This document is already submitted with UUID ${duplicate}.`,
              `Dokumen ini telah diserahkan dengan UUID ${duplicate}.`,
              'document',
            ),
          ],
        ),
      ],
    };

  const original =
    fields.referencedUuid && fields.referencedUuid !== 'NA'
      ? await repository.document(fields.referencedUuid)
      : null;
  const { outcome, steps } = secondStageSteps(fields, original);
  const totals = fields.totals;
  return {
    document: {
      uuid: simulatedId(),
      codeNumber: submitted.codeNumber,
      internalId: id,
      typeCode,
      typeVersion: fields.typeVersion ?? '1.0',
      issuerTin,
      issuerName: fields.supplierName ?? '',
      receiverId: fields.buyerTin ?? '',
      receiverName: fields.buyerName ?? '',
      issuedAt: issuedAtOf(fields) ?? now,
      receivedAt: now,
      totalExcludingTaxSen: totals.taxExclusiveSen ?? 0,
      totalDiscountSen: totals.allowanceSen ?? 0,
      totalNetSen: totals.lineExtensionSen ?? 0,
      totalPayableSen: totals.payableSen ?? 0,
      outcome,
      validationSteps: steps,
      longId: simulatedId(40),
      referencedUuid: fields.referencedUuid && fields.referencedUuid !== 'NA' ? fields.referencedUuid : null,
      cancelledAt: null,
      cancelReason: null,
    },
  };
}
