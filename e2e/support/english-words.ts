import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { messagesEn } from '@cic/contract/messages/messages-en';
import { messagesMs } from '@cic/contract/messages/messages-ms';

/**
 * The English a Malay page must not show (issue 27): every English catalogue text, web and
 * messages, that differs from its Malay text. Texts the same in both ('Email', 'OK') and texts made
 * of placeholders alone are left out; a text with placeholders becomes a pattern.
 */
type Tree = { [key: string]: string | Tree };

const cataloguesDir = fileURLToPath(new URL('../../apps/web/src/i18n/catalogues/', import.meta.url));

function readCatalogues(language: 'en' | 'ms'): Record<string, Tree> {
  const dir = `${cataloguesDir}${language}/`;
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(dir + file, 'utf8')) as Tree]),
  );
}

function flatten(tree: Tree | string, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') into.set(prefix, tree);
  else
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** Malay has only `_other` plural forms: an English `_one` is compared with it. */
function malayOf(malay: Map<string, string>, key: string): string | undefined {
  return malay.get(key) ?? (key.endsWith('_one') ? malay.get(key.replace(/_one$/, '_other')) : undefined);
}

const placeholder = /\{\{\s*[\w.]+\s*\}\}/g;
/** Placeholders that are numbers: '{{count}} hour' is '1 hour', not seeded data like 'First hour'. */
const numeric = new Set([
  'count',
  'n',
  'number',
  'total',
  'selected',
  'from',
  'to',
  'page',
  'pages',
  'current',
  'max',
  'min',
]);
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

export type EnglishWords = { texts: Set<string>; patterns: RegExp[] };

export function englishWords(): EnglishWords {
  const pairs: [Map<string, string>, Map<string, string>][] = [
    [flatten(readCatalogues('en') as Tree), flatten(readCatalogues('ms') as Tree)],
    [flatten(messagesEn as unknown as Tree), flatten(messagesMs as unknown as Tree)],
  ];
  const texts = new Set<string>();
  const patterns: RegExp[] = [];
  for (const [english, malay] of pairs) {
    for (const [key, text] of english) {
      const other = malayOf(malay, key);
      if (other === undefined || normalise(other) === normalise(text)) continue;
      // A literal part too short to tell the languages apart ('{{n}} ×') would match anything.
      const words = text
        .replace(placeholder, ' ')
        .replace(/[^\p{L}]+/gu, ' ')
        .trim();
      if (words.length < 4) continue;
      if (!text.includes('{{')) {
        texts.add(normalise(text));
        continue;
      }
      const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const names = [...normalise(text).matchAll(placeholder)].map(([match]) => match.slice(2, -2).trim());
      const parts = normalise(text).split(placeholder).map(literal);
      const source = parts.reduce((joined, part, index) => {
        const name = names[index - 1] ?? '';
        return joined + (numeric.has(name) ? '[\\d,.]+' : '.+?') + part;
      });
      patterns.push(new RegExp(`^${source}$`, 's'));
    }
  }
  return { texts, patterns };
}

/** Whether a text seen on a page is one of the English-only catalogue texts. */
export function isEnglishOnly(words: EnglishWords, text: string): boolean {
  return words.texts.has(text) || words.patterns.some((pattern) => pattern.test(text));
}
