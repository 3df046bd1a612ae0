import { documentSummary } from './document-status';
import type { MyInvoisSimulatorRepository } from './repository';
import { errorAnswer, myInvoisError, type SimulatorAnswer } from './simulator-errors';

/** MyInvois allows at most 31 days between a search's dates. */
const longestWindowMs = 31 * 24 * 60 * 60 * 1000;
const maximumPageSize = 100;

/**
 * Search Documents (`GET /api/v1.0/documents/search?submissionDateFrom&submissionDateTo&searchQuery`):
 * the caller's documents received in the window, newest first. The simulator matches `searchQuery`
 * against the document's number or UUID only, which is what the product searches by.
 */
export async function searchDocuments(
  repository: MyInvoisSimulatorRepository,
  request: {
    clientId: string;
    query: Record<string, string | undefined>;
    now: Date;
    validationDelayMs: number;
  },
): Promise<SimulatorAnswer> {
  const from = new Date(request.query.submissionDateFrom ?? '');
  const to = new Date(request.query.submissionDateTo ?? '');
  const searchQuery = request.query.searchQuery?.trim() ?? '';
  if (
    Number.isNaN(from.getTime()) ||
    Number.isNaN(to.getTime()) ||
    to < from ||
    to.getTime() - from.getTime() > longestWindowMs ||
    searchQuery === ''
  ) {
    return errorAnswer(
      400,
      myInvoisError(
        'BadArgument',
        'Give submissionDateFrom and submissionDateTo at most 31 days apart, and a search query.',
        'Berikan submissionDateFrom dan submissionDateTo tidak melebihi 31 hari, dan pertanyaan carian.',
      ),
    );
  }
  const documents = await repository.search(request.clientId, { from, to }, searchQuery, maximumPageSize);
  return {
    status: 200,
    body: {
      result: documents.map((document) => documentSummary(document, request.now, request.validationDelayMs)),
      metadata: { totalPages: 1, totalCount: documents.length },
    },
  };
}
