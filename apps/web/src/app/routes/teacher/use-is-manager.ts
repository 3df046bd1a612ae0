import { useStaffMe } from '@/lib/session';

/**
 * Spec 3 §6 shows the Edit button "only to a manager": the centre's staff, teachers and heads of
 * centre alike (decision 037), the same people the server lets edit the centre's activities.
 */
export function useIsManager(): boolean {
  const role = useStaffMe().data?.role;
  return role === 'teacher' || role === 'super manager';
}
