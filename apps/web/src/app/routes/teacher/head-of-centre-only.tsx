import type { ReactNode } from 'react';
import { DetailSkeleton } from '@/components/detail-parts';
import { NotFound } from '@/components/not-found';
import { useStaffMe } from '@/lib/session';

/** The head of centre writes for their centre (the API's `super-manager` role). */
export function useIsHeadOfCentre(): boolean {
  return useStaffMe().data?.role === 'super manager';
}

/**
 * The head of centre's pages: a teacher who types their address meets the not-found page, not a
 * page whose requests the server refuses (issue 40).
 */
export function HeadOfCentreOnly({ children }: { children: ReactNode }) {
  const me = useStaffMe();
  if (!me.data) return <DetailSkeleton />;
  return me.data.role === 'super manager' ? children : <NotFound />;
}
