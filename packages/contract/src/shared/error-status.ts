/**
 * Error codes of the API envelope and the HTTP status each one travels with. Kept apart from the
 * envelope's schemas so the web's API client, on every page, reads them without loading zod.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** A feature switched off by an admin (registration, activities): the server refuses it too. */
  FEATURE_DISABLED: 403,
  NOT_FOUND: 404,
  /** The address exists but not with this method; `Allow` lists the methods it takes. */
  METHOD_NOT_ALLOWED: 405,
  /** The request did not arrive in time: its body stalled or trickled (the server's timeouts). */
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  /** The request's headers are larger than the server reads (16 KiB). */
  HEADERS_TOO_LARGE: 431,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];
