import { useCallback, useEffect, useRef, useState } from 'react';

type Handlers<Result> = { onSuccess?: (result: Result) => void; onError?: (error: Error) => void };

/** A call a form makes, with its pending state: `mutate(input, { onSuccess, onError })`. */
export type Action<Input, Result> = {
  mutate: (input: Input, handlers?: Handlers<Result>) => void;
  isPending: boolean;
};

/**
 * TanStack Query's `useMutation` as the sign-in pages use it, without TanStack (10 KiB they do not
 * fetch, decision 055): `mutate` keeps its identity, and the handlers do not run once the
 * component is gone.
 */
export function useAction<Input, Result>(run: (input: Input) => Promise<Result>): Action<Input, Result> {
  const [pending, setPending] = useState(0);
  const mounted = useRef(true);
  const latestRun = useRef(run);
  latestRun.current = run;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback((input: Input, handlers: Handlers<Result> = {}) => {
    setPending((count) => count + 1);
    latestRun.current(input).then(
      (result) => {
        if (!mounted.current) return;
        setPending((count) => count - 1);
        handlers.onSuccess?.(result);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setPending((count) => count - 1);
        handlers.onError?.(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }, []);

  return { mutate, isPending: pending > 0 };
}
