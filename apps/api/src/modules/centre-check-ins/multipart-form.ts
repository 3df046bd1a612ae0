import { findUnsafeText, safeTextMessage } from '@cic/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';

export type MultipartForm = { fields: Record<string, string>; file: Buffer | null };

const limits = { files: 1, fields: 10, parts: 11, fieldSize: 4096 };

/** @fastify/multipart failures that are the sender's fault, as the API envelope's errors. */
function clientError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', 'The photo must be 10 MB or smaller.', 'image');
  }
  if (code === 'FST_FILES_LIMIT') return new AppError('VALIDATION_FAILED', 'Send one photo only.', 'image');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('UNSUPPORTED_MEDIA', 'This request must be multipart.');
  }
  // Too many fields or parts, a malformed or truncated body: the parser only reads the request.
  return new AppError('VALIDATION_FAILED', 'The form could not be read. Please try again.');
}

/**
 * Reads a multipart form whole: its text fields and at most one file, from the field `fileField`
 * (files under other names are read and dropped). Never answers 500 for a malformed upload.
 */
export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', 'This request must be multipart.');
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw clientError(error);
  }
  // The safe-text rule of every other input (see http/input-guard), for the form's text fields.
  const unsafe = findUnsafeText(fields);
  if (unsafe !== null) throw new AppError('VALIDATION_FAILED', safeTextMessage, unsafe || undefined);
  return { fields, file };
}
