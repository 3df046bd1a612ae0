import type { Storage } from '../adapters/storage';

const ttlSeconds = 15 * 60;
/** A cached link is handed out again for 5 minutes, so it always has at least 10 minutes left. */
const reuseMs = 5 * 60 * 1000;
const maxEntries = 20_000;

/**
 * Signed links for photos that are listed over and over (the check-in list is read all morning):
 * one signature per file every 5 minutes instead of one per file per request, and the same URL
 * between refreshes lets the browser keep the thumbnail it already has.
 */
export function createSignedUrlCache(storage: Storage, now: () => number = Date.now) {
  const cache = new Map<string, { url: string; reuseUntil: number }>();
  return {
    /** Signed URLs for these keys, signing only the ones not cached. */
    async urls(keys: string[]): Promise<Map<string, string>> {
      const time = now();
      const urls = new Map<string, string>();
      const missing: string[] = [];
      for (const key of keys) {
        const cached = cache.get(key);
        if (cached && cached.reuseUntil > time) urls.set(key, cached.url);
        else missing.push(key);
      }
      const signed = await Promise.all(missing.map((key) => storage.signedUrl(key, ttlSeconds)));
      if (cache.size + missing.length > maxEntries) cache.clear();
      missing.forEach((key, index) => {
        const url = signed[index] as string;
        cache.set(key, { url, reuseUntil: time + reuseMs });
        urls.set(key, url);
      });
      return urls;
    },
  };
}
