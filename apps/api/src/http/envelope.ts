import { messageText, type PageMeta } from '@cic/contract';
import { messageFields } from './app-error';

/**
 * The success envelope every route returns. A message key (decision 056) is sent as its English
 * text in `message` and as itself in `messageCode`; other text goes as it is.
 */
export function ok<T>(data: T, keyOrText?: string) {
  if (keyOrText === undefined) return { success: true as const, data };
  return { success: true as const, data, message: messageText(keyOrText), ...messageFields(keyOrText) };
}

export function okPage<T>(data: T[], meta: PageMeta) {
  return { success: true as const, data, meta };
}
