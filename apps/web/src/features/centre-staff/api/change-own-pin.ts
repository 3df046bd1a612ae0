import type { OwnPinBody } from '@cic/contract';
import { useMutation } from '@tanstack/react-query';
import { i18n } from '@/i18n/i18n';
import { request } from '@/lib/api-client';

/** PUT /auth/pin: the signed-in teacher's or head of centre's own PIN. */
export async function changeOwnPin(body: OwnPinBody) {
  await request('PUT', '/auth/pin', { auth: 'staff', body });
  return i18n.t('teacher:pins.saved');
}

export function useChangeOwnPin() {
  return useMutation({ mutationFn: changeOwnPin });
}
