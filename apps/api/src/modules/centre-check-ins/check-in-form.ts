import { checkInFieldsSchema } from '@cic/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { readMultipartForm } from './multipart-form';

/** The check-in form of a multipart request: its fields checked by the contract, and the photo it requires. */
export async function readCheckInForm(request: FastifyRequest) {
  const form = await readMultipartForm(request, 'image');
  const parsed = checkInFieldsSchema.safeParse(form.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      'VALIDATION_FAILED',
      issue?.message ?? 'The form is not valid.',
      issue?.path.join('.'),
    );
  }
  if (!form.file) throw new AppError('VALIDATION_FAILED', 'A photo is required.', 'image');
  return { fields: parsed.data, image: form.file };
}
