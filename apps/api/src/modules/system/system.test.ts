import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectRefusal } from '../../../test/refusal';

describe('system routes', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => logLines.push(line) },
    });
  });
  afterAll(() => t.close());

  it.each(['/api/v2', '/api/v2/', '/api/v2/?from=readme'])(
    'GET %s gives the API name and version',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { name: 'CIC Connect API', version: '1.0.0' } });
    },
  );

  it('keeps the trailing slash significant below the root, and answers another method at the root with 405', async () => {
    expectRefusal(await t.app.inject({ method: 'GET', url: '/api/v2/contact/' }), 404, {
      code: 'NOT_FOUND',
      message: 'This address does not exist.',
    });
    const post = await t.app.inject({ method: 'POST', url: '/api/v2/' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('GET /api/health pings the database and says the job queue is off in this process', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'ok', queue: { status: 'off', oldestWaitingSeconds: null } },
    });
  });

  it('GET /api/v2/contact gives the configured contact details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/contact' });
    expect(response.json().data).toEqual({
      officeHours: { opens: '08:30', closes: '17:30' },
      email: 'care@cic.example',
      whatsapp: '+60 12-345 6789',
      hqPhone: '+60 3-1234 5678',
    });
  });

  it('answers an unknown API path with the NOT_FOUND envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/no-such-thing' });
    expectRefusal(response, 404, {
      code: 'NOT_FOUND',
      message: 'This address does not exist.',
    });
  });

  it('serves the OpenAPI document listing the routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v2', '/api/v2/auth', '/api/v2/parent/auth']),
    );
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // The signed photo links' origin (PUBLIC_URL), whatever name the page was opened by.
    expect(response.headers['content-security-policy']).toContain(
      `img-src 'self' ${new URL(t.ctx.config.publicUrl).origin} data: blob:`,
    );
  });

  it('never writes tokens, passwords or query strings into request logs', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/v2/auth?password=secret-centre-pass',
      headers: { authorization: 'Bearer very-secret-token' },
    });
    const logged = logLines.join('\n');
    expect(logged).toContain('/api/v2/auth');
    expect(logged).not.toContain('secret-centre-pass');
    expect(logged).not.toContain('very-secret-token');
  });
});
