import { message } from '@cic/contract';
import { AppError } from '../http/app-error';

/** The one answer for a centre id that names no centre, whichever admin page asked. */
export const centreNotFound = () => new AppError('NOT_FOUND', message('centre.notFound'));
