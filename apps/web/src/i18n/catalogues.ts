import type { BackendModule, ResourceKey } from 'i18next';

/**
 * Every catalogue is its own chunk, fetched when a page first needs it: a parent never downloads
 * the admin's words, and nobody downloads the language they do not use (decision 054). Keys
 * without their folder ('./en/care.json'): the map is on every page (decision 120).
 */
const catalogueFiles = import.meta.glob<ResourceKey>('./*/*.json', {
  base: './catalogues',
  import: 'default',
});

/**
 * The namespace `messages` is the contract's message catalogue (decision 056): the words of zod
 * rules and server errors, one chunk per language, the same objects the API reads.
 */
export const messagesNamespace = 'messages';
const messageCatalogues: Record<string, () => Promise<ResourceKey>> = {
  en: () => import('@cic/contract/messages/messages-en').then((module) => module.messagesEn),
  ms: () => import('@cic/contract/messages/messages-ms').then((module) => module.messagesMs),
};

export function catalogueLoader(language: string, namespace: string) {
  if (namespace === messagesNamespace) return messageCatalogues[language];
  return catalogueFiles[`./${language}/${namespace}.json`];
}

/** i18next's backend over the catalogue chunks. */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = catalogueLoader(language, namespace);
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), null);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, null),
    );
  },
};
