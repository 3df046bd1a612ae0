import type { Resource, ResourceKey } from 'i18next';
import { i18n } from './i18n';
import { languages } from './languages';

/**
 * The web's unit tests run in Node, without the DOM `startI18n()` needs nor its lazy backend: this
 * setup file (vitest.config.ts) starts the app's one i18n instance with every catalogue at once,
 * in English, so functions that word things with `i18n.t(...)` keep the spec's English in their
 * tests. A test switches with `await i18n.changeLanguage('ms')`.
 */
const files = import.meta.glob<ResourceKey>('./catalogues/*/*.json', { eager: true, import: 'default' });

const resources: Resource = {};
for (const [file, catalogue] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /\.\/catalogues\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  resources[language] = { ...resources[language], [namespace]: catalogue };
}

await i18n.init({
  lng: 'en',
  fallbackLng: false,
  supportedLngs: [...languages],
  resources,
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});
