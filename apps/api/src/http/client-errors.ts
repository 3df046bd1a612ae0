import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, type ErrorEnvelope, errorStatus, type MessageKey, messageText } from '@cic/contract';
import type { FastifyInstance } from 'fastify';
import { messageFields } from './app-error';

type RawFailure = { code: ErrorCode; message: MessageKey };

const malformed: RawFailure = { code: 'VALIDATION_FAILED', message: 'http.requestMalformed' };
const timedOut: RawFailure = { code: 'REQUEST_TIMEOUT', message: 'http.requestTimedOut' };

/** Node's parser and timeout errors that have an answer of their own; any other is a malformed request. */
const rawFailures: Record<string, RawFailure> = {
  HPE_HEADER_OVERFLOW: { code: 'HEADERS_TOO_LARGE', message: 'http.headersTooLarge' },
  // Node's headers and whole-request timeouts both raise this code.
  ERR_HTTP_REQUEST_TIMEOUT: timedOut,
};

/** Node's own check before it answers a client error: the socket's current answer, if one began. */
type HttpSocket = Socket & { _httpMessage?: { headersSent: boolean } | null };

/**
 * Writes the error envelope straight to the socket and closes it: for requests no Fastify
 * request exists for (the parser refused them) or whose body stopped arriving. Nothing is
 * written once an answer has started on the socket.
 */
function answerOnSocket(socket: HttpSocket, failure: RawFailure) {
  if (socket.writable && !socket._httpMessage?.headersSent) {
    const status = errorStatus[failure.code];
    const envelope: ErrorEnvelope = {
      success: false,
      code: failure.code,
      message: messageText(failure.message),
      ...messageFields(failure.message),
    };
    const body = JSON.stringify(envelope);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

/** The answer to a stalled body: the same as Node's whole-request timeout. */
export function answerStalledRequest(socket: Socket) {
  answerOnSocket(socket, timedOut);
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (an unknown method, a
 * control character in a header, a bad `Content-Length`, both `Transfer-Encoding` and
 * `Content-Length`) answers 400, headers past Node's 16 KiB 431, a request that did not arrive
 * within the request timeout 408, each with the envelope. Only the error's code is logged: the
 * error carries the raw bytes read, which may hold a token.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A reset or closed connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ code: error.code }, 'client error');
  answerOnSocket(socket, (error.code && rawFailures[error.code]) || malformed);
}
