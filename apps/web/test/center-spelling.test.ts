import { documentsEn, messagesEn } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { flatten, namespacesOf, readCatalogue } from './source-scan';

/** A word spelt the British way, outside the `{{centre}}` placeholders the texts are filled from. */
const britishCentre = /\bcentres?\b/i;
const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');

/** Every English text a person reads: the pages' catalogues, the server's messages, documents and notices. */
const englishTexts = (): [string, string][] => [
  ...namespacesOf('en').flatMap((namespace) =>
    readCatalogue('en', namespace).map(([key, text]): [string, string] => [
      `${namespace}:${key}`,
      String(text),
    ]),
  ),
  ...flatten(messagesEn).map(([key, text]): [string, string] => [`messages:${key}`, String(text)]),
  ...Object.entries(documentsEn).map(([key, text]): [string, string] => [`documents:${key}`, text]),
];

describe('one spelling (decision 027)', () => {
  it('spells "center" in every English text, absences included (issue 40)', () => {
    const british = englishTexts()
      .filter(([, text]) => britishCentre.test(withoutPlaceholders(text)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(british).toEqual([]);
  });
});
