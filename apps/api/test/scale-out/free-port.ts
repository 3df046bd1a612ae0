import { createServer } from 'node:net';

/**
 * A loopback port nothing listens on now, for a process that must be told its port before it
 * starts (the API's PORT, HAProxy's bind line). The kernel picks it; it stays free in practice
 * because the kernel hands out ephemeral ports in turn.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
