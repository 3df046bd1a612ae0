import type { ReactNode } from 'react';

/** Content still showing the previous answer while the next one loads: dimmed and marked busy. */
export function Refreshing({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div aria-busy={busy || undefined} className={busy ? 'opacity-60 transition-opacity' : undefined}>
      {children}
    </div>
  );
}
