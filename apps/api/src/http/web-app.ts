import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite's fingerprinted output: `assets/<name>-<8-character hash>.<ext>`. */
const hashedAsset = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+$/;

/**
 * Cache-Control of a file of the web build (decision 026). Fingerprinted assets never change under
 * their name; index.html and the service worker (sw.js) are revalidated every time so a release
 * reaches everyone at once; the other files (favicon, og-image, icons) keep their names across
 * releases, so browsers keep them for a day.
 */
export function cacheControlFor(filePath: string): string {
  const file = filePath.replace(/\.(?:br|gz)$/, '');
  if (hashedAsset.test(file)) return 'public, max-age=31536000, immutable';
  if (['index.html', 'sw.js'].includes(path.basename(file))) return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * Serves the built single-page app from the same origin as the API. Any GET that is not an
 * API call and not a file falls back to index.html so the router can draw the page.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined) {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The br and gzip copies `npm run build` writes (scripts/precompress.mjs), picked by
    // Accept-Encoding and sent in place of their file, never under their own names.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    // Off, or the plugin's `max-age=0` replaces the header set below.
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.setHeader('cache-control', cacheControlFor(filePath));
      reply.setHeader('vary', 'Accept-Encoding');
    },
  });
  return true;
}

/**
 * A GET the history fallback answers with index.html. Not API calls, and not missing assets: an
 * old chunk asked for by a tab open across a release gets a 404, not a page of HTML.
 */
export function isPageRequest(method: string, url: string) {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith('/api') && !url.startsWith('/assets/');
}
