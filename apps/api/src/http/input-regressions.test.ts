import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { multipartBody } from '../../test/multipart-body';
import { expectRefusal } from '../../test/refusal';
import { bearer, createCentre, signInAs } from '../../test/sign-in';
import { auditLog, managers, notes } from '../db/schema/index';

/** The inputs that once answered 500 or stalled the server (issue 10), one test each. */
describe('input rules at the edge', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  let centre: { id: string };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });
    centre = await createCentre(t.ctx);
  });
  afterAll(() => t.close());

  // Before the range rule, year 99 built a calendar of about 700,000 days (20–60 s): refused by the
  // schema now, before any query, so the test's own timeout is the only clock needed.
  it('answers a calendar for year 99, year 0 or year 99999 with 400 at once', async () => {
    for (const date of ['0099-06-15', '0000-01-01', '99999-01-01', '2101-01-01', '1899-12-31']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/admin/checkin/center/${centre.id}/calendar?date=${date}`,
        headers: bearer(admin.token),
      });
      expect(response.statusCode, date).toBe(400);
      expect(response.json(), date).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        field: 'date',
      });
    }
  });

  it('refuses a NUL in the centre login id with 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/center/login',
      payload: { id: `${centre.id}\u0000`, password: 'centre-pass-1' },
    });
    expectRefusal(response, 400, {
      code: 'VALIDATION_FAILED',
      message: 'This text contains characters that are not allowed.',
      field: 'id',
    });
  });

  it('refuses a lone surrogate in a note or a teacher name and writes nothing, audit included', async () => {
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/v2/admin/checkin/center/${centre.id}/notes`,
      headers: bearer(admin.token),
      payload: { text: 'Fire drill \uD83D', date: '2026-03-10' },
    });
    expect(note.statusCode).toBe(400);
    expect(note.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'text' });

    const teacher = await t.app.inject({
      method: 'POST',
      url: `/api/v2/admin/checkin/center/${centre.id}/manager`,
      headers: bearer(admin.token),
      payload: { name: 'Aina \uDE00Sofia' },
    });
    expect(teacher.statusCode).toBe(400);
    expect(teacher.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'name' });

    expect(await t.ctx.db.select().from(notes)).toEqual([]);
    expect(await t.ctx.db.select().from(managers)).toEqual([]);
    expect(await t.ctx.db.select().from(auditLog)).toEqual([]);
  });

  /** Posts a check-in form for an unknown child as a new teacher of the centre: only the form is judged. */
  async function postCheckIn(fields: Record<string, string>) {
    const teacher = await signInAs(t.ctx, 'teacher', { centreId: centre.id });
    const form = await multipartBody(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/v2/center/students/00000000-0000-4000-8000-000000000000/check-in',
      headers: { ...form.headers, ...bearer(teacher.token) },
      payload: form.payload,
    });
  }

  it('refuses a hexadecimal temperature with the temperature field', async () => {
    const response = await postCheckIn({
      temperature: '0x24',
      status: 'CHECKIN',
      timestamp: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Body temperature must be between 35°C and 42°C',
      field: 'temperature',
    });
  });

  it('refuses a NUL in a multipart check-in field with that field', async () => {
    const response = await postCheckIn({ temperature: '36.5', status: 'CHECKIN', note: 'a\u0000b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'note' });
  });

  it('reads page numbers as decimals only', async () => {
    const users = await signInAs(t.ctx, 'admin', { modules: ['USER'] });
    for (const page of ['0x10', '1e3', 'Infinity', '%205']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/admin/users/parents?page=${page}`,
        headers: bearer(users.token),
      });
      expect(response.statusCode, page).toBe(400);
      expect(response.json(), page).toMatchObject({ code: 'VALIDATION_FAILED', field: 'page' });
    }
  });

  it('answers a malformed URL and an over-long path parameter with the envelope', async () => {
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/v2/center/%E0%A4%A' });
    expectRefusal(badUrl, 400, {
      code: 'VALIDATION_FAILED',
      message: 'This address is not valid.',
    });
    const longParam = await t.app.inject({
      method: 'GET',
      url: `/api/v2/center/${'a'.repeat(500)}/packages`,
    });
    expect(longParam.statusCode).toBe(400);
    expect(longParam.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('treats an authorization header with NUL, a lone surrogate or 10,000 characters as no token', async () => {
    for (const value of ['Bearer a\u0000b', 'Bearer \uD800', `Bearer ${'a'.repeat(10_000)}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v2/auth',
        headers: { authorization: value },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });
});
