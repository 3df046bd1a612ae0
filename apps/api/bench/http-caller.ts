import http from 'node:http';
import type { InjectOptions } from 'fastify';
import type { Caller } from './measure';

/**
 * `Caller` over real HTTP: a keep-alive agent with one socket per concurrent caller, as a phone
 * app or a proxy in front of the API would hold them. The body is read in full. A payload given as
 * pieces (an array of buffers) is sent one after another, so a large shared part is never copied.
 */
export function createHttpCaller(baseUrl: string, concurrency: number): Caller & { close(): void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const base = new URL(baseUrl);
  return {
    inject(options: InjectOptions) {
      const payload = options.payload as Buffer | Buffer[] | string | undefined;
      const pieces = payload === undefined ? [] : Array.isArray(payload) ? payload : [payload];
      const length = pieces.reduce((sum, piece) => sum + Buffer.byteLength(piece), 0);
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            agent,
            host: base.hostname,
            port: base.port,
            method: options.method ?? 'GET',
            path: String(options.url),
            headers: {
              ...(options.headers as http.OutgoingHttpHeaders),
              ...(length > 0 ? { 'content-length': length } : {}),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
            );
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        for (const piece of pieces.slice(0, -1)) request.write(piece);
        request.end(pieces.at(-1));
      });
    },
    close: () => agent.destroy(),
  };
}
