import { type Column, ilike, or, type SQL } from 'drizzle-orm';

/** An ILIKE pattern matching `search` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Rows where any of `columns` contains `search`, case aside: the admin lists' search box. */
export function anyColumnContains(search: string, columns: Column[]): SQL | undefined {
  const pattern = containsPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}
