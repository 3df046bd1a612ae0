import { messageText } from '@cic/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addChild } from '../../test/centre-day-fixture';
import { multipartBody } from '../../test/multipart-body';
import { listenLocally, type RawAnswer, sendRaw } from '../../test/raw-http';
import { createCentre, signInAs } from '../../test/sign-in';
import { requestTimeouts } from './request-timeouts';

/** The envelope with its English message and the key it came from, on a connection the server closed. */
function expectRawRefusal(answer: RawAnswer | null, status: number, code: string, messageCode: string) {
  expect(answer?.status).toBe(status);
  expect(answer?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer?.body ?? '')).toEqual({
    success: false,
    code,
    message: messageText(messageCode),
    messageCode,
  });
}

// Short enough to wait for: a connection silent for 0.5 s, a request not whole after 3 s.
const testTimeouts = { wholeRequestMs: 3000, headersMs: 3000, idleMs: 500, checkEveryMs: 100 };

describe('the edge of the HTTP server', () => {
  let t: TestApp;
  let port: number;
  let checkInPath: string;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({ timeouts: testTimeouts });
    port = await listenLocally(t.app);
    const centre = await createCentre(t.ctx);
    const child = await addChild(t.ctx, centre.id, 'Aisyah');
    checkInPath = `/api/v2/center/students/${child.id}/check-in`;
    ({ token } = await signInAs(t.ctx, 'teacher', { centreId: centre.id }));
  });
  afterAll(() => t.close());

  const head = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;

  it.each([
    ['an unknown method', head(['FOO /api/v2 HTTP/1.1', 'Host: localhost'])],
    [
      'a control character in a header',
      head(['GET /api/v2 HTTP/1.1', 'Host: localhost', 'X-Note: a\u0001b']),
    ],
    [
      'a Content-Length that is not a number',
      head(['POST /api/v2/auth HTTP/1.1', 'Host: localhost', 'Content-Length: abc']),
    ],
    [
      'both Transfer-Encoding and Content-Length',
      head([
        'POST /api/v2/auth HTTP/1.1',
        'Host: localhost',
        'Transfer-Encoding: chunked',
        'Content-Length: 5',
      ]),
    ],
  ])('answers %s that the HTTP parser refuses with the 400 envelope', async (_case, request) => {
    expectRawRefusal(await sendRaw(port, [request]), 400, 'VALIDATION_FAILED', 'http.requestMalformed');
  });

  it('answers 20 KB of headers with the 431 envelope', async () => {
    const request = head(['GET /api/v2 HTTP/1.1', 'Host: localhost', `X-Padding: ${'a'.repeat(20 * 1024)}`]);
    expectRawRefusal(await sendRaw(port, [request]), 431, 'HEADERS_TOO_LARGE', 'http.headersTooLarge');
  });

  it('refuses a check-in declaring 10 GB at once with 413, before any body arrives', async () => {
    const request = head([
      `POST ${checkInPath} HTTP/1.1`,
      'Host: localhost',
      `Authorization: Bearer ${token}`,
      'Content-Type: multipart/form-data; boundary=x',
      `Content-Length: ${10 * 1024 ** 3}`,
    ]);
    const answer = await sendRaw(port, [request], { waitMs: 2000 });
    expectRawRefusal(answer, 413, 'PAYLOAD_TOO_LARGE', 'http.requestTooLarge');
  });

  async function checkInRequest() {
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c87828' } })
      .jpeg()
      .toBuffer();
    const body = await multipartBody(
      {
        status: 'CHECKIN',
        temperature: '36.8',
        note: '',
        schoolPackage: '',
        timestamp: new Date().toISOString(),
      },
      [{ field: 'image', bytes: photo, type: 'image/jpeg', name: 'photo.jpg' }],
    );
    const requestHead = head([
      `POST ${checkInPath} HTTP/1.1`,
      'Host: localhost',
      `Authorization: Bearer ${token}`,
      `Content-Type: ${body.headers['content-type']}`,
      `Content-Length: ${body.payload.length}`,
      'Connection: close',
    ]);
    return { requestHead, payload: body.payload };
  }

  /** The body cut into `count` pieces. */
  function pieces(payload: Buffer, count: number): Buffer[] {
    const size = Math.ceil(payload.length / count);
    return Array.from({ length: count }, (_, index) => payload.subarray(index * size, (index + 1) * size));
  }

  it('answers a check-in whose body stalls with the 408 envelope once the connection is idle', async () => {
    const { requestHead, payload } = await checkInRequest();
    const answer = await sendRaw(port, [requestHead, payload.subarray(0, 200)], { waitMs: 2500 });
    expectRawRefusal(answer, 408, 'REQUEST_TIMEOUT', 'http.requestTimedOut');
    expect(answer?.afterMs).toBeLessThan(testTimeouts.wholeRequestMs);
  });

  it('answers a body that keeps trickling with the 408 envelope at the whole-request limit', async () => {
    const { requestHead, payload } = await checkInRequest();
    const answer = await sendRaw(port, [requestHead, ...pieces(payload, 40)], { gapMs: 150, waitMs: 6000 });
    expectRawRefusal(answer, 408, 'REQUEST_TIMEOUT', 'http.requestTimedOut');
    expect(answer?.afterMs).toBeGreaterThanOrEqual(testTimeouts.wholeRequestMs);
  });

  it('records a check-in whose photo arrives slowly but steadily within the limits', async () => {
    const { requestHead, payload } = await checkInRequest();
    const answer = await sendRaw(port, [requestHead, ...pieces(payload, 8)], { gapMs: 150, waitMs: 5000 });
    expect(answer?.status).toBe(201);
  });
});

describe('the server timeouts', () => {
  it('are set on the server: the whole request, its headers, an idle connection', async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.server.requestTimeout).toBe(requestTimeouts.wholeRequestMs);
      expect(t.app.server.headersTimeout).toBe(requestTimeouts.headersMs);
      expect(t.app.server.timeout).toBe(requestTimeouts.idleMs);
      expect(requestTimeouts.headersMs).toBeLessThanOrEqual(requestTimeouts.wholeRequestMs);
    } finally {
      await t.close();
    }
  });
});
