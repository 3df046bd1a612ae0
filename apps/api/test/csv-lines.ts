/** A CSV answer's lines, without the byte-order mark Excel needs or the closing line break. */
export const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
