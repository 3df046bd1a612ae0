import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const indexHtml = `<!doctype html><html><head><title>CIC Connect</title></head><body>${'<p>page</p>'.repeat(50)}</body></html>`;
const entryScript = `export const app = ${JSON.stringify('react '.repeat(500))};`;
const hashedScript = '/assets/index-Ab3_x-9Z.js';

/** A build like `npm run build` leaves it: hashed assets, public files, br and gzip copies. */
async function writeBuiltWebApp(dist: string) {
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': indexHtml,
    [hashedScript.slice(1)]: entryScript,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'sw.js': `const version = 'build-1';\n${'// worker\n'.repeat(40)}`,
  };
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(dist, name), text);
    await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(text));
    await writeFile(path.join(dist, `${name}.gz`), gzipSync(text));
  }
}

describe('web app delivery', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'cic-web-dist-'));
    await writeBuiltWebApp(dist);
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli copy of a hashed asset, cached for a year as immutable', async () => {
    const response = await get(hashedScript, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(entryScript);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one without either', async () => {
    const gzipped = await get(hashedScript, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(entryScript);

    const plain = await get(hashedScript);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(entryScript);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has index.html revalidated, at / and at a deep link of the router', async () => {
    for (const url of ['/', '/index.html', '/parent/children', '/app/admin/checkins?date=2026-11-23']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('has the service worker revalidated, so a release installs its new version at once', async () => {
    const response = await get('/sw.js', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('keeps files without a hash (favicon, og-image) for a day', async () => {
    const response = await get('/favicon.svg', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers a missing asset or a compressed copy by name with a 404, not the page', async () => {
    for (const url of ['/assets/index-Old12345.js', `${hashedScript}.br`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
