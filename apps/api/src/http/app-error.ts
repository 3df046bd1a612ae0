import { type ErrorCode, errorStatus } from '@cic/contract';

/** An expected failure: becomes the API envelope `{ success: false, code, message, field? }`. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }
}
