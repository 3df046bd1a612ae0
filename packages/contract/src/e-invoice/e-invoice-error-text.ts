import type { Language } from '../shared/language';
import type { EInvoiceError } from './e-invoice-office';

/**
 * An e-invoice error in the reader's language, as the office's page and its CSV both say it: the
 * product's own refusal by its message key (`keyText` words it: the catalogue of whoever reads),
 * else MyInvois' Malay to a Malay reader (its English where it gave none), else its English.
 */
export function eInvoiceErrorText(
  error: Pick<EInvoiceError, 'message' | 'messageMs' | 'messageKey'>,
  language: Language,
  keyText: (key: string) => string,
): string {
  if (error.messageKey) return keyText(error.messageKey);
  return language === 'ms' ? (error.messageMs ?? error.message) : error.message;
}
