import { type Announcement, announcementImageField, announcementSchema } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shrinkImageFile } from '@/lib/shrink-image';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import {
  type AnnouncementFormState,
  announcementBody,
  centreAnnouncementBody,
  imageChanges,
} from '../lib/announcement-form-values';
import { type AnnouncementWriter, announcementPath, announcementsKey } from './announcement-paths';

/** Where a save leaves the announcement: a draft, or published (now or at its time). */
export type SaveAs = 'draft' | 'publish';

export type SaveAnnouncementInput = {
  writer: AnnouncementWriter;
  values: AnnouncementFormState;
  saveAs: SaveAs;
  /** When publishing later: the instant, as `publishAt(values)` made it. */
  publishAt?: string | undefined;
  /** The announcement being edited; none for a new one. */
  editing?: Announcement | undefined;
};

/** A new photo as sent: shrunk when large; a file the browser cannot read goes as is, for the server to refuse. */
async function prepareImage(file: File): Promise<Blob> {
  try {
    return await shrinkImageFile(file);
  } catch {
    return file;
  }
}

/** POST /{writer}/announcements/{id}/images: one image a request, with its caption. */
async function uploadImage(
  writer: AnnouncementWriter,
  announcementId: string,
  file: File,
  description: string,
) {
  const body = new FormData();
  if (description.trim()) body.append('description', description.trim());
  body.append(announcementImageField, await prepareImage(file), file.name);
  await uploadWithProgress(`${announcementPath(writer, announcementId)}/images`, { body });
}

/** POST (new) or PUT (edit) the text and audience: an admin's body names the audience, a head of centre's does not. */
function saveText(writer: AnnouncementWriter, values: AnnouncementFormState, announcementId?: string) {
  const options = { auth: 'staff', schema: announcementSchema } as const;
  if (writer === 'admin') {
    const body = announcementBody(values);
    return announcementId
      ? api.put(`/admin/announcements/${encodeURIComponent(announcementId)}`, { ...options, body })
      : api.post('/admin/announcements', { ...options, body });
  }
  const body = centreAnnouncementBody(values);
  return announcementId
    ? api.put(`/super-manager/announcements/${encodeURIComponent(announcementId)}`, { ...options, body })
    : api.post('/super-manager/announcements', { ...options, body });
}

/**
 * Creates (POST) or updates (PUT) the announcement, removes the images taken out, saves changed
 * captions, uploads the new ones, then publishes it when asked (POST …/publish, now or at `publishAt`). Resolves with its id
 * and the status it ended in.
 */
export async function saveAnnouncement({
  writer,
  values,
  saveAs,
  publishAt,
  editing,
}: SaveAnnouncementInput) {
  const saved = await saveText(writer, values, editing?.id);
  const { removed, recaptioned, added } = imageChanges(editing?.images ?? [], values.images);
  for (const imageId of removed) {
    await api.delete(`${announcementPath(writer, saved.id)}/images/${encodeURIComponent(imageId)}`, {
      auth: 'staff',
    });
  }
  for (const image of recaptioned) {
    await api.put(`${announcementPath(writer, saved.id)}/images/${encodeURIComponent(image.id ?? '')}`, {
      auth: 'staff',
      body: { description: image.description.trim() },
    });
  }
  for (const image of added) {
    if (image.file) await uploadImage(writer, saved.id, image.file, image.description);
  }
  if (saveAs === 'draft') return { id: saved.id, status: saved.status };
  // A time already past publishes now: the answer says which it became.
  const published = await api.post(`${announcementPath(writer, saved.id)}/publish`, {
    auth: 'staff',
    body: publishAt ? { publishAt } : {},
    schema: announcementSchema,
  });
  return { id: published.id, status: published.status };
}

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    // A failure part-way (an image refused) still leaves a saved draft: the lists must show it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsKey }),
  });
}

/** POST /{writer}/announcements/{id}/archive: it leaves the parents' and teachers' lists. */
export function useArchiveAnnouncement(writer: AnnouncementWriter) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: string) =>
      api.post(`${announcementPath(writer, announcementId)}/archive`, { auth: 'staff' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsKey }),
  });
}
