import type { z } from 'zod';
import { createAccessToken } from './access-token';
import { publicDocumentLink } from './document-link';
import {
  cancelAnswer,
  type DocumentDetails,
  type DocumentSummary,
  documentDetails,
  errorAnswer,
  type Submission,
  type SubmissionAnswer,
  searchAnswer,
  submission,
  submissionAnswer,
  tokenAnswer,
} from './myinvois-answers';
import { MyInvoisRefusal, myInvoisNotAnswering } from './myinvois-failures';
import { type Call, type MyInvoisLog, sendCall, type TransportSettings } from './myinvois-transport';
import { submissionDocument } from './submission-document';

export type MyInvoisSettings = {
  apiBaseUrl: string;
  portalBaseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  clock?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  attempts?: number;
  longestWaitMs?: number;
  log?: MyInvoisLog;
};

/** Per request; MyInvois answers a submission of 100 documents well within it. */
export const myInvoisTimeoutMs = 30_000;

export type TinIdType = 'NRIC' | 'BRN' | 'PASSPORT' | 'ARMY';

export type MyInvoisClient = ReturnType<typeof createMyInvoisClient>;

/** A refusal read from MyInvois' error body; one it cannot read still carries the status. */
async function refusalOf(response: Response): Promise<MyInvoisRefusal> {
  const body = await response.json().catch(() => null);
  const parsed = errorAnswer.safeParse(body);
  if (parsed.success) return new MyInvoisRefusal(response.status, parsed.data.error);
  const oauth = body as { error?: unknown; error_description?: unknown } | null;
  return new MyInvoisRefusal(response.status, {
    errorCode: typeof oauth?.error === 'string' ? oauth.error : `HTTP${response.status}`,
    error: typeof oauth?.error_description === 'string' ? oauth.error_description : '',
  });
}

async function parsed<T extends z.ZodType>(response: Response, schema: T): Promise<z.infer<T>> {
  try {
    return schema.parse(await response.json());
  } catch (cause) {
    throw myInvoisNotAnswering(cause);
  }
}

/**
 * LHDN's MyInvois over HTTP (sdk.myinvois.hasil.gov.my, decision 106): Login as Taxpayer System,
 * Submit Documents, Get Submission, Get Document Details, Cancel Document, Validate TIN. The same
 * client talks to the built-in simulator; only the addresses and credentials differ.
 */
export function createMyInvoisClient(settings: MyInvoisSettings) {
  const clock = settings.clock ?? (() => new Date());
  const transport: TransportSettings = {
    baseUrl: settings.apiBaseUrl.replace(/\/$/, ''),
    fetch: settings.fetch ?? fetch,
    timeoutMs: settings.timeoutMs ?? myInvoisTimeoutMs,
    attempts: settings.attempts ?? 3,
    longestWaitMs: settings.longestWaitMs ?? 60_000,
    sleep: settings.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    log: settings.log,
  };

  /**
   * A login as the taxpayer, or as an intermediary for `onBehalfOf` (a TIN): MyInvois' 'Login as
   * Intermediary System' is the same login with an `onbehalfof` header naming the taxpayer.
   */
  const loginAs = (onBehalfOf: string | null) =>
    createAccessToken(async () => {
      const response = await sendCall(transport, {
        name: 'login',
        method: 'POST',
        path: '/connect/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(onBehalfOf ? { onbehalfof: onBehalfOf } : {}),
        },
        body: new URLSearchParams({
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          grant_type: 'client_credentials',
          scope: 'InvoicingAPI',
        }).toString(),
        repeatable: true,
      });
      if (!response.ok) throw await refusalOf(response);
      const answer = await parsed(response, tokenAnswer);
      return { accessToken: answer.access_token, expiresInSeconds: answer.expires_in };
    }, clock);

  const own = callsWith(loginAs(null));
  const represented = new Map<string, typeof own>();
  return {
    ...own,
    /** The same calls for another taxpayer (a centre's own legal entity) that appointed us its intermediary. */
    onBehalfOf(tin: string): typeof own {
      const kept = represented.get(tin);
      if (kept) return kept;
      const calls = callsWith(loginAs(tin));
      represented.set(tin, calls);
      return calls;
    },
  };

  function callsWith(token: ReturnType<typeof createAccessToken>) {
    /** A call with the bearer token; a 401 (a token ended early, a restart) logs in once more. */
    async function authorised(call: Call): Promise<Response> {
      for (let renewed = false; ; renewed = true) {
        const accessToken = await token.current();
        const response = await sendCall(transport, {
          ...call,
          headers: { ...call.headers, authorization: `Bearer ${accessToken}` },
        });
        if (response.status !== 401 || renewed) return response;
        token.drop(accessToken);
      }
    }

    async function answered<T extends z.ZodType>(call: Call, schema: T): Promise<z.infer<T>> {
      const response = await authorised(call);
      if (!response.ok) throw await refusalOf(response);
      return parsed(response, schema);
    }

    return {
      /**
       * Submit Documents: up to 100 documents (the caller batches within MyInvois' limits). 202
       * with the accepted UUIDs and the rejected documents' errors.
       */
      submitDocuments(documents: { codeNumber: string; json: string }[]): Promise<SubmissionAnswer> {
        return answered(
          {
            name: 'submitDocuments',
            method: 'POST',
            path: '/api/v1.0/documentsubmissions',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              documents: documents.map((document) => submissionDocument(document.codeNumber, document.json)),
            }),
            repeatable: false,
          },
          submissionAnswer,
        );
      },

      getSubmission(
        submissionUid: string,
        page: { pageNo: number; pageSize: number } = { pageNo: 1, pageSize: 100 },
      ): Promise<Submission> {
        const query = new URLSearchParams({ pageNo: String(page.pageNo), pageSize: String(page.pageSize) });
        return answered(
          {
            name: 'getSubmission',
            method: 'GET',
            path: `/api/v1.0/documentsubmissions/${encodeURIComponent(submissionUid)}?${query}`,
            repeatable: true,
          },
          submission,
        );
      },

      /** Get Document Details: for an Invalid document's errors (MyInvois asks that status be polled with Get Submission). */
      getDocumentDetails(uuid: string): Promise<DocumentDetails> {
        return answered(
          {
            name: 'getDocumentDetails',
            method: 'GET',
            path: `/api/v1.0/documents/${encodeURIComponent(uuid)}/details`,
            repeatable: true,
          },
          documentDetails,
        );
      },

      /**
       * Search Documents by our number in a window of submission times (at most 31 days): how a
       * submission whose answer was lost (a timeout, a crash) finds out whether it arrived.
       */
      async searchDocuments(number: string, window: { from: Date; to: Date }): Promise<DocumentSummary[]> {
        const query = new URLSearchParams({
          submissionDateFrom: window.from.toISOString(),
          submissionDateTo: window.to.toISOString(),
          searchQuery: number,
          pageSize: '100',
          pageNo: '1',
        });
        const answer = await answered(
          {
            name: 'searchDocuments',
            method: 'GET',
            path: `/api/v1.0/documents/search?${query}`,
            repeatable: true,
          },
          searchAnswer,
        );
        return answer.result.filter((document) => document.internalId === number);
      },

      /** Cancel Document, within 72 hours of validation; after it MyInvois refuses (OperationPeriodOver). */
      async cancelDocument(uuid: string, reason: string): Promise<void> {
        await answered(
          {
            name: 'cancelDocument',
            method: 'PUT',
            path: `/api/v1.0/documents/state/${encodeURIComponent(uuid)}/state`,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ status: 'cancelled', reason: reason.slice(0, 300) }),
            repeatable: false,
          },
          cancelAnswer,
        );
      },

      /** Validate Taxpayer's TIN: true when MyInvois knows the TIN with this ID; a malformed one is not valid. */
      async validateTin(tin: string, idType: TinIdType, idValue: string): Promise<boolean> {
        const query = new URLSearchParams({ idType, idValue });
        const response = await authorised({
          name: 'validateTin',
          method: 'GET',
          path: `/api/v1.0/taxpayer/validate/${encodeURIComponent(tin)}?${query}`,
          repeatable: true,
        });
        if (response.ok) return true;
        if (response.status === 400 || response.status === 404) return false;
        throw await refusalOf(response);
      },

      documentLink(uuid: string, longId: string): string {
        return publicDocumentLink(settings.portalBaseUrl, uuid, longId);
      },
    };
  }
}
