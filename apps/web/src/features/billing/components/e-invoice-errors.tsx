import { type EInvoiceError, eInvoiceErrorText } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage, messageText } from '@/i18n/i18n';

/**
 * What MyInvois (or the product, before sending) found wrong with a document, in the reader's
 * language as the CSV says it (`eInvoiceErrorText`), each with the place in the document it names.
 */
export function EInvoiceErrors({ errors }: { errors: EInvoiceError[] }) {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  return (
    <ul className="grid gap-2">
      {errors.map((error, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list as MyInvois gave it; two errors may say the same.
        <li key={index} className="grid gap-0.5 rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
          <span className="break-words text-red-800">{eInvoiceErrorText(error, language, messageText)}</span>
          {error.path ? (
            <span className="text-xs break-all text-zinc-600">
              {t('eInvoices.detail.errorPath', { path: error.path })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
