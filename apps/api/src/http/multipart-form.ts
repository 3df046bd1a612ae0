import { findUnsafeText, knownMessageOr, type MessageRef, message, safeTextMessage } from '@cic/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error';

export type MultipartForm = {
  fields: Record<string, string>;
  files: Buffer[];
  /** The file of `extraFileField`, when the form has one and it was sent. */
  extraFile?: Buffer;
};

/** What one form may hold: its file field, how many files, and the longest text field. */
export type MultipartShape = {
  fileField: string;
  maxFiles: number;
  /** The answer when more files arrive, in the words of the form. */
  tooManyFiles: MessageRef;
  fieldSize?: number;
  /** An optional second file of its own name, one at most (the check-in's thumbnail). */
  extraFileField?: string;
};

/** @fastify/multipart failures that are the sender's fault, as the API envelope's errors. */
function clientError(error: unknown, shape: MultipartShape): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', message('checkIns.photoTooLarge'), shape.fileField);
  }
  if (code === 'FST_FILES_LIMIT')
    return new AppError('VALIDATION_FAILED', shape.tooManyFiles, shape.fileField);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('UNSUPPORTED_MEDIA', message('http.mustBeMultipart'));
  }
  // Too many fields or parts, a malformed or truncated body: the parser only reads the request.
  return new AppError('VALIDATION_FAILED', message('http.formUnreadable'));
}

/**
 * Reads a multipart form whole: its text fields and at most `maxFiles` files from the field
 * `fileField` (files under other names are read and dropped). Never answers 500 for a malformed upload.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  shape: MultipartShape,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', message('http.mustBeMultipart'));
  const extraFiles = shape.extraFileField ? 1 : 0;
  const limits = {
    files: shape.maxFiles + extraFiles,
    fields: 10,
    parts: shape.maxFiles + extraFiles + 10,
    fieldSize: shape.fieldSize ?? 4096,
  };
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  let extraFile: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === shape.fileField) files.push(bytes);
        else if (part.fieldname === shape.extraFileField) {
          if (extraFile) throw new AppError('VALIDATION_FAILED', shape.tooManyFiles, part.fieldname);
          extraFile = bytes;
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw clientError(error, shape);
  }
  // The extra file's slot in the parser's limit must not let the main field take one more.
  if (files.length > shape.maxFiles) {
    throw new AppError('VALIDATION_FAILED', shape.tooManyFiles, shape.fileField);
  }
  // The safe-text rule of every other input (see http/input-guard), for the form's text fields.
  const unsafe = findUnsafeText(fields);
  if (unsafe !== null) throw new AppError('VALIDATION_FAILED', safeTextMessage, unsafe || undefined);
  return { fields, files, extraFile };
}

/** A form's text fields checked by the contract: the first broken rule is the 400 answer, naming its field. */
export function parseFormFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError(
    'VALIDATION_FAILED',
    knownMessageOr(issue?.message, 'common.formNotValid'),
    issue?.path.join('.'),
  );
}
