import http from 'node:http';

/** One open `GET …/messages/stream` as a phone or the centre's tablet holds it. */
export type MessageStreamClient = {
  /** Resolves at the stream's `ready` event: from then on it hears every new message. */
  ready: Promise<void>;
  /** Resolves when a `message` event names `threadId`. */
  messageIn(threadId: string): Promise<void>;
  close(): void;
};

/**
 * Opens a stream on a connection of its own (the answer says `Connection: close`) and reads its
 * server-sent events as they come; any other answer than 200, or an end before `ready`, rejects.
 */
export function openMessageStream(origin: string, path: string, token: string): MessageStreamClient {
  const waiting = new Map<string, () => void>();
  let request: http.ClientRequest | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    const base = new URL(origin);
    request = http.get(
      {
        host: base.hostname,
        port: base.port,
        path,
        agent: false,
        headers: { authorization: `Bearer ${token}` },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`${path}: HTTP ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let pending = '';
        response.on('data', (chunk: string) => {
          pending += chunk;
          const events = pending.split('\n\n');
          pending = events.pop() ?? '';
          for (const event of events) {
            const name = /^event: (.*)$/m.exec(event)?.[1];
            if (name === 'ready') resolve();
            if (name !== 'message') continue;
            const { threadId } = JSON.parse(/^data: (.*)$/m.exec(event)?.[1] ?? '{}') as {
              threadId?: string;
            };
            if (threadId) waiting.get(threadId)?.();
          }
        });
        response.on('error', reject);
        response.on('end', () => reject(new Error(`${path}: the stream ended before it was ready`)));
      },
    );
    request.on('error', reject);
  });
  return {
    ready,
    messageIn: (threadId) =>
      new Promise<void>((resolve) => {
        waiting.set(threadId, () => {
          waiting.delete(threadId);
          resolve();
        });
      }),
    close: () => request?.destroy(),
  };
}
