import { z } from 'zod';
import { type MessageRef, message } from '../messages/message-key';
import { calendarDateSchema } from '../shared/calendar-date-schema';
import {
  adjustingEInvoiceTypes,
  chargedTaxTypes,
  classificationCodeValues,
  eInvoiceTypes,
  malaysiaCountryCode,
  malaysianStateCodes,
  paymentModes,
  unitCodes,
} from './e-invoice-codes';

/**
 * What the product knows of a document before it becomes MyInvois JSON (issue 42, decision 105):
 * who issues, who buys, the lines in integer sen. The builders parse these first, so a document
 * MyInvois would refuse for its shape is refused here with a message key on the field.
 */
export const eInvoiceMessages = {
  name: message('eInvoice.name'),
  tin: message('eInvoice.tin'),
  idValue: message('eInvoice.idValue'),
  brn: message('eInvoice.brn'),
  sst: message('eInvoice.sst'),
  msic: message('eInvoice.msic'),
  activity: message('eInvoice.activity'),
  addressLine: message('eInvoice.addressLine'),
  postcode: message('eInvoice.postcode'),
  city: message('eInvoice.city'),
  state: message('eInvoice.state'),
  country: message('eInvoice.country'),
  phone: message('eInvoice.phone'),
  email: message('eInvoice.email'),
  number: message('eInvoice.number'),
  issuedAt: message('eInvoice.issuedAt'),
  currency: message('eInvoice.currency'),
  description: message('eInvoice.description'),
  quantity: message('eInvoice.quantity'),
  amount: message('eInvoice.amount'),
  classification: message('eInvoice.classification'),
  taxPercent: message('eInvoice.taxPercent'),
  total: message('eInvoice.total'),
  original: message('eInvoice.original'),
  originalUuid: message('eInvoice.originalUuid'),
  discountWithTax: message('eInvoice.discountWithTax'),
  paymentMode: message('eInvoice.paymentMode'),
  documentType: message('eInvoice.documentType'),
} as const;

/** A text that must be given, trimmed, of at most `max` characters; one message for all three. */
export const eInvoiceText = (max: number, error: MessageRef) =>
  z.string({ error }).trim().min(1, error).max(max, error);

/**
 * A TIN as LHDN writes it (SDK FAQ): an individual's 'IG' and 9–12 digits; a non-individual's
 * prefix, digits without leading zeros, ending in 0; or the general public's. 14 characters at most.
 */
const tinPattern =
  /^(?=.{1,14}$)(?:IG\d{9,12}|(?:CS|FA|PT|TA|TC|TN|TR|TP|LE|C|D|F|J)[1-9]\d{0,10}0|EI00000000010)$/;
export const isTin = (text: string) => tinPattern.test(text);

export const eInvoiceTinSchema = z
  .string({ error: eInvoiceMessages.tin })
  .regex(tinPattern, eInvoiceMessages.tin);
export const eInvoiceNameSchema = eInvoiceText(300, eInvoiceMessages.name);
/** An SST registration number (at most two, `;` between), or null for an issuer not registered. */
const sstSchema = z
  .string({ error: eInvoiceMessages.sst })
  .regex(/^[A-Za-z0-9-]{1,17}(;[A-Za-z0-9-]{1,17})?$/, eInvoiceMessages.sst)
  .max(35, eInvoiceMessages.sst)
  .nullable();
/** Minimum 8, at most 20 characters: digits with an optional leading + (SDK FAQ). */
export const eInvoicePhoneSchema = z
  .string({ error: eInvoiceMessages.phone })
  .regex(/^\+?\d{8,19}$/, eInvoiceMessages.phone);
export const eInvoiceEmailSchema = z
  .email({ error: eInvoiceMessages.email })
  .max(320, eInvoiceMessages.email);

/**
 * A postal address. A Malaysian one takes the state's code (01–16) and a 5-digit postcode; a
 * foreign one its state's name as written there.
 */
export const eInvoiceAddressSchema = z
  .object({
    lines: z
      .array(eInvoiceText(150, eInvoiceMessages.addressLine))
      .min(1, eInvoiceMessages.addressLine)
      .max(3, eInvoiceMessages.addressLine),
    postcode: z
      .string({ error: eInvoiceMessages.postcode })
      .trim()
      .max(50, eInvoiceMessages.postcode)
      .nullable(),
    city: eInvoiceText(50, eInvoiceMessages.city),
    state: eInvoiceText(50, eInvoiceMessages.state),
    country: z.string({ error: eInvoiceMessages.country }).regex(/^[A-Z]{3}$/, eInvoiceMessages.country),
  })
  .superRefine((address, context) => {
    if (address.country !== malaysiaCountryCode) return;
    if (!malaysianStateCodes.includes(address.state)) {
      context.addIssue({ code: 'custom', message: eInvoiceMessages.state, path: ['state'] });
    }
    if (address.postcode !== null && !/^\d{5}$/.test(address.postcode)) {
      context.addIssue({ code: 'custom', message: eInvoiceMessages.postcode, path: ['postcode'] });
    }
  });
export type EInvoiceAddress = z.input<typeof eInvoiceAddressSchema>;

/** The organisation (or a centre's own legal entity) that issues the documents: Billing settings. */
export const eInvoiceIssuerSchema = z.object({
  legalName: eInvoiceNameSchema,
  tin: eInvoiceTinSchema,
  businessRegistrationNumber: z
    .string({ error: eInvoiceMessages.brn })
    .regex(/^[A-Za-z0-9-]{1,20}$/, eInvoiceMessages.brn),
  sstNumber: sstSchema,
  msicCode: z.string({ error: eInvoiceMessages.msic }).regex(/^\d{5}$/, eInvoiceMessages.msic),
  activityDescription: eInvoiceText(300, eInvoiceMessages.activity),
  address: eInvoiceAddressSchema,
  phone: eInvoicePhoneSchema,
  email: eInvoiceEmailSchema,
});
export type EInvoiceIssuer = z.input<typeof eInvoiceIssuerSchema>;

/** How an individual buyer is identified beside the TIN; MyPR and MyKAS holders use NRIC. */
export const personIdTypes = ['NRIC', 'PASSPORT', 'ARMY'] as const;
export type PersonIdType = (typeof personIdTypes)[number];
const personIdPatterns: Record<PersonIdType, RegExp> = {
  NRIC: /^\d{12}$/,
  PASSPORT: /^[A-Za-z0-9]{1,12}$/,
  ARMY: /^[A-Za-z0-9]{1,12}$/,
};
/** Whether an ID number has its type's shape: a MyKad's 12 digits, a passport's or army number's letters and digits. */
export const isPersonId = (idType: PersonIdType, idValue: string) => personIdPatterns[idType].test(idValue);

const knownBuyerShape = {
  name: eInvoiceNameSchema,
  tin: eInvoiceTinSchema,
  address: eInvoiceAddressSchema,
  phone: eInvoicePhoneSchema,
  email: eInvoiceEmailSchema.nullable(),
};

/**
 * Who buys: a parent who asked for their own e-invoices (TIN, or the general TIN with their MyKad),
 * a business, or the general public of a consolidated document.
 */
export const eInvoiceBuyerSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('PERSON'),
        ...knownBuyerShape,
        idType: z.enum(personIdTypes, { error: eInvoiceMessages.idValue }),
        idValue: z.string({ error: eInvoiceMessages.idValue }),
      })
      .refine((person) => isPersonId(person.idType, person.idValue), {
        message: eInvoiceMessages.idValue,
        path: ['idValue'],
      }),
    z.object({
      kind: z.literal('BUSINESS'),
      ...knownBuyerShape,
      businessRegistrationNumber: z
        .string({ error: eInvoiceMessages.brn })
        .regex(/^[A-Za-z0-9-]{1,20}$/, eInvoiceMessages.brn),
      sstNumber: sstSchema,
    }),
    z.object({ kind: z.literal('GENERAL_PUBLIC') }),
  ],
  { error: eInvoiceMessages.tin },
);
export type EInvoiceBuyer = z.input<typeof eInvoiceBuyerSchema>;

/** Sen from 0 to RM 99,999,999.99: a document never carries a negative amount (discounts are their own list). */
export const eInvoiceSenSchema = z
  .number({ error: eInvoiceMessages.amount })
  .int(eInvoiceMessages.amount)
  .min(0, eInvoiceMessages.amount)
  .max(9_999_999_999, eInvoiceMessages.amount);

/** SST on a line, computed by the product in sen; a line without it is 'Not Applicable' (06). */
const lineTaxSchema = z.object({
  type: z.enum(chargedTaxTypes, { error: eInvoiceMessages.taxPercent }),
  percent: z
    .string({ error: eInvoiceMessages.taxPercent })
    .regex(/^\d{1,2}(\.\d{1,2})?$/, eInvoiceMessages.taxPercent),
  amountSen: eInvoiceSenSchema,
});

export const eInvoiceLineSchema = z.object({
  description: eInvoiceText(300, eInvoiceMessages.description),
  /** Decimal text, up to 5 places (SDK's advice): '1', '0.5', '45'. */
  quantity: z
    .string({ error: eInvoiceMessages.quantity })
    .regex(/^(?!0+(\.0+)?$)\d{1,9}(\.\d{1,5})?$/, eInvoiceMessages.quantity),
  unitCode: z.enum(unitCodes, { error: eInvoiceMessages.quantity }).default('C62'),
  unitPriceSen: eInvoiceSenSchema,
  /** The line's amount before tax, as invoiced: it need not be quantity × unit price to the sen. */
  amountSen: eInvoiceSenSchema,
  classification: z.enum(classificationCodeValues, { error: eInvoiceMessages.classification }),
  tax: lineTaxSchema.nullable().default(null),
});
export type EInvoiceLine = z.input<typeof eInvoiceLineSchema>;

/** A discount on the whole document (a sibling discount, a referral credit), a positive amount taken off. */
export const eInvoiceDiscountSchema = z.object({
  reason: eInvoiceText(300, eInvoiceMessages.description),
  amountSen: eInvoiceSenSchema,
});

/** MyInvois' UUID of a document: 26 Latin letters and digits. */
export const eInvoiceUuidSchema = z
  .string({ error: eInvoiceMessages.originalUuid })
  .regex(/^[A-Z0-9]{26}$/, eInvoiceMessages.originalUuid);

export const eInvoiceInputSchema = z
  .object({
    type: z.enum(eInvoiceTypes, { error: eInvoiceMessages.documentType }),
    /** Our number, e.g. INV-2026-000123: MyInvois' `codeNumber` and the document's ID. */
    number: eInvoiceText(50, eInvoiceMessages.number),
    /** When the document was issued; written in UTC. MyInvois refuses a date in the future. */
    issuedAt: z.iso.datetime({ offset: true, error: eInvoiceMessages.issuedAt }),
    currency: z.literal('MYR', { error: eInvoiceMessages.currency }).default('MYR'),
    issuer: eInvoiceIssuerSchema,
    buyer: eInvoiceBuyerSchema,
    lines: z
      .array(eInvoiceLineSchema, { error: eInvoiceMessages.description })
      .min(1, eInvoiceMessages.description),
    discounts: z.array(eInvoiceDiscountSchema).default([]),
    /** What the product's own document totals, tax included, to be proved equal to the lines. */
    totalSen: eInvoiceSenSchema,
    /** The e-invoice a credit, debit or refund note adjusts. */
    original: z
      .object({
        uuid: eInvoiceUuidSchema,
        number: z.string().trim().min(1, eInvoiceMessages.original).max(50, eInvoiceMessages.original),
      })
      .nullable()
      .default(null),
    billingPeriod: z.object({ start: calendarDateSchema, end: calendarDateSchema }).nullable().default(null),
    payment: z
      .object({
        mode: z.enum(paymentModes, { error: eInvoiceMessages.paymentMode }),
        reference: z
          .string()
          .trim()
          .min(1, eInvoiceMessages.paymentMode)
          .max(150, eInvoiceMessages.paymentMode)
          .nullable()
          .default(null),
      })
      .nullable()
      .default(null),
  })
  .superRefine((input, context) => {
    const adjusts = adjustingEInvoiceTypes.includes(input.type);
    if (adjusts !== (input.original !== null)) {
      context.addIssue({ code: 'custom', message: eInvoiceMessages.original, path: ['original'] });
    }
    const taxed = input.lines.some((line) => line.tax !== null);
    if (taxed && input.discounts.length > 0) {
      // A discount on the whole would change each taxed line's base; such a document lowers its lines instead.
      context.addIssue({ code: 'custom', message: eInvoiceMessages.discountWithTax, path: ['discounts'] });
    }
    const lines = input.lines.reduce((sum, line) => sum + line.amountSen + (line.tax?.amountSen ?? 0), 0);
    const discounts = input.discounts.reduce((sum, discount) => sum + discount.amountSen, 0);
    if (lines - discounts !== input.totalSen) {
      context.addIssue({ code: 'custom', message: eInvoiceMessages.total, path: ['totalSen'] });
    }
  });
export type EInvoiceInput = z.input<typeof eInvoiceInputSchema>;
export type ParsedEInvoiceInput = z.output<typeof eInvoiceInputSchema>;
