import { createHash } from 'node:crypto';
import {
  consolidatedEInvoice,
  consolidatedSourcesPerDocument,
  documentText,
  type EInvoiceInput,
  type EInvoiceIssuer,
  type EInvoiceJson,
  eInvoiceDocument,
  eInvoiceJsonText,
  eInvoiceTypeCodes,
  kualaLumpurDay,
  startOfCalendarMonth,
  withinCancellationWindow,
} from '@cic/contract';
import { ZodError } from 'zod';
import { type DocumentSigner, type MyInvoisError, MyInvoisRefusal } from '../../adapters/myinvois';
import type { AppContext } from '../../app-context';
import type { EInvoiceError } from '../../db/schema/index';
import { adjustingEInvoice, buyerOf, invoiceEInvoice } from './document-input';
import {
  type ConsolidationSource,
  createEInvoicesRepository,
  type EInvoiceRow,
  type NewEInvoice,
  type SettledDocument,
} from './repository';

/** MyInvois' limits for one submission (decision 105): 100 documents, 5 MB of JSON. */
const documentsPerSubmission = 100;
const bytesPerSubmission = 5_000_000;
/** A document sent this long ago with no answer recorded had its answer lost: look for it. */
const lostAnswerAfterMs = 60_000;
/** Search Documents is allowed 12 calls a minute: at most this many lost answers are looked for a sweep. */
const searchesPerSweep = 10;
const rowsPerSweep = 200;
/** Consolidated documents written a transaction: a submission's worth, about. */
const documentsPerWrite = 25;
/** A submission is asked about once it is sent, then at most this often (MyInvois advises 3–5 s). */
const pollEveryMs = 5_000;
/** Get Submission is allowed 300 calls a minute: a sweep asks about at most this many. */
const submissionsPerPoll = 10;
/** A busy sweep goes on this long at most; the next minute's sweep takes over. */
const busySweepMs = 50_000;
/** Between rounds of a busy sweep that only waits for MyInvois' validations. */
const followPauseMs = 2_000;
/** Refunds of the last month are looked at: the original's validation may have waited for a consolidated month. */
const refundLookBackMs = 40 * 24 * 60 * 60 * 1000;

/**
 * Signs a document for MyInvois (version 1.1), opening the certificate on first use; null where
 * none is configured (the simulator checks no signature).
 */
type Deps = Pick<AppContext, 'db' | 'myInvois' | 'clock'> & {
  signer?: () => DocumentSigner | null;
  /** Asks for a sweep now: consolidation has written documents to send. */
  sweepSoon?: () => Promise<unknown>;
};

/** What a row's document is built from. */
type RowFacts = Pick<
  NewEInvoice,
  'id' | 'source' | 'invoiceId' | 'creditNoteId' | 'originalId' | 'buyerParentId' | 'month' | 'part'
> &
  Pick<EInvoiceRow, 'issuerId' | 'number' | 'typeCode' | 'totalSen'>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A note adjusting an e-invoice is issued by its issuer, to its buyer. */
const adjusting = (original: EInvoiceRow) => ({
  issuerId: original.issuerId,
  originalId: original.id,
  buyerParentId: original.buyerParentId,
});

const cancellable = (row: EInvoiceRow, now: Date) =>
  row.validatedAt !== null && withinCancellationWindow(row.validatedAt, now);

const english = (key: Parameters<typeof documentText>[0], params?: Record<string, string>) =>
  documentText(key, 'en', params);

/** MyInvois' error as kept: its code, its English and Malay texts, where it is. */
function errorsOf(detail: MyInvoisError): EInvoiceError[] {
  const inner = detail.innerError ?? [];
  const all = inner.length > 0 ? inner : [detail];
  return all.map((error) => ({
    code: error.errorCode,
    message: error.error,
    messageMs: error.errorMS ?? null,
    path: error.propertyPath ?? null,
  }));
}

/** A document the product itself refuses to send: each field's message key, shown in the reader's language. */
function refusalsOf(error: ZodError): EInvoiceError[] {
  return error.issues.map((issue) => ({
    code: 'Refused',
    message: issue.message,
    messageMs: null,
    messageKey: issue.message,
    path: issue.path.join('.'),
  }));
}

const isDuplicate = (detail: MyInvoisError) =>
  [detail, ...(detail.innerError ?? [])].some((error) =>
    ['DS302', 'DuplicateSubmission'].includes(error.errorCode),
  );

/**
 * E-invoices to MyInvois (issue 42, decisions 105–107): builds each document once, sends what
 * waits in batches within MyInvois' limits, follows each submission to its result, and undoes
 * voids and refunds with cancellations, credit notes and refund notes. Every step reads what is
 * left to do from the database, so a sweep repeated after a crash does nothing twice.
 */
export function createEInvoicesService(deps: Deps) {
  const repository = createEInvoicesRepository(deps.db);
  /** MyInvois as the document's issuer: the organisation itself, or as intermediary for a centre's own entity. */
  async function clientFor(issuerId: string) {
    const tin = await repository.representedTin(issuerId);
    return tin ? deps.myInvois.onBehalfOf(tin) : deps.myInvois;
  }

  /** The document's JSON text as sent, signed where a certificate is configured, and its SHA-256. */
  function built(input: EInvoiceInput | EInvoiceJson, at: Date) {
    const json = 'Invoice' in input ? input : eInvoiceDocument(input);
    const sign = deps.signer?.();
    const text = eInvoiceJsonText(sign ? sign(json, at) : json);
    return { documentText: text, documentHash: createHash('sha256').update(text).digest('hex') };
  }

  /** What a row's document says, from the facts as they are now: made once, and again when resubmitted. */
  async function inputOf(
    row: RowFacts,
    issuedAt: Date,
    sources?: ConsolidationSource[],
    knownIssuer?: EInvoiceIssuer,
  ): Promise<EInvoiceInput | EInvoiceJson> {
    const issuer = knownIssuer ?? (await repository.issuer(row.issuerId));
    if (!issuer) throw new Error('The e-invoice issuer is gone');
    const buyer = buyerOf(row.buyerParentId ? await repository.buyer(row.buyerParentId) : null);
    const parties = { issuer, buyer };
    if (row.source === 'CONSOLIDATED') {
      const month = (row.month ?? '').slice(0, 7);
      const lines = sources ?? (await repository.consolidatedSources(row.id ?? ''));
      return consolidatedEInvoice({
        issuer,
        number: row.number,
        issuedAt: issuedAt.toISOString(),
        month,
        sources: lines.map((source) => ({
          number: source.number,
          day: source.day,
          amountSen: source.amountSen,
        })),
      });
    }
    const invoiceId = row.invoiceId ?? (await repository.creditNote(row.creditNoteId ?? ''))?.invoiceId ?? '';
    const [invoice, original] = await Promise.all([
      repository.invoice(invoiceId),
      row.originalId ? repository.get(row.originalId) : null,
    ]);
    if (!invoice?.number) throw new Error("The e-invoice's invoice is gone");
    if (row.source === 'INVOICE') {
      return invoiceEInvoice(invoice, await repository.lines(invoice.id), parties, issuedAt);
    }
    const adjusts = { uuid: original?.uuid ?? '', number: original?.number ?? '' };
    if (row.source === 'VOID_CREDIT_NOTE') {
      return adjustingEInvoice({
        type: 'CREDIT_NOTE',
        number: row.number,
        description: english('eInvoiceVoidLine', {
          number: invoice.number,
          reason: invoice.voidReason ?? '',
        }),
        amountSen: row.totalSen,
        original: adjusts,
        parties,
        issuedAt,
      });
    }
    const refund = await repository.creditNote(row.creditNoteId ?? '');
    return adjustingEInvoice({
      type: 'REFUND_NOTE',
      number: row.number,
      description: english('eInvoiceRefundLine', { number: invoice.number, reason: refund?.reason ?? '' }),
      amountSen: row.totalSen,
      original: adjusts,
      parties,
      issuedAt,
    });
  }

  /** The document's text and hash, or the product's own refusal of it (each field's message key). */
  async function documentOf(row: RowFacts, sources?: ConsolidationSource[], issuer?: EInvoiceIssuer) {
    const issuedAt = deps.clock();
    try {
      return { issuedAt, ...built(await inputOf(row, issuedAt, sources, issuer), issuedAt) };
    } catch (error) {
      if (!(error instanceof ZodError)) throw error;
      return {
        issuedAt,
        documentText: '',
        documentHash: '',
        status: 'INVALID' as const,
        errors: refusalsOf(error),
      };
    }
  }

  /** Writes a new e-invoice; null when the sweep before already wrote it. */
  async function write(row: RowFacts) {
    const [id] = await repository.insert([{ row: { ...row, ...(await documentOf(row)) } }]);
    return id ?? null;
  }

  /** Writes each new e-invoice; how many were new (a repeated sweep finds them written). */
  async function writeEach(rows: RowFacts[]) {
    let made = 0;
    for (const row of rows) if (await write(row)) made += 1;
    return made;
  }

  /** Issued invoices of families that asked for their own e-invoices. */
  async function buildInvoices() {
    const invoices = await repository.invoicesForOwnEInvoice(kualaLumpurDay(deps.clock()), rowsPerSweep);
    return writeEach(
      invoices.map((row) => ({
        source: 'INVOICE' as const,
        issuerId: row.issuerId,
        invoiceId: row.invoiceId,
        buyerParentId: row.parentId,
        number: row.number,
        typeCode: eInvoiceTypeCodes.INVOICE,
        totalSen: row.totalSen,
      })),
    );
  }

  /**
   * A voided invoice's e-invoice is cancelled within 72 hours of its validation; after that, or
   * when it is a line of a consolidated one, a credit note for what was not refunded is issued.
   */
  async function undoVoids() {
    let undone = 0;
    for (const invoiceId of await repository.voidsToUndo(rowsPerSweep)) {
      const [invoice, original] = await Promise.all([
        repository.invoice(invoiceId),
        repository.originalOf(invoiceId),
      ]);
      if (!invoice?.number || !original) continue;
      const reason = invoice.voidReason ?? '';
      const now = deps.clock();
      if (original.source === 'INVOICE' && original.status !== 'VALID') {
        // Never valid: nothing at MyInvois to undo once it stops being sent. A sent one waits for its result.
        if (original.status === 'SUBMITTED' || original.submittedAt) continue;
        await repository.update(original.id, { status: 'CANCELLED', cancelReason: reason, cancelledAt: now });
        undone += 1;
        continue;
      }
      if (original.status !== 'VALID' || !original.uuid) continue;
      if (original.source === 'INVOICE' && cancellable(original, now)) {
        try {
          await (await clientFor(original.issuerId)).cancelDocument(original.uuid, reason || invoice.number);
          await repository.update(original.id, {
            status: 'CANCELLED',
            cancelReason: reason,
            cancelledAt: now,
          });
          undone += 1;
          continue;
        } catch (error) {
          // Past the window by MyInvois' clock, or a refund note names it: a credit note instead.
          if (!(error instanceof MyInvoisRefusal)) throw error;
        }
      }
      const amountSen = invoice.totalSen - invoice.creditedSen;
      if (amountSen <= 0) continue;
      const id = await write({
        ...adjusting(original),
        source: 'VOID_CREDIT_NOTE',
        invoiceId: invoice.id,
        number: `${invoice.number}-V`,
        typeCode: eInvoiceTypeCodes.CREDIT_NOTE,
        totalSen: amountSen,
      });
      if (id) undone += 1;
    }
    return undone;
  }

  /** Each refund (credit note) of an e-invoiced invoice becomes a refund note once that e-invoice is valid. */
  async function buildRefunds() {
    const since = new Date(deps.clock().getTime() - refundLookBackMs);
    const notes: RowFacts[] = [];
    for (const creditNoteId of await repository.refundsToSend(since, rowsPerSweep)) {
      const refund = await repository.creditNote(creditNoteId);
      const original = refund && (await repository.originalOf(refund.invoiceId));
      if (!refund || original?.status !== 'VALID' || !original.uuid) continue;
      notes.push({
        ...adjusting(original),
        source: 'REFUND',
        creditNoteId: refund.id,
        number: refund.number,
        typeCode: eInvoiceTypeCodes.REFUND_NOTE,
        totalSen: refund.amountSen,
      });
    }
    return writeEach(notes);
  }

  /** Documents whose answer was lost: found at MyInvois (recorded as sent) or made ready to send again. */
  async function recoverLostAnswers() {
    const now = deps.clock();
    const lost = await repository.unanswered(new Date(now.getTime() - lostAnswerAfterMs), searchesPerSweep);
    for (const row of lost) {
      const sentAt = row.submittedAt ?? now;
      const found = (
        await (
          await clientFor(row.issuerId)
        ).searchDocuments(row.number, {
          from: new Date(sentAt.getTime() - 10 * 60_000),
          to: now,
        })
      ).find((document) => document.status !== 'Invalid' && document.status !== 'Cancelled');
      if (found) {
        await repository.update(row.id, {
          status: 'SUBMITTED',
          submissionUid: found.submissionUid,
          uuid: found.uuid,
        });
      } else {
        await repository.update(row.id, { submittedAt: null });
      }
    }
    return lost.length;
  }

  /**
   * Batches of one issuer's documents (a submission is one taxpayer's), at most 100 documents and
   * 5 MB of base64 each, in the order they were made.
   */
  function batchesOf<Row extends { issuerId: string; bytes: number }>(rows: Row[]): Row[][] {
    const batches: Row[][] = [];
    let batch: Row[] = [];
    let bytes = 0;
    for (const row of [...rows].sort((a, b) => a.issuerId.localeCompare(b.issuerId))) {
      // Base64 of the UTF-8 bytes, with room for the hash and code number around each.
      const size = Math.ceil((row.bytes * 4) / 3) + 200;
      if (
        batch.length === documentsPerSubmission ||
        (batch.length > 0 && (bytes + size > bytesPerSubmission || batch[0]?.issuerId !== row.issuerId))
      ) {
        batches.push(batch);
        batch = [];
        bytes = 0;
      }
      batch.push(row);
      bytes += size;
    }
    if (batch.length > 0) batches.push(batch);
    return batches;
  }

  /** Sends what waits. A submission whose answer is lost stays marked as sent, to be looked for. */
  async function submitPending() {
    let sent = 0;
    for (const batch of batchesOf(await repository.pending(rowsPerSweep * 5))) {
      const claimed = await repository.markSending(
        batch.map((row) => row.id),
        deps.clock(),
      );
      const rows = batch.filter((row) => claimed.has(row.id));
      if (rows.length === 0) continue;
      const texts = await repository.documentTexts(rows.map((row) => row.id));
      const client = await clientFor(batch[0]?.issuerId ?? '');
      let answer: Awaited<ReturnType<typeof client.submitDocuments>>;
      try {
        answer = await client.submitDocuments(
          rows.map((row) => ({ codeNumber: row.number, json: texts.get(row.id) ?? '' })),
        );
      } catch (error) {
        if (error instanceof MyInvoisRefusal && !isDuplicate(error.detail)) {
          for (const row of rows) await repository.recordErrors(row.id, 'INVALID', errorsOf(error.detail));
          continue;
        }
        // Not answered, or a duplicate of one that arrived: left marked as sent, to be looked for.
        throw error;
      }
      for (const accepted of answer.acceptedDocuments) {
        const row = rows.find((candidate) => candidate.number === accepted.invoiceCodeNumber);
        if (!row) continue;
        await repository.update(row.id, {
          status: 'SUBMITTED',
          submissionUid: answer.submissionUid,
          uuid: accepted.uuid,
          errors: [],
        });
        sent += 1;
      }
      for (const rejected of answer.rejectedDocuments) {
        const row = rows.find((candidate) => candidate.number === rejected.invoiceCodeNumber);
        // A duplicate is already at MyInvois: its answer was lost before; the search finds it.
        if (!row || isDuplicate(rejected.error)) continue;
        await repository.recordErrors(row.id, 'INVALID', errorsOf(rejected.error));
      }
    }
    return sent;
  }

  /** When each submission was last asked about, to pace Get Submission (a restart only asks earlier). */
  const askedAt = new Map<string, number>();

  /**
   * Follows whole submissions to their documents' results (Valid with the long id, Invalid with its
   * errors), each asked about once it is sent, then every 5 seconds at most.
   */
  async function pollSubmitted() {
    const now = deps.clock().getTime();
    for (const [uid, at] of askedAt) if (at < now - 60 * pollEveryMs) askedAt.delete(uid);
    const due = (await repository.submissionsToFollow(submissionsPerPoll * 5))
      .filter((submission) => (askedAt.get(submission.submissionUid) ?? 0) <= now - pollEveryMs)
      .slice(0, submissionsPerPoll);
    let settled = 0;
    for (const { submissionUid, issuerId } of due) {
      askedAt.set(submissionUid, now);
      const client = await clientFor(issuerId);
      const results: SettledDocument[] = [];
      for (let pageNo = 1; ; pageNo += 1) {
        const submission = await client.getSubmission(submissionUid, { pageNo, pageSize: 100 });
        for (const summary of submission.documentSummary) {
          if (summary.status === 'Submitted') continue;
          let errors: EInvoiceError[] | null = null;
          if (summary.status === 'Invalid') {
            const details = await client.getDocumentDetails(summary.uuid);
            errors = (details.validationResults?.validationSteps ?? []).flatMap((step) =>
              step.error ? errorsOf(step.error) : [],
            );
          }
          results.push({
            uuid: summary.uuid,
            status:
              summary.status === 'Valid' ? 'VALID' : summary.status === 'Invalid' ? 'INVALID' : 'CANCELLED',
            longId: summary.longId ?? null,
            validatedAt: summary.dateTimeValidated?.toISOString() ?? null,
            cancelledAt: summary.cancelDateTime?.toISOString() ?? null,
            errors,
          });
        }
        if (pageNo * 100 >= submission.documentCount) break;
      }
      settled += await repository.settle(submissionUid, results);
    }
    return settled;
  }

  /** One sweep: build what is new, undo voids, send, follow. */
  async function sweep() {
    const built = await buildInvoices();
    const undone = await undoVoids();
    const refunds = await buildRefunds();
    const recovered = await recoverLostAnswers();
    const sent = await submitPending();
    const settled = await pollSubmitted();
    return { built, undone, refunds, recovered, sent, settled };
  }

  /**
   * The month's consolidated e-invoices, one issuer at a time, 200 invoices a document: every
   * invoice issued that month whose family asked for no e-invoice of its own (decision 105).
   */
  async function consolidate(month: string) {
    let documents = 0;
    for (const issuerId of await repository.issuerIds()) {
      const issuer = await repository.issuer(issuerId);
      const sources = await repository.consolidationSources(issuerId, `${month}-01`);
      const firstPart = (await repository.lastConsolidatedPart(issuerId, `${month}-01`)) + 1;
      const perWrite = consolidatedSourcesPerDocument * documentsPerWrite;
      // Each write's documents are built while the write before goes to the database.
      let writing: Promise<(string | null)[]> | null = null;
      for (let start = 0; start <= sources.length; start += perWrite) {
        const chunk = sources.slice(start, start + perWrite);
        const next: Parameters<typeof repository.insert>[0] = [];
        for (let offset = 0; offset < chunk.length; offset += consolidatedSourcesPerDocument) {
          const lines = chunk.slice(offset, offset + consolidatedSourcesPerDocument);
          const part = firstPart + (start + offset) / consolidatedSourcesPerDocument;
          const row: RowFacts = {
            source: 'CONSOLIDATED',
            issuerId,
            month: `${month}-01`,
            part,
            number: `CON-${month}-${String(part).padStart(2, '0')}`,
            typeCode: eInvoiceTypeCodes.INVOICE,
            totalSen: lines.reduce((sum, source) => sum + source.amountSen, 0),
          };
          next.push({
            row: { ...row, ...(await documentOf(row, lines, issuer ?? undefined)) },
            sources: lines.map((source) => ({ invoiceId: source.invoiceId, amountSen: source.amountSen })),
          });
        }
        const ids: (string | null)[] = writing ? await writing : [];
        const written = ids.filter((id) => id !== null).length;
        documents += written;
        if (written > 0) await deps.sweepSoon?.();
        // Another run wrote these parts first: it consolidates the rest.
        if (written < ids.length) {
          writing = null;
          break;
        }
        writing = next.length > 0 ? repository.insert(next) : null;
      }
      if (writing) documents += (await writing).filter((id) => id !== null).length;
    }
    if (documents > 0) await deps.sweepSoon?.();
    return documents;
  }

  return {
    consolidate,

    /** The previous Kuala Lumpur month's consolidated e-invoices, on the first 7 days of a month. */
    consolidatePreviousMonth() {
      return consolidate(startOfCalendarMonth(kualaLumpurDay(deps.clock()), -1).slice(0, 7));
    },

    sweep,

    /**
     * Sweeps again while something was done and more waits (a month's consolidated documents to
     * send and follow), for at most 50 seconds: then the next minute's sweep goes on.
     */
    async sweepWhileBusy() {
      const until = deps.clock().getTime() + busySweepMs;
      const done = { built: 0, undone: 0, refunds: 0, recovered: 0, sent: 0, settled: 0 };
      for (;;) {
        const round = await sweep();
        for (const key of Object.keys(done) as (keyof typeof done)[]) done[key] += round[key];
        const waiting = await repository.waiting();
        if ((waiting.toSend === 0 && waiting.toFollow === 0) || deps.clock().getTime() >= until) return done;
        if (round.sent === 0) await pause(followPauseMs);
      }
    },

    /** A corrected document (an Invalid one) built again from today's facts and sent anew. */
    async resubmit(id: string): Promise<EInvoiceRow | null> {
      const row = await repository.get(id);
      if (row?.status !== 'INVALID') return null;
      const document = await documentOf(row);
      await repository.update(id, {
        status: 'PENDING',
        errors: [],
        submittedAt: null,
        submissionUid: null,
        uuid: null,
        ...document,
      });
      return repository.get(id);
    },
  };
}
export type EInvoicesService = ReturnType<typeof createEInvoicesService>;
