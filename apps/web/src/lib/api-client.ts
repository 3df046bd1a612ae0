import { type ErrorCode, type ErrorEnvelope, errorStatus, type PageMeta } from '@cic/contract';
import type { z } from 'zod';
// Every page starts i18n before it calls the API; importing it here keeps the two in one chunk of the
// entry, which the bundler otherwise splits into a handful of small ones (about 2 KiB more per page).
import '@/i18n/i18n';
import { getToken } from './tokens';

/** Every call goes to the versioned API on the same origin (Vite proxies it in development). */
export const apiBase = '/api/v2';

/** Which session's bearer token a call sends: the parent's, the staff member's, or none (public). */
export type ApiAuth = 'parent' | 'staff' | 'none';

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'BAD_RESPONSE';

export type ApiIssue = { path: string; message: string; messageCode?: string };

type MessageParams = Record<string, string | number>;
type MessageTranslation = (key: string, params?: MessageParams) => string | undefined;
let translateMessage: MessageTranslation = () => undefined;

/**
 * How the app reads a message key in the page's language (i18n sets it when it starts). Without it,
 * as in unit tests, every message is the server's English text.
 */
export function translateMessagesWith(translation: MessageTranslation): void {
  translateMessage = translation;
}

/**
 * The client's own failures, which no server answer words: their English, as the API would send it,
 * for when the message catalogue is not there (unit tests, or before it has loaded).
 */
const clientFailureEnglish = {
  'http.network': 'Unable to reach the server. Please check your connection and try again.',
  'http.unexpectedResponse': 'Unexpected response from the server',
} as const;

/** A client failure's ApiError fields: its code and its text in the page's language. */
function clientFailure(code: keyof typeof clientFailureEnglish) {
  return { messageCode: code, message: translateMessage(code) ?? clientFailureEnglish[code] };
}

/**
 * A failed call: the server's envelope (`code`, `message`, `messageCode`, `params`, `field`,
 * `issues`) plus the HTTP status (0 offline).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly field: string | undefined;
  readonly issues: ApiIssue[];
  /** The message's key in the message catalogue (decision 056), when the server named one. */
  readonly messageCode: string | undefined;
  readonly params: MessageParams | undefined;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    messageCode?: string;
    params?: MessageParams;
    field?: string;
    issues?: ApiIssue[];
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.messageCode = init.messageCode;
    this.params = init.params;
    this.field = init.field;
    this.issues = init.issues ?? [];
  }
}

/**
 * The message to show for any failure: the catalogue's text for the server's `messageCode` in the
 * page's language, else the server's (English) text, else the fallback (spec: 'Something went wrong').
 */
export function getErrorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.messageCode) {
    const translated = translateMessage(error.messageCode, error.params);
    if (translated) return translated;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? translateMessage('common.somethingWentWrong') ?? 'Something went wrong';
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * What `schema` takes: a zod schema, or a hand-written check with the same `safeParse` where zod
 * itself would cost a page its budget (lib/answer-check.ts, decision 055).
 */
export type AnswerSchema<T = unknown> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
};

export type RequestOptions<S extends AnswerSchema | undefined = undefined> = {
  /** Defaults to 'none'. An authenticated call without its token throws Error('No token') before any fetch. */
  auth?: ApiAuth;
  /** Added to the URL; null and undefined values are skipped. */
  query?: Record<string, QueryValue | QueryValue[]>;
  /** JSON-encoded unless it is FormData (multipart uploads). */
  body?: unknown;
  /**
   * Validates `data` and types the result. A promise of a schema (a lazy `import()`) loads while
   * the call is in flight, so pages that draw without zod fetch it only when they call (decision 026).
   */
  schema?: S | Promise<S>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Keep the request alive while the page unloads (fire-and-forget logout). */
  keepalive?: boolean;
};

/**
 * A success answer as pages get it: the data, without the envelope's `message`. A page says its
 * own catalogue text on success, so the server's English can never reach a toast (issue 27).
 */
export type ApiResult<T> = {
  data: T;
  meta: PageMeta | undefined;
};

export type Data<S> = S extends z.ZodType ? z.infer<S> : S extends AnswerSchema<infer T> ? T : unknown;

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  // The API's root is `/api/v2` itself: the server takes no trailing slash.
  const url = path === '/' ? apiBase : `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The Authorization header of a call; throws Error('No token') when the session has none. */
export function authorisation(auth: ApiAuth): Record<string, string> {
  if (auth === 'none') return {};
  const token = getToken(auth);
  if (!token) throw new Error('No token');
  return { Authorization: `Bearer ${token}` };
}

/** A response body as JSON; undefined when empty or not JSON. */
export function parseJsonText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseJsonText(await response.text());
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The contract's error envelope, checked by hand: every page loads this file, and zod is left to
 * the pages that need it (decision 026).
 */
function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (!body || typeof body !== 'object') return false;
  const { success, code, message, messageCode, field, issues } = body as Record<string, unknown>;
  return (
    success === false &&
    isString(code) &&
    Object.hasOwn(errorStatus, code) &&
    isString(message) &&
    (messageCode === undefined || isString(messageCode)) &&
    (field === undefined || isString(field)) &&
    (issues === undefined ||
      (Array.isArray(issues) && issues.every((issue) => isString(issue?.path) && isString(issue?.message))))
  );
}

function failure(status: number, body: unknown): ApiError {
  if (isErrorEnvelope(body)) {
    const { code, message, messageCode, params, field, issues } = body;
    const values = params && typeof params === 'object' ? params : undefined;
    // The error reads in the page's language wherever a page shows its message: the catalogue's
    // text for a code it knows, the server's English for any other (issue 18, decision 056).
    const inPageLanguage = (text: string, key: string | undefined, with_?: MessageParams) =>
      (key && translateMessage(key, with_)) || text;
    return new ApiError({
      status,
      code,
      message: inPageLanguage(message, messageCode, values),
      messageCode,
      params: values,
      field,
      issues: issues?.map(({ path, message, messageCode, params }) => ({
        path,
        message: inPageLanguage(message, messageCode, params),
        messageCode,
      })),
    });
  }
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : undefined;
  return new ApiError({
    status,
    code: status >= 500 ? 'INTERNAL' : 'BAD_RESPONSE',
    message: message ?? 'Something went wrong',
    messageCode: message === undefined ? 'common.somethingWentWrong' : undefined,
  });
}

/** The error of a call that never reached the server (offline, DNS, connection reset). */
export function networkFailure(): ApiError {
  return new ApiError({
    status: 0,
    code: 'NETWORK_ERROR',
    ...clientFailure('http.network'),
  });
}

type SessionRejectedListener = (kind: Exclude<ApiAuth, 'none'>) => void;
let sessionRejected: SessionRejectedListener | undefined;

/** What the app does when the server refuses a session's token (401): revoked, expired or signed out elsewhere. */
export function onSessionRejected(listener: SessionRejectedListener): void {
  sessionRejected = listener;
}

/**
 * The page's language (`<html lang>`, set by the language switch): the server writes e-mails and
 * messages for this person in it (issue 18).
 */
export function languageHeader(): Record<string, string> {
  const language = typeof document === 'undefined' ? '' : (document.documentElement?.lang ?? '');
  return language ? { 'Accept-Language': language } : {};
}

/** Sends one call and unwraps the `{ success, data, message?, meta? }` envelope. */
export async function request<S extends AnswerSchema | undefined = undefined>(
  method: string,
  path: string,
  options: RequestOptions<S> = {},
): Promise<ApiResult<Data<S>>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...languageHeader(),
    ...authorisation(options.auth ?? 'none'),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkFailure();
  }

  return unwrapEnvelope(response.status, await readJson(response), await options.schema, options.auth);
}

/**
 * Reads an answer's `{ success, data, message?, meta? }` envelope: the typed result, or the
 * ApiError of a failure envelope or an unexpected body. Shared by `request` and `uploadWithProgress`.
 */
export function unwrapEnvelope<S extends AnswerSchema | undefined = undefined>(
  status: number,
  json: unknown,
  schema?: S,
  auth: ApiAuth = 'none',
): ApiResult<Data<S>> {
  if (status === 401 && auth !== 'none') sessionRejected?.(auth);
  const ok = status >= 200 && status < 300;
  if (!ok) throw failure(status, json);
  if (!json || typeof json !== 'object' || !('success' in json) || json.success !== true) {
    throw failure(status, json);
  }
  const envelope = json as { data?: unknown; meta?: PageMeta };
  let data: unknown = envelope.data;
  if (schema) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError({
        status,
        code: 'BAD_RESPONSE',
        ...clientFailure('http.unexpectedResponse'),
      });
    }
    data = parsed.data;
  }
  return { data: data as Data<S>, meta: envelope.meta };
}

async function dataOf<S extends AnswerSchema | undefined>(
  method: string,
  path: string,
  options?: RequestOptions<S>,
): Promise<Data<S>> {
  return (await request(method, path, options)).data;
}

/**
 * `api.get('/contact', { schema: contactSchema })` → the typed `data`.
 * `api.post('/parent/auth/request-otp', { body: { email } })`. Use `request()` for `message` and `meta`.
 */
export const api = {
  get: <S extends AnswerSchema | undefined = undefined>(path: string, options?: RequestOptions<S>) =>
    dataOf('GET', path, options),
  post: <S extends AnswerSchema | undefined = undefined>(path: string, options?: RequestOptions<S>) =>
    dataOf('POST', path, options),
  put: <S extends AnswerSchema | undefined = undefined>(path: string, options?: RequestOptions<S>) =>
    dataOf('PUT', path, options),
  patch: <S extends AnswerSchema | undefined = undefined>(path: string, options?: RequestOptions<S>) =>
    dataOf('PATCH', path, options),
  delete: <S extends AnswerSchema | undefined = undefined>(path: string, options?: RequestOptions<S>) =>
    dataOf('DELETE', path, options),
};
