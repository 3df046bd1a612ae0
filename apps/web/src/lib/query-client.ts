import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: 5 * 60 * 1000,
      },
    },
  });
}

/** The one client of the app; route loaders share its cache with the components. */
export const queryClient = createQueryClient();
