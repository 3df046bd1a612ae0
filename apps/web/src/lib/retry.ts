import { ApiError } from './api-client';

// Apart from the query client, so a page that fetches without TanStack Query retries alike (decision 055).

const maxRetries = 3;

/** Client errors (4xx) and a missing token will not change on retry; network and server errors may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  if (error instanceof Error && error.message === 'No token') return false;
  return true;
}

/** Exponential delay from 1 s up to 30 s (spec 1 §9). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}
