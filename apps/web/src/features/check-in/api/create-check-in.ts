import { type CheckInStatus, checkInCreatedSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { centreStudentsKey } from '@/lib/centre-students-key';
import { uploadWithProgress } from '@/lib/upload-with-progress';

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

/** The fields of a check-in's multipart body, whether sent now or later from the phone. */
type CheckInBodyFields = Omit<CreateCheckInInput, 'studentId' | 'onProgress' | 'note' | 'thumbnail'> & {
  note?: string | undefined;
  thumbnail?: Blob | undefined;
};

/** The multipart body of POST /center/students/{id}/check-in. */
export function checkInBody(fields: CheckInBodyFields): FormData {
  const body = new FormData();
  body.set('clientId', fields.clientId);
  body.set('temperature', String(fields.temperature));
  body.set('status', fields.status);
  if (fields.note) body.set('note', fields.note);
  if (fields.schoolPackage) body.set('schoolPackage', fields.schoolPackage);
  body.set('timestamp', fields.timestamp);
  if (fields.collectedBy) body.set('collectedBy', fields.collectedBy);
  if (fields.collectedByName) body.set('collectedByName', fields.collectedByName);
  body.set('image', fields.image, 'check-in.jpg');
  if (fields.thumbnail) body.set('thumbnail', fields.thumbnail, 'thumbnail.jpg');
  return body;
}

/**
 * POST /center/students/{id}/check-in (multipart): the server re-checks the next action (409),
 * the temperature and timestamp (400 with `field`) and the image (415). Resolves with the record;
 * the form says its own 'Checked in successfully' / 'Checked out successfully'.
 */
export async function createCheckIn(input: CreateCheckInInput) {
  const body = checkInBody(input);
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
