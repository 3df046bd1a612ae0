import type { AnswerSchema } from './api-client';

/**
 * A few hand-written checks of an answer's shape, for the session answers the guards read before
 * every signed-in page: zod would add 24 KiB to each first page for two small objects (decision
 * 055). Like a zod object they keep only the named keys; `session-schemas.test.ts` holds them to the
 * contract's schemas.
 */
export type Check<T> = (value: unknown) => T;

class Mismatch extends Error {}

const mismatch = (): never => {
  throw new Mismatch();
};

export const string: Check<string> = (value) => (typeof value === 'string' ? value : mismatch());

export const boolean: Check<boolean> = (value) => (typeof value === 'boolean' ? value : mismatch());

/** zod's `.int()`: a safe integer. */
export const integer: Check<number> = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : mismatch();

export function oneOf<const T extends readonly (string | number | boolean)[]>(values: T): Check<T[number]> {
  return (value) => (values.includes(value as T[number]) ? (value as T[number]) : mismatch());
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value) => (value === null ? null : check(value));
}

export function arrayOf<T>(check: Check<T>): Check<T[]> {
  return (value) => (Array.isArray(value) ? value.map((item) => check(item)) : mismatch());
}

export function object<Shape extends Record<string, Check<unknown>>>(
  shape: Shape,
): Check<{ [Key in keyof Shape]: ReturnType<Shape[Key]> }> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return mismatch();
    const fields = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) result[key] = (shape[key] as Check<unknown>)(fields[key]);
    return result as { [Key in keyof Shape]: ReturnType<Shape[Key]> };
  };
}

/** The `schema` of an `api` call: `safeParse` as zod's, without zod. */
export function answerSchema<T>(check: Check<T>): AnswerSchema<T> {
  return {
    safeParse(data) {
      try {
        return { success: true, data: check(data) };
      } catch (error) {
        if (error instanceof Mismatch) return { success: false };
        throw error;
      }
    },
  };
}
