import { type Column, ilike, or, type SQL } from 'drizzle-orm';

/** `text` with `%`, `_` and `\` taken literally in a LIKE pattern. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** An ILIKE pattern matching `search` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(search: string): string {
  return `%${likeLiteral(search)}%`;
}

/** Rows where any of `columns` contains `search`, case aside: the admin lists' search box. */
export function anyColumnContains(search: string, columns: Column[]): SQL | undefined {
  const pattern = containsPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}
