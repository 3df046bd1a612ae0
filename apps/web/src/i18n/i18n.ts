import { type MessageParams, parseMessageRef } from '@cic/contract/messages/message-key';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translateMessagesWith } from '@/lib/api-client';
import { followSavedLanguageAtSignIn, saveLanguageChoice } from '@/lib/language-choice';
import { catalogueBackend, messagesNamespace } from './catalogues';
import {
  initialLanguage,
  intlLocale,
  isLanguage,
  type Language,
  languages,
  rememberLanguage,
} from './languages';

/**
 * The one i18next instance of the web app. Pages call `useTranslation('<namespace>')`; code outside
 * React (toasts from a mutation, the API client) calls `i18n.t('<namespace>:<key>')`.
 */
export const i18n = i18next.createInstance();

/** Follows the language on `<html lang>` so screen readers and the browser read the page right. */
function applyToDocument(language: string): void {
  document.documentElement.lang = language;
}

/**
 * Settles once `startI18n` has: the router is made (and starts loading the first page's code and
 * catalogue) before i18next starts, and a catalogue asked for before then would never load, so a
 * route loader's `i18n.t` would show keys (the admin registration prompt).
 */
let markStarted: () => void = () => undefined;
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/**
 * Starts i18next with the chosen language and its `common` catalogue; resolves when they are loaded.
 * The messages of forms and the server start loading then too, without holding the first page.
 */
export function startI18n(): Promise<unknown> {
  const language = initialLanguage();
  // The router's first calls go out before i18next has started; the API client sends `<html lang>`
  // with them, so the words the server makes for the page come in this language (issue 27).
  applyToDocument(language);
  i18n.on('languageChanged', applyToDocument);
  followSavedLanguageAtSignIn({ current: currentLanguage, show: showLanguage });
  translateMessagesWith(messageTranslation);
  const starting = i18n
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...languages],
      ns: ['common'],
      defaultNS: 'common',
      // React escapes what it renders; escaping here too would show '&amp;' in names.
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  starting.then(markStarted, markStarted);
  void starting.then(loadMessages).catch(() => undefined);
  return starting;
}

/** Loads the messages catalogue (decision 056); forms wait for it before they validate. */
export function loadMessages(): Promise<void> {
  return started.then(() => i18n.loadNamespaces(messagesNamespace));
}

/** A message key's text in the page's language, when the catalogue has it. */
function messageTranslation(key: string, params?: MessageParams): string | undefined {
  const fullKey = `${messagesNamespace}:${key}`;
  return i18n.exists(fullKey) ? i18n.t(fullKey, params) : undefined;
}

/**
 * The text of a message key ('auth.emailInvalid', params after '?') in the page's language; any
 * other text, or a key the catalogue does not have, comes back as it is (decision 056).
 */
export function messageText(keyOrText: string, params?: MessageParams): string {
  const ref = parseMessageRef(keyOrText);
  if (!ref) return keyOrText;
  return messageTranslation(ref.key, { ...ref.params, ...params }) ?? keyOrText;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The `Intl` locale for dates, times and money in the current language. */
export function currentLocale(): string {
  return intlLocale[currentLanguage()];
}

/** Shows the page in a language and remembers it in this browser. */
async function showLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
  refetchServerWords();
}

/** Switches the page's language, remembers it in this browser and with whoever is signed in. */
export async function changeLanguage(language: Language): Promise<void> {
  await showLanguage(language);
  saveLanguageChoice(language);
}

/**
 * The server makes some words in the language the page asks in (an order's description, a
 * family's name; issue 27): answers kept from before the switch are asked for again.
 */
function refetchServerWords(): void {
  void import('@/lib/query-client').then(({ queryClient }) => queryClient.invalidateQueries());
}

/** Loads an area's catalogues alongside its code, so its page does not wait for them after. */
export function loadCatalogues(namespaces: string[]): Promise<void> {
  return started.then(() => i18n.loadNamespaces(namespaces));
}
