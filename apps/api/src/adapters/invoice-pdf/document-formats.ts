import {
  type ChargeRateWording,
  chargeRateWords,
  type DocumentKey,
  documentText,
  documentWords,
  type FeeLineCharge,
  type FeeLineWording,
  feeLineWords,
  kualaLumpurOffsetMs,
  type Language,
  type OvertimeLineCharge,
  type OvertimeUnit,
  rateTextToMicro,
  type StoredInvoicePaymentMethod,
} from '@cic/contract';

/** How documents write facts (decision 069): the spec's dd/MM/yyyy, 12-hour times (decision 065). */

/** A Kuala Lumpur day 'yyyy-MM-dd' as 'dd/MM/yyyy', by its digits: no time zone can move it. */
export function formatDocumentDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/**
 * An instant as Kuala Lumpur 'dd/MM/yyyy HH:mm', the same in either language: when LHDN validated
 * an e-invoice, on a 24-hour clock as MyInvois shows it (decision 107).
 */
export function formatDocumentDateTime(instant: string): string {
  const local = new Date(Date.parse(instant) + kualaLumpurOffsetMs).toISOString();
  return `${formatDocumentDate(local.slice(0, 10))} ${local.slice(11, 16)}`;
}

/** English's day period as the pages print it ('PM'); Malay's from `Intl` ('PTG'), as decision 065 says. */
const clockLocales: Record<Language, string> = { en: 'en-US', ms: 'ms-MY' };
const clocks: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/** An instant as Kuala Lumpur 'hh:mm a' with the day period in the reader's language: '05:30 PM', '05:30 PTG'. */
export function formatDocumentTime(instant: string, language: Language): string {
  clocks[language] ??= new Intl.DateTimeFormat(clockLocales[language], {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kuala_Lumpur',
  });
  const parts = clocks[language].formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}

/**
 * The document text of a contract wording (`{ wording, params }`, the words the pages take too) by
 * a table of keys, one per wording.
 */
const wordedBy =
  <Wording extends string>(keys: Record<Wording, DocumentKey>) =>
  (words: { wording: Wording; params: Record<string, string | number> }, language: Language) =>
    documentText(keys[words.wording], language, words.params);

const rateText = wordedBy<ChargeRateWording>({
  perMinute: 'ratePerMinute',
  perMinutes: 'ratePerMinutes',
  perHour: 'ratePerHour',
  perHours: 'ratePerHours',
});

/**
 * A line's rate as its rule states it, with the count that makes its amount (decision 087): 'RM
 * 5.00 per 15 min × 2'; per unit, with every decimal, when no whole block states it. The words
 * are the contract's `chargeRateWords`, as the pages take them.
 */
export function formatRate(charge: OvertimeLineCharge & { amountSen: number }, language: Language): string {
  return rateText(chargeRateWords({ ...charge, rateMicro: rateTextToMicro(charge.rate) }), language);
}

const feeLineText = wordedBy<FeeLineWording>({
  monthlyFee: 'feeLineMonthlyFee',
  monthlyFeePart: 'feeLineMonthlyFeePart',
  oneOffFee: 'feeLineOneOffFee',
  siblingDiscount: 'feeLineSiblingDiscount',
});

/** A fee line as the pages word it (`feeLineWords`): 'Full Day: monthly fee, 12 of 31 days'. */
export function formatFeeLine(charge: FeeLineCharge, language: Language): string {
  return feeLineText(feeLineWords(charge), language);
}

export function formatDuration(duration: number, unit: OvertimeUnit, language: Language): string {
  return documentText(unit === 'MINUTE' ? 'minutes' : 'hours', language, { count: duration });
}

const methodKeys: Record<StoredInvoicePaymentMethod, DocumentKey> = {
  CASH: 'methodCash',
  BANK_TRANSFER: 'methodBankTransfer',
  CHEQUE: 'methodCheque',
  ONLINE: 'methodOnline',
  CREDIT: 'methodCredit',
};

/** How a payment was made, in the reader's language: 'Cash', 'Tunai'. */
export const methodText = documentWords(methodKeys);
