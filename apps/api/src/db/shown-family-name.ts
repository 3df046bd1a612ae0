import { languages, messageText } from '@cic/contract';
import { type Column, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { families } from './schema/index';
import { likeLiteral } from './search-pattern';

/**
 * What a family's name (`named_after`, lower-cased) must be like for its name as shown from
 * `template` ('{{name}} Family', 'Keluarga {{name}}') to contain `search`, case aside: `every`
 * when the template's own words contain it, otherwise LIKE patterns on the name alone. A search
 * may start in the words before the name or end in those after it ('tan fam', 'keluarga ta'), so
 * a name that starts or ends with its part matches too. Patterns on the name alone, not on the
 * shown name made in SQL, let an index on the name answer (decision 101).
 */
export function familyNamePatterns(template: string, search: string): { every: boolean; patterns: string[] } {
  const [before = '', after = ''] = template.toLowerCase().split('{{name}}');
  const wanted = search.toLowerCase();
  if (before.includes(wanted) || after.includes(wanted)) return { every: true, patterns: [] };
  const patterns = new Set([`%${likeLiteral(wanted)}%`]);
  for (let split = 1; split < wanted.length; split++) {
    const head = wanted.slice(0, split);
    const tail = wanted.slice(split);
    if (before.endsWith(head)) {
      patterns.add(`${likeLiteral(tail)}%`);
      // The search runs past the name into the words after it: the name is exactly its middle.
      for (let end = 1; end < tail.length; end++) {
        if (after.startsWith(tail.slice(end))) patterns.add(likeLiteral(tail.slice(0, end)));
      }
    }
    if (after.startsWith(tail)) patterns.add(`%${likeLiteral(head)}`);
  }
  return { every: false, patterns: [...patterns] };
}

/**
 * Families whose name as the pages show it, in either language, contains `search`: 'Tan', 'tan
 * fam', 'Tan Family' and 'Keluarga Tan' all find the Tan Family (decisions 094). Every admin
 * search box that finds families by name uses it; `namedAfter` is where the family's name is read
 * (null where there is no family).
 */
export function shownFamilyNameContains(
  search: string,
  namedAfter: Column = families.namedAfter,
): SQL | undefined {
  const lowered = sql`lower(${namedAfter})`;
  return or(
    ...languages.flatMap((language) => {
      const { every, patterns } = familyNamePatterns(messageText('families.familyName', language), search);
      if (every) return [isNotNull(namedAfter)];
      return patterns.map((pattern) => sql`${lowered} like lower(${pattern})`);
    }),
  );
}
