import type { Db } from '../db/client';
import { countRateLimitHit } from './rate-limit-repository';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store over `countRateLimitHit`. */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;
    constructor(options: { keyPrefix?: string } = {}) {
      this.prefix = options.keyPrefix ?? 'http';
    }
    // @fastify/rate-limit passes the route's window as a third argument; its types omit it.
    incr(key: string, callback: IncrCallback, timeWindow = 60_000) {
      countRateLimitHit(db, `${this.prefix}:${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: Math.max(0, hit.resetAt.getTime() - Date.now()) }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore({ keyPrefix: `http:${route?.method ?? ''}:${route?.url ?? ''}` });
    }
  };
}
