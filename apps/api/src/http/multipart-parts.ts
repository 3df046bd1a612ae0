/**
 * A multipart/form-data body (RFC 7578) split into its parts over the one buffer that holds it:
 * each part's bytes are a view into the body, never a copy (decision 086). Anything that does not
 * follow the format is `UnreadableMultipart`, which the form reader answers with 400.
 */

export class UnreadableMultipart extends Error {}

/** One part: its field name, whether it is a file, and its bytes (a view into the body). */
export type MultipartPart = { name: string | undefined; isFile: boolean; data: Buffer };

/** A part's headers may not run on forever; browsers send two short lines. */
const maxHeaderBytes = 16 * 1024;

const crlf = Buffer.from('\r\n');
const headerEnd = Buffer.from('\r\n\r\n');

/**
 * A header value's type and its parameters (`form-data; name="image"; filename="a.jpg"`): names
 * lower-cased, quoted values unescaped. A quoted value without its closing quote is unreadable.
 */
export function headerParameters(value: string): { type: string; params: Map<string, string> } {
  const params = new Map<string, string>();
  let at = value.indexOf(';');
  const type = (at === -1 ? value : value.slice(0, at)).trim().toLowerCase();
  while (at !== -1 && at < value.length) {
    at++;
    while (value[at] === ' ' || value[at] === '\t') at++;
    const equals = value.indexOf('=', at);
    const semicolon = value.indexOf(';', at);
    if (equals === -1 || (semicolon !== -1 && semicolon < equals)) {
      at = semicolon;
      continue;
    }
    const key = value.slice(at, equals).trim().toLowerCase();
    at = equals + 1;
    let text = '';
    if (value[at] === '"') {
      at++;
      while (at < value.length && value[at] !== '"') {
        if (value[at] === '\\' && at + 1 < value.length) at++;
        text += value[at];
        at++;
      }
      if (at >= value.length) throw new UnreadableMultipart('unclosed quoted parameter');
      at = value.indexOf(';', at);
    } else {
      const end = value.indexOf(';', at);
      text = (end === -1 ? value.slice(at) : value.slice(at, end)).trim();
      at = end;
    }
    if (key && !params.has(key)) params.set(key, text);
  }
  return { type, params };
}

/** The boundary a multipart Content-Type names (1 to 70 characters, RFC 2046), or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType) return null;
  try {
    const boundary = headerParameters(contentType).params.get('boundary');
    return boundary && boundary.length <= 70 ? boundary : null;
  } catch {
    return null;
  }
}

/** A part's headers by lower-cased name; lines without a colon are ignored. */
function partHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** After a delimiter: `--` closes the body, CRLF (after optional blanks) opens a part. */
function afterDelimiter(body: Buffer, at: number): { closes: boolean; next: number } {
  if (body[at] === 0x2d && body[at + 1] === 0x2d) return { closes: true, next: at + 2 };
  let index = at;
  while (body[index] === 0x20 || body[index] === 0x09) index++;
  if (body[index] !== 0x0d || body[index + 1] !== 0x0a) throw new UnreadableMultipart('bad delimiter');
  return { closes: false, next: index + 2 };
}

/**
 * The body's parts in order, each with its name and bytes. A part whose disposition is not
 * `form-data` comes with no name. The closing delimiter must be there: a body cut short is unreadable.
 */
export function* multipartParts(body: Buffer, boundary: string): Generator<MultipartPart> {
  const dashBoundary = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter opens the body, or follows a preamble that ends with CRLF.
  let at: number;
  if (body.subarray(0, dashBoundary.length).equals(dashBoundary)) at = dashBoundary.length;
  else {
    const found = body.indexOf(delimiter);
    if (found === -1) throw new UnreadableMultipart('no delimiter');
    at = found + delimiter.length;
  }
  for (;;) {
    const opened = afterDelimiter(body, at);
    if (opened.closes) return;
    const headersStart = opened.next;
    let dataStart: number;
    let block: string;
    if (body[headersStart] === 0x0d && body[headersStart + 1] === 0x0a) {
      block = '';
      dataStart = headersStart + crlf.length;
    } else {
      // Searched within the allowed length only: a huge body without a blank line costs no more.
      const within = body.subarray(headersStart, headersStart + maxHeaderBytes + headerEnd.length);
      const found = within.indexOf(headerEnd);
      if (found === -1) throw new UnreadableMultipart('bad part headers');
      const end = headersStart + found;
      block = body.toString('utf8', headersStart, end);
      dataStart = end + headerEnd.length;
    }
    const dataEnd = body.indexOf(delimiter, dataStart);
    if (dataEnd === -1) throw new UnreadableMultipart('no closing delimiter');
    const headers = partHeaders(block);
    const disposition = headerParameters(headers.get('content-disposition') ?? '');
    const formData = disposition.type === 'form-data';
    const contentType = headers.get('content-type')?.toLowerCase() ?? '';
    yield {
      name: formData ? disposition.params.get('name') : undefined,
      isFile:
        disposition.params.has('filename') ||
        disposition.params.has('filename*') ||
        contentType.startsWith('application/octet-stream'),
      data: body.subarray(dataStart, dataEnd),
    };
    at = dataEnd + delimiter.length;
  }
}
