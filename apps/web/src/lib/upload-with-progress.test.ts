import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { uploadWithProgress } from './upload-with-progress';

type Listener = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/** A stand-in for XMLHttpRequest that answers with `status` and `body` once sent. */
class FakeXhr {
  static answer: { status: number; body: string } | 'network-error' = { status: 200, body: '' };
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: Listener; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.sent = body;
    const answer = FakeXhr.answer;
    queueMicrotask(() => {
      if (answer === 'network-error') {
        this.onerror?.();
        return;
      }
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
      this.upload.onload?.();
      this.status = answer.status;
      this.responseText = answer.body;
      this.onload?.();
    });
  }
}

const created = z.object({ id: z.string() });

describe('uploadWithProgress', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('document', { documentElement: { lang: 'en' }, cookie: 'token=staff-1' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = null;
  });

  it('posts the form under /api/v2 with the staff token and reports progress', async () => {
    FakeXhr.answer = {
      status: 201,
      body: JSON.stringify({ success: true, data: { id: 'c1' }, message: 'Checked in successfully' }),
    };
    const progress: number[] = [];
    const body = new FormData();
    body.set('status', 'CHECKIN');
    const result = await uploadWithProgress('/center/students/s1/check-in', {
      body,
      schema: created,
      onProgress: (fraction) => progress.push(fraction),
    });
    // Issue 27: the server's success message never reaches the page, which says its own.
    expect(result).toEqual({ data: { id: 'c1' }, meta: undefined });
    expect(progress).toEqual([0.25, 1, 1]);
    expect(FakeXhr.last?.method).toBe('POST');
    expect(FakeXhr.last?.url).toBe('/api/v2/center/students/s1/check-in');
    expect(FakeXhr.last?.headers.Authorization).toBe('Bearer staff-1');
    expect(FakeXhr.last?.sent).toBe(body);
  });

  it("rejects with the server's message and field", async () => {
    FakeXhr.answer = {
      status: 400,
      body: JSON.stringify({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Body temperature must be between 35°C and 42°C',
        field: 'temperature',
      }),
    };
    const error = await uploadWithProgress('/x', { body: new FormData() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Body temperature must be between 35°C and 42°C',
      field: 'temperature',
    });
  });

  it('reports a dropped connection as a network error', async () => {
    FakeXhr.answer = 'network-error';
    await expect(uploadWithProgress('/x', { body: new FormData() })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it("refuses to send without the session's token ('No token')", async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'en' }, cookie: '' });
    await expect(uploadWithProgress('/x', { body: new FormData() })).rejects.toThrow('No token');
    expect(FakeXhr.last).toBeNull();
  });
});
