import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { localFileRoutes } from './local-file-route';
import { LocalStorage } from './storage-local';

/** A server that compiles the route's zod schemas as the app does (app.ts). */
function zodFastify() {
  const server = Fastify();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  return server;
}

describe('GET /api/files/*', () => {
  let dataDir: string;
  let storage: LocalStorage;
  let app: FastifyInstance;
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cic-files-'));
    storage = new LocalStorage({ dataDir, publicUrl: 'http://localhost:3000', secretKey: 'q'.repeat(40) });
    await storage.put('check-ins/2026/photo.jpg', bytes, 'image/jpeg');
    app = zodFastify();
    await app.register(localFileRoutes, { storage });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  function pathOf(url: string): string {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  }

  it('serves the bytes of a valid link with its content type and caching headers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: pathOf(await storage.signedUrl('check-ins/2026/photo.jpg', 120)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(bytes);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(115);
    expect(maxAge).toBeLessThanOrEqual(120);
  });

  it('saves a document link under its name, and refuses the link renamed (issue 40)', async () => {
    const url = pathOf(await storage.downloadUrl('check-ins/2026/photo.jpg', 120, 'INV-2026-000030.pdf'));
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="INV-2026-000030.pdf"');

    const renamed = await app.inject({
      method: 'GET',
      url: url.replace('INV-2026-000030', 'INV-2026-000031'),
    });
    expect(renamed.statusCode).toBe(403);
    const dropped = await app.inject({ method: 'GET', url: url.replace(/&download=[^&]+/, '') });
    expect(dropped.statusCode).toBe(403);
    const quoted = await app.inject({ method: 'GET', url: url.replace('INV-2026-000030.pdf', 'a%22b.pdf') });
    expect(quoted.statusCode).toBe(403);
  });

  it('names no download for a photo link', async () => {
    const response = await app.inject({
      method: 'GET',
      url: pathOf(await storage.signedUrl('check-ins/2026/photo.jpg', 120)),
    });
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('is marked public for the auth layer', async () => {
    let access: unknown;
    const probe = zodFastify();
    probe.addHook('onRoute', (route) => {
      access = (route.config as { access?: unknown } | undefined)?.access;
    });
    await probe.register(localFileRoutes, { storage });
    await probe.ready();
    await probe.close();
    expect(access).toBe('public');
  });

  it('answers 403 with the envelope for a tampered signature', async () => {
    const url = new URL(await storage.signedUrl('check-ins/2026/photo.jpg', 120));
    const signature = url.searchParams.get('signature') ?? '';
    url.searchParams.set('signature', (signature[0] === '0' ? '1' : '0') + signature.slice(1));
    const response = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expectRefusal(response, 403, {
      code: 'FORBIDDEN',
      message: 'This link has expired or is not valid.',
    });
  });

  it('answers 403 for a link used on another key', async () => {
    const url = new URL(await storage.signedUrl('check-ins/2026/photo.jpg', 120));
    const response = await app.inject({
      method: 'GET',
      url: `/api/files/check-ins/2026/other.jpg${url.search}`,
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 403 for an expired link', async () => {
    const url = await storage.signedUrl('check-ins/2026/photo.jpg', 60, Date.now() - 120_000);
    const response = await app.inject({ method: 'GET', url: pathOf(url) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('answers 403 without a signature', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/files/check-ins/2026/photo.jpg' });
    expect(response.statusCode).toBe(403);
  });

  it('answers 403 for path traversal attempts', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/files/..%2F..%2Fsecret-key?expires=9999999999&signature=${'0'.repeat(64)}`,
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 with the envelope when a validly signed file is missing', async () => {
    const response = await app.inject({
      method: 'GET',
      url: pathOf(await storage.signedUrl('check-ins/gone.jpg', 60)),
    });
    expectRefusal(response, 404, {
      code: 'NOT_FOUND',
      message: 'This file was not found.',
    });
  });
});
