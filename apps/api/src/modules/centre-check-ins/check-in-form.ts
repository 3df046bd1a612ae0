import { checkInFieldsSchema, message } from '@cic/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { parseFormFields, readMultipartForm } from '../../http/multipart-form';

/**
 * The check-in form of a multipart request: its fields checked by the contract, the photo it
 * requires and the thumbnail the teacher's phone makes beside it (optional: without one a job makes it).
 */
export async function readCheckInForm(request: FastifyRequest) {
  const form = await readMultipartForm(request, {
    fileField: 'image',
    maxFiles: 1,
    tooManyFiles: message('checkIns.onePhoto'),
    extraFileField: 'thumbnail',
  });
  const [file] = form.files;
  const fields = parseFormFields(checkInFieldsSchema, form.fields);
  if (!file) throw new AppError('VALIDATION_FAILED', message('checkIns.photoRequired'), 'image');
  return { fields, image: file, thumbnail: form.extraFile };
}
