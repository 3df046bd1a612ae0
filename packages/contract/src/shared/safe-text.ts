import { message } from '../messages/message-key';
/**
 * One rule for every string that comes in (body, query, path, multipart field): no NUL character
 * and no lone UTF-16 surrogate. PostgreSQL refuses NUL in text and a lone surrogate in JSON
 * (the audit log), so such a string would fail deep inside a request instead of at the edge.
 */
export const safeTextMessage = message('common.unsafeText');

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogate.test(value);
}

/**
 * The path (`a.b.0`) of the first unsafe string in a parsed input, its keys included; `''` for the
 * input itself; null when every string is safe. Walks arrays and plain objects with a stack of its
 * own, so a deeply nested body cannot overflow the call stack.
 */
export function findUnsafeText(input: unknown): string | null {
  const pending: Visit[] = [{ value: input, parent: null, key: '' }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isSafeText(value)) return pathOf(visit);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: value[index], parent: visit, key: String(index) });
      }
    } else if (isPlainObject(value)) {
      const entries = Object.entries(value);
      // A bad key is reported at its parent, so the answer never echoes the bad characters.
      if (entries.some(([key]) => !isSafeText(key))) return pathOf(visit);
      for (const [key, item] of entries.reverse()) pending.push({ value: item, parent: visit, key });
    }
  }
  return null;
}

/** A value met on the walk; the path is rebuilt from the parents only when it is needed. */
type Visit = { value: unknown; parent: Visit | null; key: string };

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Object literals, and dictionaries whose prototype is a bare null-prototype object: Fastify's
 * query string parser makes its objects so, and a walk that skipped them let NUL through.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}
