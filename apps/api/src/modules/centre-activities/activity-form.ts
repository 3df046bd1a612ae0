import {
  activityFieldsSchema,
  activityImagesField,
  activityMessages,
  maxActivityImages,
} from '@cic/contract';
import type { FastifyRequest } from 'fastify';
import { parseFormFields, readMultipartForm } from '../../http/multipart-form';

/** The activity form of a multipart request: its text fields checked by the contract, and its new image files. */
export async function readActivityForm(request: FastifyRequest) {
  const form = await readMultipartForm(request, {
    fileField: activityImagesField,
    maxFiles: maxActivityImages,
    tooManyFiles: activityMessages.tooManyImages,
    // A 5,000-character description in any script, and the JSON lists of captions.
    fieldSize: 64 * 1024,
  });
  return { fields: parseFormFields(activityFieldsSchema, form.fields), images: form.files };
}
