import type { ReactNode } from 'react';

/** A page's content that could not load, in place of it: why, and the way on (a retry, a link back). */
export function LoadFailurePanel({ message, children }: { message: ReactNode; children: ReactNode }) {
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-3 rounded-xl border border-zinc-200 bg-white p-8 text-center text-sm"
    >
      <p className="text-zinc-700">{message}</p>
      {children}
    </div>
  );
}
