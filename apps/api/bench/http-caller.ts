import http from 'node:http';
import type { InjectOptions } from 'fastify';
import type { Caller } from './measure';

/**
 * `Caller` over real HTTP: a keep-alive agent with one socket per concurrent caller, as a phone
 * app or a proxy in front of the API would hold them. The body is read in full.
 */
export function createHttpCaller(baseUrl: string, concurrency: number): Caller & { close(): void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const base = new URL(baseUrl);
  return {
    inject(options: InjectOptions) {
      const payload = options.payload as Buffer | string | undefined;
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
              ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}),
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
        request.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
