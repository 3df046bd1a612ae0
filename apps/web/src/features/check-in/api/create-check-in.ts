import { type CheckInStatus, checkInCreatedSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { centreStudentsKey } from './get-students';

export type CreateCheckInInput = {
  studentId: string;
  status: CheckInStatus;
  temperature: number;
  note: string | undefined;
  schoolPackage: string | null;
  /** The moment the photo was taken (ISO 8601). */
  timestamp: string;
  /** The shrunk JPEG. */
  image: Blob;
  /** Its 320 px thumbnail, drawn on the phone (the server makes one when it is missing). */
  thumbnail?: Blob;
  /** At check-out: `parent:<id>`, `person:<id>` or `other` with `collectedByName`. */
  collectedBy?: string;
  collectedByName?: string;
  /** Made on the phone: sent again (a lost answer, or later from the device), it is the same record. */
  clientId: string;
  onProgress?: (fraction: number) => void;
};

/**
 * POST /center/students/{id}/check-in (multipart): the server re-checks the next action (409),
 * the temperature and timestamp (400 with `field`) and the image (415). Resolves with the record;
 * the form says its own 'Checked in successfully' / 'Checked out successfully'.
 */
export async function createCheckIn(input: CreateCheckInInput) {
  const body = new FormData();
  body.set('clientId', input.clientId);
  body.set('temperature', String(input.temperature));
  body.set('status', input.status);
  if (input.note) body.set('note', input.note);
  if (input.schoolPackage) body.set('schoolPackage', input.schoolPackage);
  body.set('timestamp', input.timestamp);
  if (input.collectedBy) body.set('collectedBy', input.collectedBy);
  if (input.collectedByName) body.set('collectedByName', input.collectedByName);
  body.set('image', input.image, 'check-in.jpg');
  if (input.thumbnail) body.set('thumbnail', input.thumbnail, 'thumbnail.jpg');
  const { data } = await uploadWithProgress(
    `/center/students/${encodeURIComponent(input.studentId)}/check-in`,
    { body, schema: checkInCreatedSchema, onProgress: input.onProgress },
  );
  return { record: data };
}

/** The mutation plus `progress`, the share of the photo uploaded (0 to 1) for the progress bar. */
export function useCreateCheckIn() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    // Offline it must fail at once, so the form keeps the record on the phone instead of waiting.
    networkMode: 'always',
    mutationFn: (input: Omit<CreateCheckInInput, 'onProgress'>) => {
      setProgress(0);
      return createCheckIn({ ...input, onProgress: setProgress });
    },
    // A 409 means another teacher recorded this child meanwhile: refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: centreStudentsKey }),
  });
  return { ...mutation, progress };
}
