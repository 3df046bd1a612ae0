import { connect } from 'node:net';
import type { App } from '../src/app';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string; afterMs: number };

/** Starts the app on a free local port (`app.inject` skips Node's HTTP parser and its timeouts). */
export async function listenLocally(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no port');
  return address.port;
}

/**
 * Writes raw bytes to the server, the chunks `gapMs` apart, and reads until the server closes the
 * connection or `waitMs` passes. The answer is null when nothing came back in time.
 */
export function sendRaw(
  port: number,
  chunks: (string | Buffer)[],
  options: { gapMs?: number; waitMs?: number } = {},
): Promise<RawAnswer | null> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let answeredAt = 0;
    const timers: NodeJS.Timeout[] = [];
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      for (const timer of timers) clearTimeout(timer);
      socket.destroy();
      resolve(received.length > 0 ? parseAnswer(Buffer.concat(received), answeredAt - started) : null);
    };
    socket.on('data', (data) => {
      answeredAt ||= Date.now();
      received.push(data);
    });
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while chunks are still being written: the answer already read counts.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    chunks.forEach((chunk, index) => {
      timers.push(
        setTimeout(
          () => {
            if (!socket.destroyed) socket.write(chunk);
          },
          index * (options.gapMs ?? 0),
        ),
      );
    });
    timers.push(setTimeout(finish, options.waitMs ?? 3000));
  });
}

function parseAnswer(bytes: Buffer, afterMs: number): RawAnswer {
  const text = bytes.toString('utf8');
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n'), afterMs };
}
