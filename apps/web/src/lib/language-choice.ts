import type { Language } from '@cic/contract';
import { api } from './api-client';
import { getToken, onSignIn, type TokenKind } from './tokens';

/**
 * Keeps the language with the signed-in person on the server, so their e-mails come in it
 * (issue 18). The browser keeps it too, so a failed save changes nothing on screen: it is not retried.
 */
export function saveLanguageChoice(language: Language, kinds: TokenKind[] = ['staff', 'parent']): void {
  for (const kind of kinds) {
    if (getToken(kind)) void api.put('/language', { auth: kind, body: { language } }).catch(() => undefined);
  }
}

/** After every sign-in, the server learns the language the person signed in with. */
export function keepLanguageAtSignIn(current: () => Language): void {
  onSignIn((kind) => saveLanguageChoice(current(), [kind]));
}
