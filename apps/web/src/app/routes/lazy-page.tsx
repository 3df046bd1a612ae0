import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * A page from a chunk of its own inside an area's chunk: the area's other pages never download
 * it, and the main bundle gains no import of its own (decision 026).
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, fallback: ReactNode) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyPage() {
    return (
      <Suspense fallback={fallback}>
        <Page />
      </Suspense>
    );
  };
}
