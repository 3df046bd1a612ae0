import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
    setHeaders(reply, filePath) {
      // Vite fingerprints assets, so they never change under the same name.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.setHeader('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  return true;
}

export function isPageRequest(method: string, url: string) {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith('/api');
}
