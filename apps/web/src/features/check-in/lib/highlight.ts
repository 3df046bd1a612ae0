/** A run of text, marked when it matches the search. */
export type TextPart = { text: string; match: boolean };

/**
 * Splits `text` around every case-insensitive occurrence of `query` (spec 2 §2.3), so the list can
 * mark the matches. An empty or blank query gives the whole text unmarked. Matches do not overlap
 * and the parts always join back to `text`.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle || !text) return text ? [{ text, match: false }] : [];
  const haystack = text.toLocaleLowerCase();
  // Lower-casing can change the length of some characters (e.g. 'İ'); fall back to no marks then.
  if (haystack.length !== text.length) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** The list filter: a case-insensitive substring of the name; a blank query keeps everyone. */
export function matchesSearch(name: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return !needle || name.toLocaleLowerCase().includes(needle);
}
