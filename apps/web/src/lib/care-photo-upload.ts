import { carePhotoField, uploadedCarePhotoSchema } from '@cic/contract';
import { api } from './api-client';

/** Sent under the session it was recorded with (a waiting entry's), else the one signed in now. */
export type CarePhotoSender = { token?: string | undefined };

export const senderHeaders = ({ token }: CarePhotoSender) =>
  token ? { Authorization: `Bearer ${token}` } : undefined;

/**
 * POST /center/care/photos: one photo, already shrunk on the phone; answers its id. A care note
 * and an incident report name the photos they upload (decision 124).
 */
export async function uploadCarePhoto(photo: Blob, sender: CarePhotoSender = {}) {
  const body = new FormData();
  body.set(carePhotoField, photo, 'care.jpg');
  const headers = senderHeaders(sender);
  const { id } = await api.post('/center/care/photos', {
    ...(headers ? { headers } : { auth: 'staff' }),
    body,
    schema: uploadedCarePhotoSchema,
  });
  return id;
}
