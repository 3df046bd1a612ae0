import { type CareGroupEntryInput, recordedCareGroupSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CarePhotoSender, senderHeaders, uploadCarePhoto } from '@/lib/care-photo-upload';
import { centreCareKey } from './get-care-day';

/**
 * POST /center/care: a note's photos uploaded first, then the group entry naming them. The same
 * `clientRequestId` sent again (a lost answer, the phone's queue) answers the entries made the first time.
 */
export async function recordCareGroup(
  entry: CareGroupEntryInput,
  photos: readonly Blob[],
  sender: CarePhotoSender = {},
) {
  const photoIds: string[] = [];
  for (const photo of photos) photoIds.push(await uploadCarePhoto(photo, sender));
  const body = entry.kind === 'NOTE' ? { ...entry, photoIds } : entry;
  const headers = senderHeaders(sender);
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
