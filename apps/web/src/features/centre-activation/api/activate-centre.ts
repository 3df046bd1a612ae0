import type { centreActivationBodySchema } from '@cic/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type CentreActivationBody = z.infer<typeof centreActivationBodySchema>;

/**
 * POST /admin/auth/super-manager: creates the head of centre (e-mail, password), sets the centre
 * password and marks the centre registered.
 */
export async function activateCentre(body: CentreActivationBody) {
  await api.post('/admin/auth/super-manager', { auth: 'staff', body });
}

/** The page refreshes the centre lists in `onSuccess` (they belong to the check-in dashboards). */
export function useActivateCentre() {
  return useMutation({ mutationFn: activateCentre });
}
