import type { SessionToken } from '@cic/contract';
import { useSyncExternalStore } from 'react';
import { getCookie, removeCookie, setCookie } from './cookies';

/** Client storage names of the two sessions (spec 1 §6, §9). Staff (teacher, HOC, admin) share `token`. */
export const tokenNames = { staff: 'token', parent: 'parent_token' } as const;
export type TokenKind = keyof typeof tokenNames;

const listeners = new Set<() => void>();
function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(kind: TokenKind): string | null {
  const value = getCookie(tokenNames[kind]);
  return value ? value : null;
}

const signInListeners = new Set<(kind: TokenKind) => void>();

/** Told after each sign-in stores its token (the language choice goes to the server then). */
export function onSignIn(listener: (kind: TokenKind) => void): void {
  signInListeners.add(listener);
}

/**
 * Stores a sign-in's token as a cookie that ends when the server session does (decision 024), in
 * place of the spec's 20-year cookie.
 */
export function setToken(kind: TokenKind, session: SessionToken): void {
  setCookie(tokenNames[kind], session.token, new Date(session.expiresAt));
  notify();
  for (const listener of signInListeners) listener(kind);
}

export function removeToken(kind: TokenKind): void {
  removeCookie(tokenNames[kind]);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab may sign in or out; re-read cookies when the window regains focus.
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

/** The current token of one kind, re-rendering when it is set or removed. */
export function useToken(kind: TokenKind): string | null {
  return useSyncExternalStore(
    subscribe,
    () => getToken(kind),
    () => null,
  );
}
