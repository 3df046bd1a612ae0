import { type BillingCentre, billingCentreSchema, type RegistrationNumberBody } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registrationNumberPath } from './billing-key';
import { registrationNumbersQueryOptions } from './get-registration-numbers';

/** PUT /admin/billing/centres/{id}/registration-number (empty clears it): the list shows the saved number. */
export function useSaveRegistrationNumber(centreId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationNumberBody) =>
      api.put(registrationNumberPath(centreId), { auth: 'staff', body, schema: billingCentreSchema }),
    onSuccess: (saved) =>
      queryClient.setQueryData(registrationNumbersQueryOptions().queryKey, (centres?: BillingCentre[]) =>
        centres?.map((centre) => (centre.id === saved.id ? saved : centre)),
      ),
  });
}
