import { announcementImageField, announcementImageFieldsSchema, message } from '@cic/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { parseFormFields, readMultipartForm } from '../../http/multipart-form';

/** One image of a multipart upload and its optional caption. */
export async function readImageForm(request: FastifyRequest) {
  const form = await readMultipartForm(request, {
    fileField: announcementImageField,
    maxFiles: 1,
    tooManyFiles: message('checkIns.onePhoto'),
  });
  const [file] = form.files;
  if (!file)
    throw new AppError('VALIDATION_FAILED', message('checkIns.photoRequired'), announcementImageField);
  return { file, description: parseFormFields(announcementImageFieldsSchema, form.fields).description };
}
