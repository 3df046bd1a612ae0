import { messageText } from '@cic/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addChild } from '../../test/centre-day-fixture';
import { checkInFields } from '../../test/check-in-request';
import { multipartBody } from '../../test/multipart-body';
import { listenLocally, sendRaw } from '../../test/raw-http';
import { createCentre, signInAs } from '../../test/sign-in';

/** The check-in form as read by `readMultipartForm` (decision 086): its limits and its refusals. */
describe('a multipart form read over one buffer', () => {
  let t: TestApp;
  let port: number;
  let checkInPath: string;
  let token: string;
  let photo: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    port = await listenLocally(t.app);
    const centre = await createCentre(t.ctx);
    const child = await addChild(t.ctx, centre.id, 'Nur Iman');
    checkInPath = `/api/v2/center/students/${child.id}/check-in`;
    ({ token } = await signInAs(t.ctx, 'teacher', { centreId: centre.id }));
    photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3c8c50' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  const fields = checkInFields;

  async function post(form: Record<string, string>, rawBody?: (payload: Buffer) => Buffer) {
    const body = await multipartBody(form, [
      { field: 'image', bytes: photo, type: 'image/jpeg', name: 'photo.jpg' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: checkInPath,
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      payload: rawBody ? rawBody(body.payload) : body.payload,
    });
  }

  it('cuts a text field at 4,096 bytes, so the contract names the field that is too long', async () => {
    const answer = await post(fields({ note: 'n'.repeat(9000) }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ messageCode: 'checkIns.noteAtMost500', field: 'note' });
  });

  it.each([
    ['a field named after Object.prototype', fields({ ['__proto__']: 'x' })],
    ['eleven text fields', { ...fields(), ...Object.fromEntries([...'abcdefgh'].map((k) => [k, k])) }],
  ])('refuses %s with the 400 envelope', async (_case, form) => {
    const answer = await post(form);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: messageText('http.formUnreadable'),
      messageCode: 'http.formUnreadable',
    });
  });

  it('refuses a body cut before its closing delimiter with the 400 envelope and records nothing', async () => {
    const answer = await post(fields(), (payload) => payload.subarray(0, payload.length - 200));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ messageCode: 'http.formUnreadable' });
  });

  it('refuses a body sent without a length with 413 once it passes the route limit (21 MiB)', async () => {
    const head = [
      `POST ${checkInPath} HTTP/1.1`,
      'Host: localhost',
      `Authorization: Bearer ${token}`,
      'Content-Type: multipart/form-data; boundary=x',
      'Transfer-Encoding: chunked',
      'Connection: close',
    ].join('\r\n');
    const megabyte = Buffer.alloc(1024 * 1024, 0x61);
    const chunk = Buffer.concat([
      Buffer.from(`${megabyte.length.toString(16)}\r\n`),
      megabyte,
      Buffer.from('\r\n'),
    ]);
    const answer = await sendRaw(port, [`${head}\r\n\r\n`, ...Array.from({ length: 22 }, () => chunk)], {
      waitMs: 3000,
    });
    expect(answer?.status).toBe(413);
    expect(JSON.parse(answer?.body ?? '')).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      messageCode: 'http.requestTooLarge',
    });
  });

  it('still records a well-formed check-in', async () => {
    const answer = await post(fields());
    expect(answer.statusCode).toBe(201);
  });
});
