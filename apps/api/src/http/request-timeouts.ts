import type { FastifyInstance } from 'fastify';
import { answerStalledRequest } from './client-errors';

/** How long a request may take to arrive (decision 063; the numbers are in docs/security.md). */
export type RequestTimeouts = {
  /** The whole request, headers and body, from its first byte: a body that trickles is cut here. */
  wholeRequestMs: number;
  /** The headers alone (Node's `headersTimeout`, at most the whole request's). */
  headersMs: number;
  /** A connection on which nothing moves either way: a body that stalls is cut here. */
  idleMs: number;
  /** How often Node looks for requests past their time, so the answer comes up to this late. */
  checkEveryMs: number;
};

/**
 * A 2 MB photo with its thumbnail on a 2G link that carries 30 kbit/s still arrives within ten
 * minutes, and a phone that keeps sending is never idle; a connection silent for a minute is dead
 * or stalling on purpose.
 */
export const requestTimeouts: RequestTimeouts = {
  wholeRequestMs: 10 * 60_000,
  headersMs: 60_000,
  idleMs: 60_000,
  checkEveryMs: 5_000,
};

/** The timeouts as Fastify's server options. */
export function timeoutOptions(timeouts: RequestTimeouts) {
  return {
    requestTimeout: timeouts.wholeRequestMs,
    connectionTimeout: timeouts.idleMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  };
}

/**
 * A request whose body stops arriving answers 408 with the envelope when its connection goes
 * idle, instead of Node closing the connection without a word. Node raises `timeout` on a request
 * only while its body is incomplete; the listener then owns closing the socket.
 */
export function registerStalledBodyAnswer(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    request.raw.once('timeout', () => answerStalledRequest(request.raw.socket));
    done();
  });
}
