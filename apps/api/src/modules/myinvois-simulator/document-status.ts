import type { SimulatedDocument } from './repository';

export type DocumentStatus = 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';

/**
 * A document's status now, worked out from its receipt (no timers in the server): Submitted until
 * the validation delay has passed, then its outcome; Cancelled once cancelled.
 */
export function statusOf(document: SimulatedDocument, now: Date, delayMs: number): DocumentStatus {
  if (document.cancelledAt) return 'Cancelled';
  if (now.getTime() < document.receivedAt.getTime() + delayMs) return 'Submitted';
  return document.outcome;
}

/** When the document was (or will be) validated: its receipt plus the delay; null for an Invalid one. */
export function validatedAtOf(document: SimulatedDocument, delayMs: number): Date | null {
  return document.outcome === 'Valid' ? new Date(document.receivedAt.getTime() + delayMs) : null;
}

const ringgit = (sen: number) => sen / 100;

/** The document summary Get Submission lists, and the base of Get Document Details. */
export function documentSummary(document: SimulatedDocument, now: Date, delayMs: number) {
  const status = statusOf(document, now, delayMs);
  const validated = status === 'Valid' || status === 'Cancelled';
  return {
    uuid: document.uuid,
    submissionUid: document.submissionUid,
    // MyInvois gives the long id of valid documents only.
    longId: validated ? document.longId : null,
    internalId: document.internalId,
    typeName: typeNames[document.typeCode] ?? 'invoice',
    typeVersionName: document.typeVersion,
    issuerTin: document.issuerTin,
    issuerName: document.issuerName,
    receiverId: document.receiverId,
    receiverName: document.receiverName,
    dateTimeIssued: document.issuedAt.toISOString(),
    dateTimeReceived: document.receivedAt.toISOString(),
    dateTimeValidated: validated ? (validatedAtOf(document, delayMs)?.toISOString() ?? null) : null,
    totalExcludingTax: ringgit(document.totalExcludingTaxSen),
    totalDiscount: ringgit(document.totalDiscountSen),
    totalNetAmount: ringgit(document.totalNetSen),
    totalPayableAmount: ringgit(document.totalPayableSen),
    status,
    cancelDateTime: document.cancelledAt?.toISOString() ?? null,
    rejectRequestDateTime: null,
    documentStatusReason: document.cancelReason,
    createdByUserId: null,
  };
}

const typeNames: Record<string, string> = {
  '01': 'invoice',
  '02': 'credit note',
  '03': 'debit note',
  '04': 'refund note',
  '11': 'self-billed invoice',
  '12': 'self-billed credit note',
  '13': 'self-billed debit note',
  '14': 'self-billed refund note',
};

/** The submission's overall status from its documents' statuses. */
export function overallStatusOf(
  statuses: DocumentStatus[],
): 'in progress' | 'valid' | 'partially valid' | 'invalid' {
  if (statuses.includes('Submitted')) return 'in progress';
  const valid = statuses.filter((status) => status === 'Valid' || status === 'Cancelled').length;
  if (valid === 0) return 'invalid';
  return valid === statuses.length ? 'valid' : 'partially valid';
}
