import {
  type ErrorCode,
  errorStatus,
  isMessageKey,
  type MessageParams,
  type MessageRef,
  messageText,
  parseMessageRef,
} from '@cic/contract';

/** The envelope's `messageCode` and `params` for a message key (decision 056); nothing for other text. */
export function messageFields(
  keyOrText: string,
  params?: MessageParams,
): { messageCode?: string; params?: MessageParams } {
  const ref = isMessageKey(keyOrText) ? parseMessageRef(keyOrText) : null;
  if (!ref) return {};
  const merged = { ...ref.params, ...params };
  return { messageCode: ref.key, ...(Object.keys(merged).length > 0 ? { params: merged } : {}) };
}

/**
 * An expected failure: becomes the API envelope `{ success: false, code, message, messageCode,
 * params?, field? }`. It takes a message key only (decision 056, issue 27): `message` is its
 * English text, as every client has read it, and `messageCode` the key the web shows in the
 * reader's language.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messageCode: string | undefined;
  readonly params: MessageParams | undefined;
  constructor(
    readonly code: ErrorCode,
    key: MessageRef,
    readonly field?: string,
    params?: MessageParams,
  ) {
    super(messageText(key, 'en', params));
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
    const fields = messageFields(key, params);
    this.messageCode = fields.messageCode;
    this.params = fields.params;
  }
}
