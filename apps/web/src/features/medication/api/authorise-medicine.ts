import {
  medicationAuthorisationSchema,
  uploadedLabelPhotoSchema,
} from '@cic/contract/medication/medication-answers';
import { medicationPhotoField } from '@cic/contract/medication/medication-doses';
import type { MedicationForm } from '@cic/contract/medication/medication-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { childMedicationQueryOptions } from './get-child-medication';

/** POST /parent/medication/photos then POST /parent/children/{childId}/medication naming it. */
export function useAuthoriseMedicine(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, label }: { form: MedicationForm; label: Blob }) => {
      const body = new FormData();
      body.set(medicationPhotoField, label, 'label.jpg');
      const photo = await api.post('/parent/medication/photos', {
        auth: 'parent',
        body,
        schema: uploadedLabelPhotoSchema,
      });
      return api.post(`/parent/children/${encodeURIComponent(childId)}/medication`, {
        auth: 'parent',
        body: { ...form, labelPhotoId: photo.id },
        schema: medicationAuthorisationSchema,
      });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: childMedicationQueryOptions(childId).queryKey }),
  });
}
