import type { Browser, BrowserContext, Cookie } from '@playwright/test';
import { appOrigin } from './ports.mjs';

/** The cookies the web app keeps its sessions in: staff (teacher, head of centre, admin) and parent. */
export type SessionCookie = 'token' | 'parent_token';

/** Stores a token where the web app looks for it, as if the user had signed in on this browser. */
export async function storeSession(
  context: BrowserContext,
  cookie: SessionCookie,
  token: string,
): Promise<void> {
  await context.addCookies([{ name: cookie, value: token, url: appOrigin }]);
}

export async function sessionCookie(
  context: BrowserContext,
  cookie: SessionCookie,
): Promise<Cookie | undefined> {
  return (await context.cookies()).find((item) => item.name === cookie);
}

/**
 * An admin's own desktop browser beside the test's page, signed in with the admin's session and its
 * pages in `language` (downloads are accepted by default).
 */
export async function adminPage(browser: Browser, token: string, language: 'en' | 'ms') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await storeSession(context, 'token', token);
  await context.addInitScript((chosen) => window.localStorage.setItem('cic.language', chosen), language);
  return context.newPage();
}
