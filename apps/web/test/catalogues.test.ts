import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appSourceFiles,
  baseKey,
  catalogueDir,
  filesUnder,
  keyUses,
  namespacesOf,
  readCatalogue,
} from './source-scan';

const languages = ['en', 'ms'];
const namespaces = namespacesOf('en');
// A string shaped like 'ns:key' is a key only when it names a namespace ('md:w-16' is a class).
const uses = appSourceFiles()
  .flatMap(keyUses)
  .filter((use) => !use.asData || namespaces.includes(use.namespace));
// Each placeholder once: English's `_one` and `_other` both name `{{count}}`, Malay's one `_other` too.
const variables = (text: unknown) =>
  [...new Set([...String(text).matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]))].sort();

const catalogueKeys = new Map<string, Map<string, string[]>>();

/**
 * Each base key of a namespace with its values by plural form, read once: the checks ask for a
 * namespace once per key the code uses, and reading the file each time took seconds.
 */
function keysOf(language: string, namespace: string): Map<string, string[]> {
  const kept = catalogueKeys.get(`${language}:${namespace}`);
  if (kept) return kept;
  const keys = new Map<string, string[]>();
  for (const [key, value] of readCatalogue(language, namespace)) {
    keys.set(baseKey(key), [...(keys.get(baseKey(key)) ?? []), String(value)]);
  }
  catalogueKeys.set(`${language}:${namespace}`, keys);
  return keys;
}

describe('the message catalogues (decision 054)', () => {
  it('has the same namespaces in every language', () => {
    for (const language of languages) expect(namespacesOf(language)).toEqual(namespaces);
    const files = filesUnder(catalogueDir, (file) => file.endsWith('.json')).map((file) =>
      path.relative(catalogueDir, file),
    );
    expect(files).toHaveLength(languages.length * namespaces.length);
  });

  it.each(namespaces)(
    '%s: every key is in both languages, with text and the same placeholders',
    (namespace) => {
      const english = keysOf('en', namespace);
      const malay = keysOf('ms', namespace);
      expect([...malay.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, texts] of english) {
        const translated = malay.get(key) ?? [];
        for (const text of [...texts, ...translated]) expect(text.trim(), `${namespace}:${key}`).not.toBe('');
        expect(variables(translated.join(' ')), `${namespace}:${key}`).toEqual(variables(texts.join(' ')));
      }
    },
  );

  it('has every key the code asks for', () => {
    const missing = uses
      .filter((use) => !use.prefix)
      .filter(
        (use) => !namespaces.includes(use.namespace) || !keysOf('en', use.namespace).has(baseKey(use.key)),
      )
      .map((use) => `${path.relative(catalogueDir, use.file)}: ${use.namespace}:${use.key}`);
    expect(missing).toEqual([]);
  });

  it('has no key the code never asks for', () => {
    const unused = namespaces.flatMap((namespace) =>
      [...keysOf('en', namespace).keys()]
        .filter(
          (key) =>
            !uses.some(
              (use) =>
                use.namespace === namespace &&
                (use.prefix ? key.startsWith(use.key) : baseKey(use.key) === key),
            ),
        )
        .map((key) => `${namespace}:${key}`),
    );
    expect(unused).toEqual([]);
  });
});
