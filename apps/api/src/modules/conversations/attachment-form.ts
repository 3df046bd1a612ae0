import { conversationMessages, messageAttachmentField, messageAttachmentFieldsSchema } from '@cic/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { parseFormFields, readMultipartForm } from '../../http/multipart-form';

/** An attachment upload: one file, and the name it was sent under. */
export async function readAttachmentForm(request: FastifyRequest) {
  const form = await readMultipartForm(request, {
    fileField: messageAttachmentField,
    maxFiles: 1,
    tooManyFiles: conversationMessages.oneFile,
    tooLarge: conversationMessages.attachmentTooLarge,
  });
  const file = form.files[0];
  if (!file || file.length === 0) {
    throw new AppError('VALIDATION_FAILED', conversationMessages.attachmentType, messageAttachmentField);
  }
  return { ...parseFormFields(messageAttachmentFieldsSchema, form.fields), file };
}
