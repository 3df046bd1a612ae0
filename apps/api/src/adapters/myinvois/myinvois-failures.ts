import { message } from '@cic/contract';
import { AppError } from '../../http/app-error';
import type { MyInvoisError } from './myinvois-answers';

/** MyInvois failed, timed out or kept refusing for its limit after the retries: try again later. */
export function myInvoisNotAnswering(cause?: unknown) {
  return Object.assign(new AppError('CONFLICT', message('myInvois.notAnswering')), { cause });
}

/**
 * MyInvois answered and refused: its HTTP status and its error (code, English and Malay texts,
 * the field's path, inner errors) for the caller to keep and show. No request content is in it.
 */
export class MyInvoisRefusal extends AppError {
  constructor(
    readonly status: number,
    readonly detail: MyInvoisError,
  ) {
    super('CONFLICT', message('myInvois.refused', { reason: detail.error || detail.errorCode }));
    this.name = 'MyInvoisRefusal';
  }
}
