import type { PageMeta } from '@cic/contract';

/** The success envelope every route returns. */
export function ok<T>(data: T, message?: string) {
  return message === undefined ? { success: true as const, data } : { success: true as const, data, message };
}

export function okPage<T>(data: T[], meta: PageMeta) {
  return { success: true as const, data, meta };
}
