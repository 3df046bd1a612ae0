import { languages, messageText } from '@cic/contract';
import { type Column, ilike, or, type SQL, sql } from 'drizzle-orm';
import { families } from './schema/index';
import { containsPattern } from './search-pattern';

/** A family's name as shown in each language ('Tan Family', 'Keluarga Tan'), made in SQL for a search. */
const shownFamilyNames = (namedAfter: Column) =>
  languages.map(
    (language) => sql`replace(${messageText('families.familyName', language)}, '{{name}}', ${namedAfter})`,
  );

/**
 * Families whose name as the pages show it, in either language, contains `search`: 'Tan', 'tan
 * fam', 'Tan Family' and 'Keluarga Tan' all find the Tan Family (decisions 094). Every admin
 * search box that finds families by name uses it; `namedAfter` is where the family's name is read.
 */
export function shownFamilyNameContains(
  search: string,
  namedAfter: Column = families.namedAfter,
): SQL | undefined {
  const pattern = containsPattern(search);
  return or(...shownFamilyNames(namedAfter).map((shown) => ilike(shown, pattern)));
}
