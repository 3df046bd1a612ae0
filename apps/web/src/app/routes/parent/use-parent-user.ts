import type { ParentUser } from '@cic/contract';
import { useParentAuth } from '@/lib/session';

/** The signed-in parent; the area's loader has loaded it, so undefined only in a rare refetch gap. */
export function useParentUser(): ParentUser | undefined {
  return useParentAuth().data?.user;
}
