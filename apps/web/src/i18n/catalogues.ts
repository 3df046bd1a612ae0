import type { BackendModule, ResourceKey } from 'i18next';

/**
 * Every catalogue is its own chunk, fetched when a page first needs it: a parent never downloads
 * the admin's words, and nobody downloads the language they do not use (decision 054).
 */
const catalogueFiles = import.meta.glob<ResourceKey>('./catalogues/*/*.json', { import: 'default' });

export function catalogueLoader(language: string, namespace: string) {
  return catalogueFiles[`./catalogues/${language}/${namespace}.json`];
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
