import {
  eInvoiceTypeCodes,
  eInvoiceVersion,
  generalPublicTin,
  malaysiaCountryCode,
  paymentModeCodes,
  stateNotApplicable,
  type TaxType,
  taxTypeCodes,
} from './e-invoice-codes';
import { type EInvoiceInput, eInvoiceInputSchema, type ParsedEInvoiceInput } from './e-invoice-input';
import { senAmount, utcIssueDate, utcIssueTime } from './e-invoice-values';

/**
 * The UBL 2.1 JSON of one document as MyInvois takes it (decision 105): every element is an array,
 * a value sits under `_` with its attributes beside it. Credit, debit and refund notes are written
 * as an `Invoice` too, told apart by `InvoiceTypeCode`, as in the SDK's samples.
 */
export type UblLeaf = { readonly [name: string]: string | number | boolean };
export type UblElement = readonly (UblLeaf | UblAggregate)[];
export interface UblAggregate {
  readonly [name: string]: UblElement;
}
export interface EInvoiceJson {
  readonly _D: string;
  readonly _A: string;
  readonly _B: string;
  readonly Invoice: readonly [UblAggregate];
}

/** An element of the signature: text attributes (`Id`, `Target`, `URI`) beside its children. */
export interface UblSignatureElement {
  readonly [name: string]: string | readonly UblSignatureElement[];
}

/** A document as signed for MyInvois: `UBLExtensions` and `Signature` added to the `Invoice`. */
export interface SignedEInvoiceJson extends Omit<EInvoiceJson, 'Invoice'> {
  readonly Invoice: readonly [{ readonly [name: string]: UblElement | readonly UblSignatureElement[] }];
}

const namespaces = {
  _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

const value = (text: string | number | boolean, attributes: UblLeaf = {}): UblElement => [
  { _: text, ...attributes },
];
const money = (sen: number): UblElement => value(senAmount(sen), { currencyID: 'MYR' });
const one = (aggregate: UblAggregate): UblElement => [aggregate];
const partyId = (id: string, scheme: string): UblAggregate => ({ ID: value(id, { schemeID: scheme }) });
/** The tax scheme every tax category names (UN/ECE 5153 'OTH'). */
const taxScheme = one({ ID: value('OTH', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }) });

type Address = ParsedEInvoiceInput['issuer']['address'];

function postalAddress(address: Address): UblElement {
  return one({
    CityName: value(address.city),
    ...(address.postcode ? { PostalZone: value(address.postcode) } : {}),
    CountrySubentityCode: value(address.state),
    AddressLine: address.lines.map((line) => ({ Line: value(line) })),
    Country: one({ IdentificationCode: value(address.country, { listID: 'ISO3166-1', listAgencyID: '6' }) }),
  });
}

function contact(phone: string, email: string | null): UblElement {
  return one({ Telephone: value(phone), ...(email ? { ElectronicMail: value(email) } : {}) });
}

function supplierParty(issuer: ParsedEInvoiceInput['issuer']): UblElement {
  return one({
    Party: one({
      IndustryClassificationCode: value(issuer.msicCode, { name: issuer.activityDescription }),
      PartyIdentification: [
        partyId(issuer.tin, 'TIN'),
        partyId(issuer.businessRegistrationNumber, 'BRN'),
        partyId(issuer.sstNumber ?? 'NA', 'SST'),
        partyId('NA', 'TTX'),
      ],
      PostalAddress: postalAddress(issuer.address),
      PartyLegalEntity: one({ RegistrationName: value(issuer.legalName) }),
      Contact: contact(issuer.phone, issuer.email),
    }),
  });
}

/** The guideline's buyer of a consolidated document: 'General Public', the general TIN, 'NA' elsewhere. */
const generalPublicParty: UblAggregate = {
  PostalAddress: one({
    CityName: value('NA'),
    CountrySubentityCode: value(stateNotApplicable),
    AddressLine: [{ Line: value('NA') }],
    Country: one({
      IdentificationCode: value(malaysiaCountryCode, { listID: 'ISO3166-1', listAgencyID: '6' }),
    }),
  }),
  PartyLegalEntity: one({ RegistrationName: value('General Public') }),
  PartyIdentification: [partyId(generalPublicTin, 'TIN'), partyId('NA', 'BRN'), partyId('NA', 'SST')],
  Contact: one({ Telephone: value('NA') }),
};

function customerParty(buyer: ParsedEInvoiceInput['buyer']): UblElement {
  if (buyer.kind === 'GENERAL_PUBLIC') return one({ Party: one(generalPublicParty) });
  const identification =
    buyer.kind === 'PERSON'
      ? [partyId(buyer.tin, 'TIN'), partyId(buyer.idValue, buyer.idType), partyId('NA', 'SST')]
      : [
          partyId(buyer.tin, 'TIN'),
          partyId(buyer.businessRegistrationNumber, 'BRN'),
          partyId(buyer.sstNumber ?? 'NA', 'SST'),
        ];
  return one({
    Party: one({
      PostalAddress: postalAddress(buyer.address),
      PartyLegalEntity: one({ RegistrationName: value(buyer.name) }),
      PartyIdentification: identification,
      Contact: contact(buyer.phone, buyer.email),
    }),
  });
}

type Line = ParsedEInvoiceInput['lines'][number];
const lineTaxType = (line: Line): TaxType => line.tax?.type ?? 'NOT_APPLICABLE';

function taxCategory(type: TaxType): UblElement {
  return one({ ID: value(taxTypeCodes[type]), TaxScheme: taxScheme });
}

function invoiceLine(line: Line, index: number): UblAggregate {
  const taxSen = line.tax?.amountSen ?? 0;
  return {
    ID: value(String(index + 1)),
    InvoicedQuantity: value(Number(line.quantity), { unitCode: line.unitCode }),
    LineExtensionAmount: money(line.amountSen),
    TaxTotal: one({
      TaxAmount: money(taxSen),
      TaxSubtotal: one({
        TaxableAmount: money(line.amountSen),
        TaxAmount: money(taxSen),
        Percent: value(Number(line.tax?.percent ?? '0')),
        TaxCategory: taxCategory(lineTaxType(line)),
      }),
    }),
    Item: one({
      CommodityClassification: one({
        ItemClassificationCode: value(line.classification, { listID: 'CLASS' }),
      }),
      Description: value(line.description),
    }),
    Price: one({ PriceAmount: money(line.unitPriceSen) }),
    ItemPriceExtension: one({ Amount: money(line.amountSen) }),
  };
}

/** The document's tax: one subtotal per tax type its lines carry, each the sum of those lines. */
function documentTaxTotal(lines: readonly Line[]): UblElement {
  const byType = new Map<TaxType, { taxableSen: number; taxSen: number }>();
  for (const line of lines) {
    const sums = byType.get(lineTaxType(line)) ?? { taxableSen: 0, taxSen: 0 };
    sums.taxableSen += line.amountSen;
    sums.taxSen += line.tax?.amountSen ?? 0;
    byType.set(lineTaxType(line), sums);
  }
  const taxSen = lines.reduce((sum, line) => sum + (line.tax?.amountSen ?? 0), 0);
  return one({
    TaxAmount: money(taxSen),
    TaxSubtotal: [...byType].map(([type, sums]) => ({
      TaxableAmount: money(sums.taxableSen),
      TaxAmount: money(sums.taxSen),
      TaxCategory: taxCategory(type),
    })),
  });
}

/** Totals from the lines alone, so they equal the sum of the lines to the sen. */
export function eInvoiceTotals(input: Pick<ParsedEInvoiceInput, 'lines' | 'discounts'>) {
  const lineSen = input.lines.reduce((sum, line) => sum + line.amountSen, 0);
  const taxSen = input.lines.reduce((sum, line) => sum + (line.tax?.amountSen ?? 0), 0);
  const discountSen = input.discounts.reduce((sum, discount) => sum + discount.amountSen, 0);
  const taxExclusiveSen = lineSen - discountSen;
  return { lineSen, discountSen, taxExclusiveSen, taxSen, payableSen: taxExclusiveSen + taxSen };
}

function legalMonetaryTotal(input: ParsedEInvoiceInput): UblElement {
  const totals = eInvoiceTotals(input);
  return one({
    LineExtensionAmount: money(totals.lineSen),
    TaxExclusiveAmount: money(totals.taxExclusiveSen),
    TaxInclusiveAmount: money(totals.payableSen),
    ...(totals.discountSen > 0 ? { AllowanceTotalAmount: money(totals.discountSen) } : {}),
    PayableAmount: money(totals.payableSen),
  });
}

/**
 * `input` as the unsigned UBL 2.1 JSON of MyInvois' document type version 1.1. Parses `input`
 * first: a ZodError carries the message key and field of anything MyInvois would refuse. The
 * signature (`UBLExtensions`, `Signature`) is added by the signing step before submission.
 */
export function eInvoiceDocument(input: EInvoiceInput): EInvoiceJson {
  return documentJson(eInvoiceInputSchema.parse(input));
}

/** The JSON of an already parsed document (the consolidated builder makes its own input). */
export function documentJson(input: ParsedEInvoiceInput): EInvoiceJson {
  const issuedAt = new Date(input.issuedAt);
  const invoice: UblAggregate = {
    ID: value(input.number),
    IssueDate: value(utcIssueDate(issuedAt)),
    IssueTime: value(utcIssueTime(issuedAt)),
    InvoiceTypeCode: value(eInvoiceTypeCodes[input.type], { listVersionID: eInvoiceVersion }),
    DocumentCurrencyCode: value(input.currency),
    TaxCurrencyCode: value(input.currency),
    ...(input.billingPeriod
      ? {
          InvoicePeriod: one({
            StartDate: value(input.billingPeriod.start),
            EndDate: value(input.billingPeriod.end),
            Description: value('Monthly'),
          }),
        }
      : {}),
    ...(input.original
      ? {
          BillingReference: one({
            InvoiceDocumentReference: one({
              ID: value(input.original.number),
              UUID: value(input.original.uuid),
            }),
          }),
        }
      : {}),
    AccountingSupplierParty: supplierParty(input.issuer),
    AccountingCustomerParty: customerParty(input.buyer),
    ...(input.payment
      ? {
          PaymentMeans: one({ PaymentMeansCode: value(paymentModeCodes[input.payment.mode]) }),
          ...(input.payment.reference ? { PrepaidPayment: one({ ID: value(input.payment.reference) }) } : {}),
        }
      : {}),
    ...(input.discounts.length > 0
      ? {
          AllowanceCharge: input.discounts.map((discount) => ({
            ChargeIndicator: value(false),
            AllowanceChargeReason: value(discount.reason),
            Amount: money(discount.amountSen),
          })),
        }
      : {}),
    TaxTotal: documentTaxTotal(input.lines),
    LegalMonetaryTotal: legalMonetaryTotal(input),
    InvoiceLine: input.lines.map(invoiceLine),
  };
  return { ...namespaces, Invoice: [invoice] };
}

/** The document as the minified JSON text MyInvois hashes and stores (no spaces or line breaks). */
export function eInvoiceJsonText(document: EInvoiceJson | SignedEInvoiceJson): string {
  return JSON.stringify(document);
}
