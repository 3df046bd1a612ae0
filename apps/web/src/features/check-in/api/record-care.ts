import {
  type CareGroupEntryInput,
  carePhotoField,
  recordedCareGroupSchema,
  uploadedCarePhotoSchema,
} from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { centreCareKey } from './get-care-day';

/** Sent under the session it was recorded with (a waiting entry's), else the one signed in now. */
type Sender = { token?: string | undefined };

const headersOf = ({ token }: Sender) => (token ? { Authorization: `Bearer ${token}` } : undefined);

/** POST /center/care/photos: one note photo, already shrunk on the phone; answers its id. */
async function uploadCarePhoto(photo: Blob, sender: Sender) {
  const body = new FormData();
  body.set(carePhotoField, photo, 'care.jpg');
  const headers = headersOf(sender);
  const { id } = await api.post('/center/care/photos', {
    ...(headers ? { headers } : { auth: 'staff' }),
    body,
    schema: uploadedCarePhotoSchema,
  });
  return id;
}

/**
 * POST /center/care: a note's photos uploaded first, then the group entry naming them. The same
 * `clientRequestId` sent again (a lost answer, the phone's queue) answers the entries made the first time.
 */
export async function recordCareGroup(
  entry: CareGroupEntryInput,
  photos: readonly Blob[],
  sender: Sender = {},
) {
  const photoIds: string[] = [];
  for (const photo of photos) photoIds.push(await uploadCarePhoto(photo, sender));
  const body = entry.kind === 'NOTE' ? { ...entry, photoIds } : entry;
  const headers = headersOf(sender);
  return api.post('/center/care', {
    ...(headers ? { headers } : { auth: 'staff' }),
    body,
    schema: recordedCareGroupSchema,
  });
}

export function useRecordCare() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it must fail at once, so the entry is kept on the phone instead of waiting.
    networkMode: 'always',
    mutationFn: ({ entry, photos }: { entry: CareGroupEntryInput; photos: readonly Blob[] }) =>
      recordCareGroup(entry, photos),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreCareKey }),
  });
}
