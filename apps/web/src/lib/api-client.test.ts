import { apiRootSchema } from '@cic/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  buildUrl,
  getErrorMessage,
  onSessionRejected,
  request,
  translateMessagesWith,
} from './api-client';
import { retryDelay, shouldRetry } from './query-client';

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

/** The 400 envelope of an e-mail the server refuses. */
const invalidEmail = {
  success: false,
  code: 'VALIDATION_FAILED',
  message: 'Please enter a valid email address',
  field: 'email',
};

/** Asks for a sign-in code while the server answers with `envelope`; resolves to what the call threw. */
function requestOtpRefused(envelope: object) {
  vi.stubGlobal('fetch', respond(400, envelope));
  return api.post('/parent/auth/request-otp', { body: { email: 'x' } }).catch((e: unknown) => e);
}

describe('api client', () => {
  beforeEach(() => {
    vi.stubGlobal('document', { documentElement: { lang: 'en' }, cookie: '' });
    vi.stubGlobal('window', { location: { protocol: 'http:' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('builds URLs under /api/v2 and skips empty query values', () => {
    expect(buildUrl('/admin/checkin/center', { date: '2025-03-14', sortField: undefined, page: 2 })).toBe(
      '/api/v2/admin/checkin/center?date=2025-03-14&page=2',
    );
    expect(buildUrl('/')).toBe('/api/v2');
  });

  it('unwraps the success envelope and validates with the schema', async () => {
    const fetch = respond(200, { success: true, data: { name: 'api', version: '1.2.3' } });
    vi.stubGlobal('fetch', fetch);
    await expect(api.get('/', { schema: apiRootSchema })).resolves.toEqual({ name: 'api', version: '1.2.3' });
    expect(fetch).toHaveBeenCalledWith('/api/v2', expect.objectContaining({ method: 'GET' }));
  });

  it("gives a page a success answer's data, never the server's message: the page says its own (issue 27)", async () => {
    vi.stubGlobal(
      'fetch',
      respond(201, {
        success: true,
        data: { id: 'c1' },
        message: 'Checked in successfully',
        messageCode: 'success.checkedIn',
      }),
    );
    const result = await request('POST', '/center/students/s1/check-in', { auth: 'none' });
    expect(result).toEqual({ data: { id: 'c1' }, meta: undefined });
    expect(Object.keys(result)).not.toContain('message');
    expect(Object.keys(result)).not.toContain('messageCode');
  });

  it('throws an ApiError with the envelope fields', async () => {
    const error = await requestOtpRefused({
      ...invalidEmail,
      issues: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid email address',
      field: 'email',
    });
  });

  it('validates with a schema that is still loading (a lazy import)', async () => {
    vi.stubGlobal('fetch', respond(200, { success: true, data: { name: 'api' } }));
    const error = await api.get('/', { schema: Promise.resolve(apiRootSchema) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_RESPONSE', message: 'Unexpected response from the server' });
  });

  it('does not take a failure body with an unknown code for the envelope', async () => {
    vi.stubGlobal('fetch', respond(502, { success: false, code: 'TEAPOT', message: 'Bad gateway' }));
    const error = await api.get('/contact').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL', message: 'Bad gateway', issues: [] });
  });

  it("refuses an authenticated call without its token before any fetch ('No token')", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(api.get('/parent/auth', { auth: 'parent' })).rejects.toThrow('No token');
    await expect(api.get('/auth', { auth: 'staff' })).rejects.toThrow('No token');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the right bearer token for each session', async () => {
    vi.stubGlobal('document', {
      documentElement: { lang: 'en' },
      cookie: 'token=staff-1; parent_token=parent-1',
    });
    const fetch = respond(200, { success: true, data: null });
    vi.stubGlobal('fetch', fetch);
    await api.get('/parent/auth', { auth: 'parent' });
    await api.get('/auth', { auth: 'staff' });
    await api.get('/contact');
    const headers = fetch.mock.calls.map(
      (call) => (call as unknown[])[1] as { headers: Record<string, string> },
    );
    expect(headers[0]?.headers.Authorization).toBe('Bearer parent-1');
    expect(headers[1]?.headers.Authorization).toBe('Bearer staff-1');
    expect(headers[2]?.headers.Authorization).toBeUndefined();
    // The page's language (<html lang>) goes with every call.
    expect(headers.map((call) => call?.headers['Accept-Language'])).toEqual(['en', 'en', 'en']);
  });

  it("sends the page's language, so the server answers and e-mails in it", async () => {
    vi.stubGlobal('document', { cookie: '', documentElement: { lang: 'ms' } });
    const fetch = respond(200, { success: true, data: null });
    vi.stubGlobal('fetch', fetch);
    await api.get('/contact');
    const [, init] = fetch.mock.calls[0] as unknown as [string, { headers: Record<string, string> }];
    expect(init.headers['Accept-Language']).toBe('ms');
  });

  it('tells the app when the server refuses a session, not when a public call answers 401', async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'en' }, cookie: 'token=staff-1' });
    vi.stubGlobal(
      'fetch',
      respond(401, { success: false, code: 'UNAUTHENTICATED', message: 'Please sign in.' }),
    );
    const rejected = vi.fn();
    onSessionRejected(rejected);
    await expect(api.post('/center/login', { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(rejected).not.toHaveBeenCalled();
    await expect(api.get('/auth', { auth: 'staff' })).rejects.toMatchObject({ status: 401 });
    expect(rejected).toHaveBeenCalledWith('staff');
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Unable to reach the server. Please check your connection and try again.',
    });
  });

  it("names the client's own failures by message code, so they show in the page's language", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/')).rejects.toMatchObject({ messageCode: 'http.network' });
    vi.stubGlobal('fetch', respond(502, '<html>Bad gateway</html>'));
    await expect(api.get('/')).rejects.toMatchObject({
      code: 'INTERNAL',
      messageCode: 'common.somethingWentWrong',
    });
  });
});

describe('query defaults', () => {
  it('retries up to 3 times, not for client errors', () => {
    const offline = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' });
    const rejected = new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'no' });
    expect(shouldRetry(0, offline)).toBe(true);
    expect(shouldRetry(2, offline)).toBe(true);
    expect(shouldRetry(3, offline)).toBe(false);
    expect(shouldRetry(0, rejected)).toBe(false);
    expect(shouldRetry(0, new Error('No token'))).toBe(false);
  });

  it('waits 1 s doubling up to 30 s', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(4)).toBe(16_000);
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(10)).toBe(30_000);
  });

  it('shows the English message without i18n, and the catalogue text for a messageCode it knows', async () => {
    const error = await requestOtpRefused({
      ...invalidEmail,
      messageCode: 'auth.emailInvalid',
      issues: [
        { path: 'email', message: 'Please enter a valid email address', messageCode: 'auth.emailInvalid' },
      ],
    });
    expect(error).toMatchObject({
      messageCode: 'auth.emailInvalid',
      issues: [{ messageCode: 'auth.emailInvalid' }],
    });
    expect(getErrorMessage(error)).toBe('Please enter a valid email address');
    expect(getErrorMessage(undefined)).toBe('Something went wrong');
    const malay: Record<string, string> = {
      'auth.emailInvalid': 'Sila masukkan alamat e-mel yang sah',
      'common.somethingWentWrong': 'Maaf, ada masalah',
      'success.otpSent': 'OTP berjaya dihantar',
    };
    translateMessagesWith((key) => malay[key]);
    try {
      expect(getErrorMessage(error)).toBe('Sila masukkan alamat e-mel yang sah');
      expect(getErrorMessage(undefined)).toBe('Maaf, ada masalah');
      expect(
        getErrorMessage(
          new ApiError({ status: 409, code: 'CONFLICT', message: 'Plain text', messageCode: 'x.unknown' }),
        ),
      ).toBe('Plain text');
      // A page that shows the error's own message reads it in the page's language too.
      const again = await api
        .post('/parent/auth/request-otp', { body: { email: 'x' } })
        .catch((e: unknown) => e);
      expect(again).toMatchObject({
        message: 'Sila masukkan alamat e-mel yang sah',
        issues: [{ message: 'Sila masukkan alamat e-mel yang sah' }],
      });
    } finally {
      translateMessagesWith(() => undefined);
    }
  });
});
