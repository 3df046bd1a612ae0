import { activitySavedSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shrinkImageFile } from '@/lib/shrink-image';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { type ActivityFormState, activityFormData } from '../lib/activity-form-values';
import { centreActivitiesKey } from './get-activities';

/** Where a save leaves the activity: a draft, or published for parents. */
export type SaveAs = 'draft' | 'publish';

export type SaveActivityInput = {
  values: ActivityFormState;
  saveAs: SaveAs;
  /** Given when editing. */
  activityId?: string;
};

/** A new photo as sent: shrunk on the phone when large; a file the browser cannot read goes as is, for the server to refuse. */
async function prepareImage(file: File): Promise<Blob> {
  try {
    return await shrinkImageFile(file);
  } catch {
    return file;
  }
}

/**
 * POST /center/activities/draft or /publish (multipart, spec 3 §7.1 with the §3 payload): creates
 * the activity, or updates the one named by `activityId`. Resolves with its id and new status.
 */
export async function saveActivity({ values, saveAs, activityId }: SaveActivityInput) {
  const files = await Promise.all(
    values.images.flatMap((image) => (image.file ? [prepareImage(image.file)] : [])),
  );
  const { data } = await uploadWithProgress(`/center/activities/${saveAs}`, {
    body: activityFormData(values, files, activityId),
    schema: activitySavedSchema,
  });
  return data;
}

export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreActivitiesKey }),
  });
}
