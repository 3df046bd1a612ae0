import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * A stream ends after this long and its client reconnects at once: the session is resolved again,
 * so a revoked one stops receiving within minutes, and a reader's families are read anew.
 */
const longestStreamMs = 5 * 60_000;
/** How soon a client reconnects after the stream ends or drops (the `retry` field). */
const reconnectMs = 3_000;

export type EventStream = {
  /** Sends one event; `data` is JSON-encoded on one line. */
  send(event: string, data: unknown): void;
  end(): void;
};

/**
 * A server-sent events answer (text/event-stream), its headers sent at once. `open` is then called
 * with the stream and returns what to do when it ends, however it ends (the client left, the time
 * ran out, or the server ended it); once it has, a `ready` event tells the client that nothing sent
 * from then on is missed, so it reads again what came before. A failed `open` ends the stream (the
 * client tries again).
 */
export function eventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  open: (stream: EventStream) => Promise<() => void>,
) {
  const body = new PassThrough();
  const stream: EventStream = {
    send: (event, data) => {
      if (!body.writableEnded) body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end: () => body.end(),
  };
  let closed: (() => void) | undefined;
  // The stream's socket may be quiet for minutes: the server's idle timeout (60 s) is not for it.
  request.raw.socket?.setTimeout(0);
  const ageLimit = setTimeout(() => body.end(), longestStreamMs);
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(ageLimit);
    closed?.();
    body.end();
  };
  request.raw.once('close', finish);
  body.once('finish', finish);
  open(stream).then(
    (close) => {
      if (done) close();
      else {
        closed = close;
        stream.send('ready', null);
      }
    },
    () => body.end(),
  );
  reply.header('content-type', 'text/event-stream; charset=utf-8');
  // Neither a browser, a CDN nor a proxy may keep or gather the events.
  reply.header('cache-control', 'no-cache, no-store, no-transform');
  reply.header('x-accel-buffering', 'no');
  // The connection was the stream's alone: once it ends, the next stream opens a new one, and a
  // closing server has nothing left to wait for.
  reply.header('connection', 'close');
  body.write(`retry: ${reconnectMs}\n: open\n\n`);
  return body;
}

/** The parts of a route row whose answer is an event stream. */
export const eventStreamAnswer = (description: string) =>
  ({ response: z.string(), file: { type: 'text/event-stream', description } }) as const;
