import { type DocumentKey, documentText } from '../messages/document-text';
import type { MessageParams } from '../messages/message-key';
import { familyName } from '../parent/family-name';
import type { Language } from '../shared/language';
import { formatSen } from '../shared/money';
import { organisationName, productName } from '../shared/product';

/**
 * What parents are told about their overtime invoices (issue 28, decision 073), in the reader's
 * language: the notice that an invoice was issued (e-mail and push) and the e-mail that carries a
 * payment's receipt. Words from the documents catalogue; money is integer sen, days Kuala Lumpur
 * 'yyyy-MM-dd' printed dd/MM/yyyy.
 */

/** One notice in the words of both channels, as the check-in notice has them. */
export type InvoiceNotice = {
  /** E-mail subject and push title. */
  title: string;
  /** The e-mail's text, the link on its own line. */
  text: string;
  /** The push notification's body: the same facts, without the link (a tap opens it). */
  shortText: string;
  link: string;
};

/** A Kuala Lumpur day 'yyyy-MM-dd' as 'dd/MM/yyyy', by its digits. */
const dayText = (day: string) => day.split('-').reverse().join('/');

/**
 * A notice's words in the reader's language: the catalogue's text filled with the notice's facts,
 * the family worded in that language ('Tan Family' / 'Keluarga Tan'), its centre, and what every
 * notice names (the organisation, the product, the invoice's page).
 */
function noticeWords(
  input: { familyNamedAfter: string; centreName: string; link: string },
  language: Language,
  facts: MessageParams,
) {
  const params = {
    ...facts,
    centre: input.centreName,
    family: familyName(input.familyNamedAfter, language),
    organisation: organisationName,
    product: productName,
    link: input.link,
  };
  return (key: DocumentKey) => documentText(key, language, params);
}

/**
 * The text of a notice about money owed (an invoice issued, a reminder): its opening line, then
 * the amount and the due date, then where to open the invoice.
 */
function owedText(say: ReturnType<typeof noticeWords>, intro: DocumentKey) {
  return [say(intro), '', say('noticeAmount'), say('noticeDueDate'), '', say('issuedNoticeOpen')].join('\n');
}

export type InvoiceIssuedNoticeInput = {
  invoiceNumber: string;
  /** What the family is called after ('Tan'), worded 'Tan Family' / 'Keluarga Tan'. */
  familyNamedAfter: string;
  centreName: string;
  totalSen: number;
  dueDate: string;
  /** A month's invoice: the month's first day; null for an overtime report's invoice. */
  periodMonth?: string | null;
  /** The invoice's page in the parent's app. */
  link: string;
};

const monthLocales: Record<Language, string> = { en: 'en-MY', ms: 'ms-MY' };

/** A month 'yyyy-MM(-dd)' in the reader's language: 'December 2026', 'Disember 2026'. */
export function monthText(month: string, language: Language): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(monthLocales[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)));
}

/** An invoice was issued to the family: its number, the amount in RM, the due date and its page. */
export function invoiceIssuedNotice(input: InvoiceIssuedNoticeInput, language: Language): InvoiceNotice {
  const say = noticeWords(input, language, {
    number: input.invoiceNumber,
    amount: formatSen(input.totalSen),
    dueDate: dayText(input.dueDate),
    month: input.periodMonth ? monthText(input.periodMonth, language) : '',
  });
  const monthly = Boolean(input.periodMonth);
  return {
    title: say('issuedNoticeTitle'),
    text: owedText(say, monthly ? 'issuedNoticeIntroMonth' : 'issuedNoticeIntro'),
    shortText: say(monthly ? 'issuedNoticeShortMonth' : 'issuedNoticeShort'),
    link: input.link,
  };
}

export type ReceiptMailInput = {
  receiptNumber: string;
  invoiceNumber: string;
  amountSen: number;
  /** The whole payment received, and the part of it kept as the family's credit (decision 088). */
  receivedSen: number;
  keptAsCreditSen: number;
  paymentDate: string;
  /** What the invoice still owes right after this payment. */
  balanceAfterSen: number;
  /** The invoice's page in the parent's app. */
  link: string;
};

/** The e-mail that carries a payment's receipt: what was received, what is left, and the invoice's page. */
export function receiptMail(input: ReceiptMailInput, language: Language): InvoiceNotice {
  const params = {
    receiptNumber: input.receiptNumber,
    number: input.invoiceNumber,
    amount: formatSen(input.receivedSen),
    applied: formatSen(input.amountSen),
    credit: formatSen(input.keptAsCreditSen),
    date: dayText(input.paymentDate),
    balance: formatSen(input.balanceAfterSen),
    organisation: organisationName,
    product: productName,
    link: input.link,
  };
  const say = (key: DocumentKey) => documentText(key, language, params);
  const facts = [
    say('receiptMailIntro'),
    ...(input.keptAsCreditSen > 0 ? [say('receiptMailKeptAsCredit')] : []),
    say(input.balanceAfterSen > 0 ? 'receiptMailBalance' : 'receiptMailPaidInFull'),
  ];
  return {
    title: say('receiptMailSubject'),
    text: [...facts, say('receiptMailAttached'), '', say('receiptMailOpen')].join('\n'),
    shortText: facts.join('\n'),
    link: input.link,
  };
}

export type CreditNoteNoticeInput = {
  creditNoteNumber: string;
  invoiceNumber: string;
  familyNamedAfter: string;
  centreName: string;
  amountSen: number;
  /** The admin's own words. */
  reason: string;
  /** The invoice's page in the parent's app. */
  link: string;
};

/** A credit note refunded money the family paid (decision 089): how much, for which invoice, why; its PDF is attached. */
export function creditNoteNotice(input: CreditNoteNoticeInput, language: Language): InvoiceNotice {
  const say = noticeWords(input, language, {
    creditNoteNumber: input.creditNoteNumber,
    number: input.invoiceNumber,
    amount: formatSen(input.amountSen),
    reason: input.reason,
  });
  return {
    title: say('creditNoteNoticeTitle'),
    text: [
      say('creditNoteNoticeIntro'),
      say('noticeReason'),
      say('creditNoteNoticeAttached'),
      '',
      say('creditNoteNoticeOpen'),
    ].join('\n'),
    shortText: say('creditNoteNoticeShort'),
    link: input.link,
  };
}

export type InvoiceVoidedNoticeInput = {
  invoiceNumber: string;
  familyNamedAfter: string;
  centreName: string;
  /** The admin's own words. */
  reason: string;
  /** The invoice's page in the parent's app. */
  link: string;
};

/** An issued invoice was voided (decision 089): its number, that it is no longer to be paid, and the admin's reason. */
export function invoiceVoidedNotice(input: InvoiceVoidedNoticeInput, language: Language): InvoiceNotice {
  const say = noticeWords(input, language, { number: input.invoiceNumber, reason: input.reason });
  return {
    title: say('voidedNoticeTitle'),
    text: [say('voidedNoticeIntro'), say('noticeReason'), '', say('voidedNoticeOpen')].join('\n'),
    shortText: say('voidedNoticeShort'),
    link: input.link,
  };
}

export type InvoiceReminderInput = {
  invoiceNumber: string;
  familyNamedAfter: string;
  centreName: string;
  /** What is still owed on it. */
  balanceSen: number;
  dueDate: string;
  /** Days from the due date: before it (< 0), on it (0), after it (> 0). */
  offsetDays: number;
  link: string;
};

/** A reminder of an invoice still owed (issue 41): before its due date, on it, or overdue. */
export function invoiceReminderNotice(input: InvoiceReminderInput, language: Language): InvoiceNotice {
  const say = noticeWords(input, language, {
    number: input.invoiceNumber,
    amount: formatSen(input.balanceSen),
    dueDate: dayText(input.dueDate),
  });
  const when = input.offsetDays < 0 ? 'Before' : input.offsetDays === 0 ? 'On' : 'After';
  return {
    title: say(`reminderTitle${when}`),
    text: owedText(say, `reminderIntro${when}`),
    shortText: say(`reminderShort${when}`),
    link: input.link,
  };
}
