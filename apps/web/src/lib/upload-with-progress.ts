import type { z } from 'zod';
import {
  type ApiAuth,
  type ApiResult,
  authorisation,
  buildUrl,
  type Data,
  languageHeader,
  networkFailure,
  parseJsonText,
  unwrapEnvelope,
} from './api-client';

export type UploadOptions<S extends z.ZodType | undefined = undefined> = {
  /** Defaults to 'staff'. A missing token throws Error('No token') before anything is sent. */
  auth?: ApiAuth;
  method?: 'POST' | 'PUT';
  body: FormData;
  schema?: S;
  /** Share of the request body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * A multipart upload with progress (fetch cannot report upload progress): XMLHttpRequest with the
 * session's bearer token, answered through the same envelope rules as `api`.
 */
export function uploadWithProgress<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: UploadOptions<S>,
): Promise<ApiResult<Data<S>>> {
  return new Promise((resolve, reject) => {
    // Throws 'No token' inside the executor: the promise rejects before anything is sent.
    const auth = options.auth ?? 'staff';
    const headers = { Accept: 'application/json', ...languageHeader(), ...authorisation(auth) };
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', buildUrl(path));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => options.onProgress?.(1);
    xhr.onload = () => {
      try {
        resolve(unwrapEnvelope(xhr.status, parseJsonText(xhr.responseText), options.schema, auth));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(networkFailure());
    xhr.ontimeout = () => reject(networkFailure());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));

    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(options.body);
  });
}
