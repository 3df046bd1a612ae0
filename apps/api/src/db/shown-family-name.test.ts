import { describe, expect, it } from 'vitest';
import { familyNamePatterns } from './shown-family-name';

/** What a LIKE pattern (with `\` escapes) matches, as PostgreSQL reads it. */
function like(text: string, pattern: string) {
  const source = pattern.replace(/\\(.)|(%)|(_)|([^\\%_])/g, (_, escaped, any, one, plain) => {
    if (any) return '.*';
    if (one) return '.';
    return (escaped ?? plain).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${source}$`, 's').test(text);
}

/** Whether the name, shown from the template, contains the search (case aside): the rule itself. */
const shownContains = (template: string, name: string, search: string) =>
  template.replace('{{name}}', name).toLowerCase().includes(search.toLowerCase());

describe('familyNamePatterns', () => {
  const templates = ['{{name}} Family', 'Keluarga {{name}}'];
  const names = ['Tan', 'Lim Ah Kow', 'Family 5 of Scale Centre 12', 'ah', 'Siti_100%'];
  const searches = [
    'tan',
    'Tan Fam',
    'n fam',
    'Keluarga T',
    'ga tan',
    'keluarga tan',
    'Tan Family',
    'family',
    'a',
    'ly',
    'Kow Family',
    'luarga Lim Ah',
    'ah f',
    'ga ah',
    'ga ah fam',
    'Family 5 of Scale',
    '_1',
    '100%',
    '0% fa',
    'x',
  ];

  it('matches exactly the names whose shown name contains the search, in both templates', () => {
    for (const template of templates) {
      for (const search of searches) {
        const { every, patterns } = familyNamePatterns(template, search);
        for (const name of names) {
          const matched = every || patterns.some((pattern) => like(name.toLowerCase(), pattern));
          expect(matched, `${template} / ${name} / ${search}`).toBe(shownContains(template, name, search));
        }
      }
    }
  });

  it("finds every family when the search is in the template's own words", () => {
    expect(familyNamePatterns('{{name}} Family', 'amil').every).toBe(true);
    expect(familyNamePatterns('Keluarga {{name}}', 'KELUARGA').every).toBe(true);
    expect(familyNamePatterns('{{name}} Family', 'Tan').patterns).toEqual(['%tan%']);
  });
});
