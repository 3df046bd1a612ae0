import { type CentreLoginBody, centreTeacherSchema } from '@cic/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const centreTeachersSchema = z.array(centreTeacherSchema);

/**
 * POST /center/login (public): the centre's teachers, each with a token (null for a head of centre
 * while hoc-login is on). A wrong centre or password is one 401 message; too many tries a 429.
 */
export function loginCentre(body: CentreLoginBody) {
  return api.post('/center/login', { body, schema: centreTeachersSchema });
}

export function useLoginCentre() {
  return useMutation({ mutationFn: loginCentre });
}
