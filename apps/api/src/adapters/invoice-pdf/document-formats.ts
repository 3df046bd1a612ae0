import {
  type DocumentFamily,
  type DocumentKey,
  documentText,
  familyName,
  type InvoiceState,
  type Language,
  type OvertimeUnit,
  type StoredInvoicePaymentMethod,
} from '@cic/contract';

/** How documents write facts (decision 069): the spec's dd/MM/yyyy, 12-hour times (decision 065). */

/** A Kuala Lumpur day 'yyyy-MM-dd' as 'dd/MM/yyyy', by its digits: no time zone can move it. */
export function formatDocumentDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
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

const groupedWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A rate kept as decimal ringgit text ('0.500000') as 'RM 0.50 / min': at least two decimals, more
 * only where the rate has them, read from the digits so no float rounds it.
 */
export function formatRate(rate: string, unit: OvertimeUnit, language: Language): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const decimals = fraction.replace(/0+$/, '').padEnd(2, '0');
  const ringgit = `RM ${groupedWhole.format(Number(whole))}.${decimals}`;
  return documentText(unit === 'MINUTE' ? 'perMinute' : 'perHour', language, { rate: ringgit });
}

export function formatDuration(duration: number, unit: OvertimeUnit, language: Language): string {
  return documentText(unit === 'MINUTE' ? 'minutes' : 'hours', language, { count: duration });
}

const statusKeys: Record<InvoiceState, DocumentKey> = {
  DRAFT: 'statusDraft',
  ISSUED: 'statusIssued',
  PARTLY_PAID: 'statusPartlyPaid',
  PAID: 'statusPaid',
  VOID: 'statusVoid',
  PARTLY_REFUNDED: 'statusPartlyRefunded',
  REFUNDED: 'statusRefunded',
};

/** An invoice's status or state (decision 089) in the reader's language: 'Paid in full', 'Refunded'. */
export const statusText = (status: InvoiceState, language: Language) =>
  documentText(statusKeys[status], language);

const methodKeys: Record<StoredInvoicePaymentMethod, DocumentKey> = {
  CASH: 'methodCash',
  BANK_TRANSFER: 'methodBankTransfer',
  CHEQUE: 'methodCheque',
  ONLINE: 'methodOnline',
  CREDIT: 'methodCredit',
};

export const methodText = (method: StoredInvoicePaymentMethod, language: Language) =>
  documentText(methodKeys[method], language);

/** 'Tan Family' / 'Keluarga Tan', as the family pages say it. */
export const familyText = (family: DocumentFamily, language: Language) =>
  familyName(family.namedAfter, language);
