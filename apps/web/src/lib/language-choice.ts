import type { Language } from '@cic/contract';
import { api } from './api-client';
import { getToken, onSignIn, type TokenKind } from './tokens';

/**
 * Keeps the language with the signed-in person on the server, so their e-mails and every device
 * they sign in on come in it (issue 18, 27). The browser keeps it too, so a failed save changes
 * nothing on screen: it is not retried.
 */
export function saveLanguageChoice(language: Language, kinds: TokenKind[] = ['staff', 'parent']): void {
  for (const kind of kinds) {
    if (getToken(kind)) void api.put('/language', { auth: kind, body: { language } }).catch(() => undefined);
  }
}

/**
 * The language saved with whoever just signed in, from their session's answer (null: none yet),
 * through the session cache the guards read. Loaded on sign-in: a sign-in page's first load does
 * not carry the query cache (decision 026).
 */
async function savedLanguageOf(kind: TokenKind): Promise<Language | null> {
  const { parentAuthQueryOptions, staffMeQueryOptions } = await import('./session');
  const { queryClient } = await import('./query-client');
  const session =
    kind === 'staff'
      ? await queryClient.fetchQuery(staffMeQueryOptions())
      : await queryClient.fetchQuery(parentAuthQueryOptions());
  return session.language;
}

type PageLanguage = {
  /** The language the page shows now (the sign-in page's). */
  current: () => Language;
  /** Shows the page in a language and remembers it in this browser, without saving it on the server. */
  show: (language: Language) => Promise<unknown>;
};

/**
 * After every sign-in, a person's saved language wins, on any device (issue 27): the page switches
 * to it. Someone with no saved choice yet keeps the sign-in page's, which is saved for them. Only an
 * explicit change (`changeLanguage`) saves a language over another.
 */
export function followSavedLanguageAtSignIn({ current, show }: PageLanguage): void {
  onSignIn((kind) => {
    savedLanguageOf(kind)
      .then((saved) => {
        if (saved === null) saveLanguageChoice(current(), [kind]);
        else if (saved !== current()) return show(saved);
        return undefined;
      })
      // A session that cannot be read now keeps this page's language; the guards deal with the session.
      .catch(() => undefined);
  });
}
