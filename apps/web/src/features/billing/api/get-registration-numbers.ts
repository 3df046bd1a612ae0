import { billingCentreSchema } from '@cic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centresKey, centresPath } from './billing-key';

export const registrationNumbersQueryOptions = () =>
  queryOptions({
    queryKey: centresKey,
    queryFn: ({ signal }) =>
      api.get(centresPath, { auth: 'staff', schema: billingCentreSchema.array(), signal }),
  });

/** GET /admin/billing/centres: every centre by name with its registration number (null: not set). */
export function useRegistrationNumbers() {
  return useQuery(registrationNumbersQueryOptions());
}
