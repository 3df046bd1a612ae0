import { type RegistrationBody, registrationResultSchema } from '@cic/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /parent/registration: the registration, its order and the bill. Answers the payment page's
 * address, or none when nothing is left to pay. The body carries no amounts: the server prices it.
 */
export function createRegistration(body: RegistrationBody) {
  return api.post('/parent/registration', { auth: 'parent', body, schema: registrationResultSchema });
}

export function useCreateRegistration() {
  return useMutation({ mutationFn: createRegistration });
}
