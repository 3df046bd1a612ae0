import { type HocLoginBody, tokenResultSchema } from '@cic/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /center/login-hoc (public): a head of centre's own e-mail and password give their token. */
export function loginHoc(body: HocLoginBody) {
  return api.post('/center/login-hoc', { body, schema: tokenResultSchema });
}

export function useLoginHoc() {
  return useMutation({ mutationFn: loginHoc });
}
