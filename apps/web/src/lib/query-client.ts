import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from './retry';

export { retryDelay, shouldRetry };

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
