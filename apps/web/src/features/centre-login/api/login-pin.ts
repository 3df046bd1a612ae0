import type { PinLoginBody } from '@cic/contract';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** Loaded with the call, so the sign-in pages draw without zod (decision 026). */
const teacherPins = () => import('@cic/contract/centre/teacher-pins');

/** POST /center/login-pin (public): the device session, the person picked and their PIN give their token. */
export function loginPin(body: PinLoginBody) {
  return api.post('/center/login-pin', { body, schema: teacherPins().then((m) => m.pinSessionSchema) });
}

export function useLoginPin() {
  return useAction(loginPin);
}
