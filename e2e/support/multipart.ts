/** The file and text parts of a multipart request body the page sent, by field name (the last of a name wins). */
export function multipartParts(body: Buffer): Map<string, { headers: string; bytes: Buffer }> {
  const text = body.toString('latin1');
  const boundary = text.slice(0, text.indexOf('\r\n'));
  const parts = new Map<string, { headers: string; bytes: Buffer }>();
  for (const chunk of text.split(boundary).slice(1, -1)) {
    const split = chunk.indexOf('\r\n\r\n');
    const headers = chunk.slice(2, split);
    const name = /name="([^"]+)"/.exec(headers)?.[1];
    // latin1 maps each byte to one character, so the slice gives back the bytes as sent.
    if (name) parts.set(name, { headers, bytes: Buffer.from(chunk.slice(split + 4, -2), 'latin1') });
  }
  return parts;
}
