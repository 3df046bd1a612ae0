import {
  type ApiAuth,
  authorisation,
  buildUrl,
  languageHeader,
  networkFailure,
  parseJsonText,
  type RequestOptions,
  unwrapEnvelope,
} from './api-client';

/**
 * The file name of a `Content-Disposition: attachment` answer: the UTF-8 `filename*` when given,
 * else the plain `filename`, else the fallback.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A broken encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
}

/**
 * Downloads a file answer (an export, a PDF) with the session's bearer token and the page's
 * language, which words the file (a CSV's headers and states, a PDF; issue 40): the body and the
 * server's file name. A failure throws the same ApiError as `request`. Apart from `api-client.ts`,
 * which every page loads, as only the pages with an export need it (decision 026).
 */
export async function requestFile(
  path: string,
  options: {
    auth: ApiAuth;
    fallbackName: string;
    signal?: AbortSignal;
    /** The address's query (a list's filters for its export). */
    query?: RequestOptions['query'];
  },
): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      headers: { ...languageHeader(), ...authorisation(options.auth) },
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkFailure();
  }
  if (!response.ok) {
    // Throws the server's ApiError (and reports a refused session, as every call does).
    unwrapEnvelope(response.status, parseJsonText(await response.text()), undefined, options.auth);
  }
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'), options.fallbackName);
  return { blob: await response.blob(), fileName };
}
