import { messageAttachmentField, uploadedAttachmentSchema } from '@cic/contract';
import { api } from '@/lib/api-client';
import { shrinkImageFile } from '@/lib/shrink-image';
import { type ConversationSide, sideApi } from './conversations-key';

/**
 * POST …/messages/attachments: a photo shrunk first like every upload of the product, a PDF as it
 * is; answers the id the message then sends.
 */
export async function uploadAttachment(side: ConversationSide, file: File) {
  const body = new FormData();
  const photo = file.type.startsWith('image/');
  body.set(messageAttachmentField, photo ? await shrinkImageFile(file) : file, file.name);
  body.set('fileName', file.name);
  return api.post(`${sideApi[side].path}/attachments`, {
    auth: sideApi[side].auth,
    body,
    schema: uploadedAttachmentSchema,
  });
}
