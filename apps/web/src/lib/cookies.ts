/**
 * First-party cookies for the session tokens: path /, SameSite=Lax so other sites' requests never
 * carry them, and Secure whenever the page came over HTTPS.
 */
function attributes(expires: Date): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `expires=${expires.toUTCString()}; path=/; SameSite=Lax${secure}`;
}

/** Writes a cookie that ends at `expires` (for a token: the server session's own end). */
export function setCookie(name: string, value: string, expires: Date): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox.
  document.cookie = `${name}=${encodeURIComponent(value)}; ${attributes(expires)}`;
}

export function getCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      const value = entry.slice(prefix.length);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie.
  document.cookie = `${name}=; ${attributes(new Date(0))}`;
}
