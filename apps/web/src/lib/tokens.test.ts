import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, removeToken, setToken } from './tokens';

/** A cookie jar that keeps every `document.cookie` write as the browser received it. */
function stubBrowser(protocol: 'http:' | 'https:') {
  const writes: string[] = [];
  vi.stubGlobal('window', { location: { protocol } });
  vi.stubGlobal('document', {
    get cookie() {
      const last = writes.at(-1);
      return last ? (last.split(';')[0] ?? '') : '';
    },
    set cookie(value: string) {
      writes.push(value);
    },
  });
  return writes;
}

function attributesOf(cookie: string): Map<string, string> {
  const [, ...parts] = cookie.split(';').map((part) => part.trim());
  return new Map(
    parts.map((part) => {
      const [key = '', ...value] = part.split('=');
      return [key.toLowerCase(), value.join('=')];
    }),
  );
}

const expiresAt = '2026-12-07T02:30:00.000Z';

describe('token cookies', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('over HTTPS', () => {
    let writes: string[];
    beforeEach(() => {
      writes = stubBrowser('https:');
    });

    it('ends when the server session ends, not in 20 years', () => {
      setToken('parent', { token: 'parent-token', expiresAt });
      expect(writes).toHaveLength(1);
      expect(attributesOf(writes[0] ?? '').get('expires')).toBe('Mon, 07 Dec 2026 02:30:00 GMT');
      expect(getToken('parent')).toBe('parent-token');
    });

    it('is Secure, SameSite=Lax and for the whole site', () => {
      setToken('staff', { token: 'staff-token', expiresAt });
      const cookie = writes[0] ?? '';
      expect(cookie.startsWith('token=staff-token;')).toBe(true);
      const attributes = attributesOf(cookie);
      expect(attributes.has('secure')).toBe(true);
      expect(attributes.get('samesite')).toBe('Lax');
      expect(attributes.get('path')).toBe('/');
    });

    it('is removed with the same attributes and an expiry in the past', () => {
      removeToken('parent');
      const cookie = writes[0] ?? '';
      expect(cookie.startsWith('parent_token=;')).toBe(true);
      const attributes = attributesOf(cookie);
      expect(new Date(attributes.get('expires') ?? '').getTime()).toBe(0);
      expect(attributes.has('secure')).toBe(true);
      expect(attributes.get('samesite')).toBe('Lax');
    });
  });

  it('is not marked Secure on a page loaded over plain HTTP (local development)', () => {
    const writes = stubBrowser('http:');
    setToken('staff', { token: 'staff-token', expiresAt });
    const attributes = attributesOf(writes[0] ?? '');
    expect(attributes.has('secure')).toBe(false);
    expect(attributes.get('samesite')).toBe('Lax');
  });
});
