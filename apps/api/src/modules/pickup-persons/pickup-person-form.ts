import { message, pickupPersonEditFieldsSchema } from '@cic/contract';
import type { FastifyRequest } from 'fastify';
import { parseFormFields, readMultipartForm } from '../../http/multipart-form';

/** A pick-up person's multipart form: the fields checked by the contract and an optional photo. */
export async function readPickupPersonForm(request: FastifyRequest) {
  const form = await readMultipartForm(request, {
    fileField: 'photo',
    maxFiles: 1,
    tooManyFiles: message('checkIns.onePhoto'),
  });
  const { removePhoto, ...fields } = parseFormFields(pickupPersonEditFieldsSchema, form.fields);
  return { ...fields, photo: form.files[0], removePhoto: removePhoto === 'true' };
}
