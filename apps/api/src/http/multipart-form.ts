import { findUnsafeText, knownMessageOr, type MessageRef, message, safeTextMessage } from '@cic/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { maxPhotoBytes } from '../adapters/images';
import { AppError } from './app-error';
import { multipartBoundary, multipartParts, UnreadableMultipart } from './multipart-parts';

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
  /** The answer when a file is over 10 MB, when the form's files are not all photos. */
  tooLarge?: MessageRef;
  fieldSize?: number;
  /** An optional second file of its own name, one at most (the check-in's thumbnail). */
  extraFileField?: string;
};

/** A form's body answers 400 when it does not follow the format; nothing about it reaches a 500. */
const unreadable = () => new AppError('VALIDATION_FAILED', message('http.formUnreadable'));

/**
 * The request's whole body as one buffer, refused with 413 past the route's limit (a body sent
 * without a length; a declared one is refused before it arrives, `declared-length.ts`). A body
 * that stops arriving rejects: its connection has been answered or is gone.
 */
function readWholeBody(request: FastifyRequest): Promise<Buffer> {
  const raw = request.raw;
  const limit = request.routeOptions.bodyLimit;
  if (raw.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const stop = () => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onGone);
      raw.off('error', onGone);
    };
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length <= limit) {
        chunks.push(chunk);
        return;
      }
      stop();
      raw.pause();
      reject(new AppError('PAYLOAD_TOO_LARGE', message('http.requestTooLarge')));
    };
    const onEnd = () => {
      stop();
      resolve(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks, length));
    };
    const onGone = () => {
      stop();
      reject(unreadable());
    };
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onGone);
    raw.once('error', onGone);
  });
}

/** Whether the request is a multipart form (the content-type parser of `registerMultipartForms` let it through). */
function isMultipartRequest(request: FastifyRequest): boolean {
  return /^multipart\/form-data(?:\s*;|\s*$)/i.test(request.headers['content-type'] ?? '');
}

/**
 * Multipart bodies are read by their route's handler through `readMultipartForm`, so Fastify
 * lets them through unread (and refuses them, as any body, on routes that take none).
 */
export function registerMultipartForms(app: FastifyInstance) {
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
}

/**
 * Reads a multipart form whole (decision 086): its text fields and at most `maxFiles` files from
 * the field `fileField` (files under other names are read and dropped). The body is read into one
 * buffer and each file is a view into it. Never answers 500 for a malformed upload.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  shape: MultipartShape,
): Promise<MultipartForm> {
  if (!isMultipartRequest(request)) {
    throw new AppError('UNSUPPORTED_MEDIA', message('http.mustBeMultipart'));
  }
  const boundary = multipartBoundary(request.headers['content-type']);
  if (!boundary) throw unreadable();
  const body = await readWholeBody(request);
  const extraFiles = shape.extraFileField ? 1 : 0;
  const limits = { files: shape.maxFiles + extraFiles, fields: 10, parts: shape.maxFiles + extraFiles + 10 };
  const fieldSize = shape.fieldSize ?? 4096;
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  let extraFile: Buffer | undefined;
  let parts = 0;
  let fileCount = 0;
  let fieldCount = 0;
  try {
    for (const part of multipartParts(body, boundary)) {
      if (++parts > limits.parts) throw unreadable();
      if (part.isFile) {
        if (++fileCount > limits.files) {
          throw new AppError('VALIDATION_FAILED', shape.tooManyFiles, shape.fileField);
        }
        if (part.data.length > maxPhotoBytes) {
          const tooLarge = shape.tooLarge ?? message('checkIns.photoTooLarge');
          throw new AppError('PAYLOAD_TOO_LARGE', tooLarge, shape.fileField);
        }
        if (part.name === shape.fileField) files.push(part.data);
        else if (part.name !== undefined && part.name === shape.extraFileField) {
          if (extraFile) throw new AppError('VALIDATION_FAILED', shape.tooManyFiles, part.name);
          extraFile = part.data;
        }
      } else if (part.name !== undefined) {
        if (++fieldCount > limits.fields) throw unreadable();
        // A name of Object.prototype's would reach the prototype; no form of ours has one.
        if (part.name in Object.prototype) throw unreadable();
        // A longer value is cut at the limit, as the contract's own length rules then report.
        fields[part.name] = part.data.toString('utf8', 0, Math.min(part.data.length, fieldSize));
      }
    }
  } catch (error) {
    if (error instanceof UnreadableMultipart) throw unreadable();
    throw error;
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

/**
 * The one photo of an upload form (a care note's, a medicine label's): more files answer
 * `tooManyFiles`, none or an empty one `notAPhoto` at the field.
 */
export async function readOnePhoto(
  request: FastifyRequest,
  field: string,
  refusals: { tooManyFiles: MessageRef; notAPhoto: MessageRef },
): Promise<Buffer> {
  const form = await readMultipartForm(request, {
    fileField: field,
    maxFiles: 1,
    tooManyFiles: refusals.tooManyFiles,
  });
  const file = form.files[0];
  if (!file || file.length === 0) throw new AppError('VALIDATION_FAILED', refusals.notAPhoto, field);
  return file;
}
