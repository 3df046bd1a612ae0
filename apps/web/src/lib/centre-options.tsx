import type { CentreOption } from '@cic/contract';
import { api } from '@/lib/api-client';

/** Loaded with the call, so the sign-in pages that list centres draw without zod (decision 026). */
const centreLogin = () => import('@cic/contract/centre/centre-login');

/**
 * GET /center (public): the activated centres, by name: the teacher login's select, the wizard's
 * centre choice and the overtime report's centres (only activated centres record check-outs).
 * Apart from `useCentres`, so the teacher sign-in lists them without TanStack Query (decision 055).
 */
export function getCentres(signal?: AbortSignal) {
  return api.get('/center', { schema: centreLogin().then((m) => m.centreOptionSchema.array()), signal });
}

/** The centres as a select's options, by name, after the select's own placeholder. */
export function CentreOptions({ centres }: { centres: readonly CentreOption[] | undefined }) {
  return centres?.map((centre) => (
    <option key={centre.id} value={centre.id}>
      {centre.name}
    </option>
  ));
}
