import type { CentreOption } from '@cic/contract';
import { useEffect, useState } from 'react';
import { getCentres } from '@/lib/centre-options';
import { retryDelay, shouldRetry } from '@/lib/retry';

export type CentreList =
  | { isPending: true; data: undefined; isError: false; error: null }
  | { isPending: false; data: CentreOption[]; isError: false; error: null }
  | { isPending: false; data: undefined; isError: true; error: Error };

const pending: CentreList = { isPending: true, data: undefined, isError: false, error: null };

/**
 * The centres of the teacher sign-in's select, fetched once per visit and retried as the app's
 * queries are (lib/retry.ts): the page draws without TanStack Query (decision 055).
 */
export function useCentreList(): CentreList {
  const [list, setList] = useState<CentreList>(pending);
  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    const attempt = (failures: number) => {
      getCentres(controller.signal).then(
        (data) => setList({ isPending: false, data, isError: false, error: null }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (shouldRetry(failures, error)) {
            timer = window.setTimeout(() => attempt(failures + 1), retryDelay(failures));
            return;
          }
          const failure = error instanceof Error ? error : new Error(String(error));
          setList({ isPending: false, data: undefined, isError: true, error: failure });
        },
      );
    };
    attempt(0);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, []);
  return list;
}
