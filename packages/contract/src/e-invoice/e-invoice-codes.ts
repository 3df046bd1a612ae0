import type { MalaysianState } from '../shared/enums';

/**
 * The MyInvois code values the product sends (decision 105), from the SDK's code tables. Only the
 * codes we use are listed; a document names them, never their descriptions.
 */

/** A code table's names, in its order. */
function namesOf<Codes extends Record<string, string>>(codes: Codes): (keyof Codes & string)[] {
  return Object.keys(codes) as (keyof Codes & string)[];
}

/** The document type version we send: 1.1, whose documents carry the issuer's signature. */
export const eInvoiceVersion = '1.1';

/** e-Invoice types (`InvoiceTypeCode`). Self-billed types (11–14) are not ours to issue. */
export const eInvoiceTypeCodes = {
  INVOICE: '01',
  CREDIT_NOTE: '02',
  DEBIT_NOTE: '03',
  REFUND_NOTE: '04',
} as const;
export type EInvoiceType = keyof typeof eInvoiceTypeCodes;
export const eInvoiceTypes = namesOf(eInvoiceTypeCodes);

/** Types that adjust an earlier e-invoice and so must name it (its UUID and our number). */
export const adjustingEInvoiceTypes: readonly EInvoiceType[] = ['CREDIT_NOTE', 'DEBIT_NOTE', 'REFUND_NOTE'];

/** Classification codes (`ItemClassificationCode`, listID CLASS) a line of ours may carry. */
export const classificationCodes = {
  /** 'Child care centres and kindergartens fees': every fee and late pick-up of a centre. */
  CHILDCARE_FEES: '002',
  /** 'Consolidated e-Invoice': every line of the month's consolidated document. */
  CONSOLIDATED: '004',
  /** 'Others': a charge that is not a childcare fee (e.g. a uniform sold). */
  OTHERS: '022',
} as const;
export const classificationCodeValues = Object.values(classificationCodes);
export type ClassificationCode = (typeof classificationCodeValues)[number];

/** The guideline's general TIN of the general public (consolidated buyer; a MyKad-only individual). */
export const generalPublicTin = 'EI00000000010';

/** Tax types (`TaxCategory/ID`): SST where the issuer is registered, else 'Not Applicable'. */
export const taxTypeCodes = {
  SALES_TAX: '01',
  SERVICE_TAX: '02',
  NOT_APPLICABLE: '06',
} as const;
export type TaxType = keyof typeof taxTypeCodes;
/** The tax types a line may be charged (not applicable is the absence of a tax). */
export const chargedTaxTypes = ['SALES_TAX', 'SERVICE_TAX'] as const;

/** Payment modes (`PaymentMeansCode`). */
export const paymentModeCodes = {
  CASH: '01',
  CHEQUE: '02',
  BANK_TRANSFER: '03',
  CREDIT_CARD: '04',
  DEBIT_CARD: '05',
  E_WALLET: '06',
  DIGITAL_BANK: '07',
  OTHERS: '08',
} as const;
export type PaymentMode = keyof typeof paymentModeCodes;
export const paymentModes = namesOf(paymentModeCodes);

/** Units of measure (UN/ECE Rec. 20) a line's quantity may be in; one piece (C62) unless said. */
export const unitCodes = ['C62', 'MIN', 'HUR', 'DAY', 'MON'] as const;
export type UnitCode = (typeof unitCodes)[number];

/** Malaysian state codes (`CountrySubentityCode`), by the product's state names. */
export const stateCodes = {
  Johor: '01',
  Kedah: '02',
  Kelantan: '03',
  Melaka: '04',
  'Negeri Sembilan': '05',
  Pahang: '06',
  'Pulau Pinang': '07',
  Perak: '08',
  Perlis: '09',
  Selangor: '10',
  Terengganu: '11',
  Sabah: '12',
  Sarawak: '13',
  'W.P. Kuala Lumpur': '14',
  'W.P. Labuan': '15',
  'W.P. Putrajaya': '16',
} as const satisfies Record<MalaysianState, string>;
export const malaysianStateCodes: readonly string[] = Object.values(stateCodes);
/** State 'Not Applicable': only the consolidated document's general-public buyer uses it. */
export const stateNotApplicable = '17';

/** Malaysia in ISO 3166-1 alpha-3, the country list MyInvois uses. */
export const malaysiaCountryCode = 'MYS';

/** The limits of MyInvois' Submit Documents API as the SDK states them (5 MB, 300 KB: read as 10^6, 10^3). */
export const myInvoisLimits = {
  documentsPerSubmission: 100,
  bytesPerSubmission: 5_000_000,
  bytesPerDocument: 300_000,
  /** Requests per minute per client id, for each API we call. */
  requestsPerMinute: {
    login: 12,
    submitDocuments: 100,
    getSubmission: 300,
    cancelDocument: 12,
    getDocument: 60,
    getDocumentDetails: 125,
    searchDocuments: 12,
    // Validate TIN states no number: it is called once, when a parent saves a TIN, never per document.
  },
  /** Hours after validation within which the issuer may cancel a document. */
  cancellationHours: 72,
} as const;
