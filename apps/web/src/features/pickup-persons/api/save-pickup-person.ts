import { type PickupPersonForm, pickupPersonSchema } from '@cic/contract/parent/pickup-persons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shrinkImageFile } from '@/lib/shrink-image';
import { pickupPersonsQueryOptions } from './get-pickup-persons';

export type SavePickupPersonInput = {
  childId: string;
  /** Absent: a new person. */
  personId?: string;
  form: PickupPersonForm;
  photo: File | null;
  removePhoto: boolean;
};

/** POST (new) or PUT (edit) the person as multipart, the photo shrunk first like other uploads. */
export async function savePickupPerson({
  childId,
  personId,
  form,
  photo,
  removePhoto,
}: SavePickupPersonInput) {
  const body = new FormData();
  body.set('name', form.name);
  body.set('relationship', form.relationship);
  body.set('phoneNumber', form.phoneNumber);
  if (photo) body.set('photo', await shrinkImageFile(photo), 'photo.jpg');
  else if (personId && removePhoto) body.set('removePhoto', 'true');
  const child = encodeURIComponent(childId);
  return personId
    ? api.put(`/parent/children/${child}/pickup-persons/${encodeURIComponent(personId)}`, {
        auth: 'parent',
        body,
        schema: pickupPersonSchema,
      })
    : api.post(`/parent/children/${child}/pickup-persons`, {
        auth: 'parent',
        body,
        schema: pickupPersonSchema,
      });
}

export function useSavePickupPerson(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePickupPerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pickupPersonsQueryOptions(childId).queryKey }),
  });
}
