import { kualaLumpurDay, message } from '@cic/contract';
import { AppError } from '../http/app-error';

/** The Kuala Lumpur day a request asks about: `date` (a real, in-range day by its schema), else today. */
export function requestedDay(date: string | undefined, now: Date): string {
  return date ?? kualaLumpurDay(now);
}

/** As `requestedDay`, refusing a day after today in Kuala Lumpur (nothing has happened yet). */
export function pastOrPresentDay(date: string | undefined, now: Date): string {
  const day = requestedDay(date, now);
  if (day > kualaLumpurDay(now)) {
    throw new AppError('VALIDATION_FAILED', message('common.dateInFuture'), 'date');
  }
  return day;
}
