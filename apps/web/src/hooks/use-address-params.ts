import {
  createSearchParams,
  type NavigateOptions,
  type URLSearchParamsInit,
  useNavigate,
  useSearchParams,
} from 'react-router';

/** The address changes asked for and not yet made: each waits for the one before it. */
let addressChanges: Promise<unknown> = Promise.resolve();

/**
 * The address bar's query parameters, and a change to them made from the address as it is once the
 * changes before it are made. React Router hands an update function the parameters of the last
 * render, and a navigation started while another is under way cancels it, so a paused search
 * arriving just after a new date or sort would otherwise put back what the other had replaced, or
 * be lost. The product's router is the browser's, so `window.location` is the address.
 */
export function useAddressParams() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const update = (change: (live: URLSearchParams) => URLSearchParamsInit, options?: NavigateOptions) => {
    addressChanges = addressChanges
      .then(() => {
        const next = createSearchParams(change(new URLSearchParams(window.location.search)));
        return navigate(`?${next}`, options);
      })
      .catch(() => undefined);
  };
  return { params, update };
}

/** `from` with `changes` applied: a value sets a parameter, undefined removes it. */
export function withParams(from: URLSearchParams, changes: Record<string, string | undefined>) {
  const next = new URLSearchParams(from);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
