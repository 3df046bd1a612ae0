/** A piece of an announcement's plain text: words as they are, or a web address to link. */
export type TextPart = { text: string; href?: string };

// http(s) addresses only: any other scheme (javascript:, data:) stays text.
const address = /https?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence after an address rather than belonging to it. */
const trailing = /[.,;:!?)\]'"]+$/;

/** Splits plain text into words and the web addresses in it, so a page can show them as links. */
export function linkedParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(address)) {
    const found = match[0];
    const href = found.replace(trailing, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
