import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { attributesAt, invoiceInput, issuer, leavesAt, parent, valuesAt } from './e-invoice.fixture';
import { eInvoiceDocument, eInvoiceJsonText } from './e-invoice-document';
import type { EInvoiceInput } from './e-invoice-input';
import { senDecimalText } from './e-invoice-values';

const invoiceOf = (input: EInvoiceInput) => eInvoiceDocument(input).Invoice[0];

/** The message keys of a refused input, by field path. */
function refusals(input: unknown): Record<string, string> {
  try {
    eInvoiceDocument(input as EInvoiceInput);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    return Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  }
  throw new Error('The input was accepted');
}

describe('eInvoiceDocument: the UBL 2.1 JSON MyInvois takes', () => {
  it('names the UBL namespaces and wraps the document in an Invoice array', () => {
    const document = eInvoiceDocument(invoiceInput());
    expect(document._D).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(document._A).toBe('urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2');
    expect(document._B).toBe('urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2');
    expect(document.Invoice).toHaveLength(1);
  });

  it('maps every mandatory field of an invoice (type 01, version 1.1)', () => {
    const invoice = invoiceOf(invoiceInput());
    expect(valuesAt(invoice, 'ID')).toEqual(['INV-2026-000123']);
    // 00:30:05 on 1 December in Kuala Lumpur is still 30 November in UTC.
    expect(valuesAt(invoice, 'IssueDate')).toEqual(['2026-11-30']);
    expect(valuesAt(invoice, 'IssueTime')).toEqual(['16:30:05Z']);
    expect(attributesAt(invoice, 'InvoiceTypeCode')).toEqual({ _: '01', listVersionID: '1.1' });
    expect(valuesAt(invoice, 'DocumentCurrencyCode')).toEqual(['MYR']);

    const supplier = 'AccountingSupplierParty/Party';
    expect(valuesAt(invoice, `${supplier}/PartyLegalEntity/RegistrationName`)).toEqual([
      'Tadika Ceria Sdn. Bhd.',
    ]);
    expect(valuesAt(invoice, `${supplier}/PartyIdentification/ID`)).toEqual([
      'C2584563220',
      '202001234567',
      'NA',
      'NA',
    ]);
    expect(leavesAt(invoice, `${supplier}/PartyIdentification/ID`).map((id) => id.schemeID)).toEqual([
      'TIN',
      'BRN',
      'SST',
      'TTX',
    ]);
    expect(attributesAt(invoice, `${supplier}/IndustryClassificationCode`)).toEqual({
      _: '88902',
      name: 'Child day-care activities',
    });
    expect(valuesAt(invoice, `${supplier}/PostalAddress/AddressLine/Line`)).toEqual([
      'No. 12, Jalan SS 2/24',
      'SS 2',
    ]);
    expect(valuesAt(invoice, `${supplier}/PostalAddress/CityName`)).toEqual(['Petaling Jaya']);
    expect(valuesAt(invoice, `${supplier}/PostalAddress/PostalZone`)).toEqual(['47300']);
    expect(valuesAt(invoice, `${supplier}/PostalAddress/CountrySubentityCode`)).toEqual(['10']);
    expect(attributesAt(invoice, `${supplier}/PostalAddress/Country/IdentificationCode`)).toEqual({
      _: 'MYS',
      listID: 'ISO3166-1',
      listAgencyID: '6',
    });
    expect(valuesAt(invoice, `${supplier}/Contact/Telephone`)).toEqual(['+60378761234']);

    const buyer = 'AccountingCustomerParty/Party';
    expect(valuesAt(invoice, `${buyer}/PartyLegalEntity/RegistrationName`)).toEqual([
      'Nur Aisyah binti Ahmad',
    ]);
    expect(valuesAt(invoice, `${buyer}/PartyIdentification/ID`)).toEqual([
      'IG12345678901',
      '880101105566',
      'NA',
    ]);
    expect(valuesAt(invoice, `${buyer}/PostalAddress/CountrySubentityCode`)).toEqual(['14']);
    expect(valuesAt(invoice, `${buyer}/Contact/Telephone`)).toEqual(['+60123456789']);

    expect(valuesAt(invoice, 'InvoiceLine/ID')).toEqual(['1', '2']);
    expect(valuesAt(invoice, 'InvoiceLine/Item/Description')).toEqual([
      'Monthly fee, December 2026',
      'Late pick-up, 45 minutes',
    ]);
    expect(attributesAt(invoice, 'InvoiceLine/Item/CommodityClassification/ItemClassificationCode')).toEqual({
      _: '002',
      listID: 'CLASS',
    });
    expect(valuesAt(invoice, 'InvoiceLine/InvoicedQuantity')).toEqual([1, 45]);
    expect(valuesAt(invoice, 'InvoiceLine/Price/PriceAmount')).toEqual([850, 1]);
    expect(valuesAt(invoice, 'InvoiceLine/ItemPriceExtension/Amount')).toEqual([850, 45]);
    expect(valuesAt(invoice, 'InvoiceLine/LineExtensionAmount')).toEqual([850, 45]);
    expect(valuesAt(invoice, 'InvoiceLine/TaxTotal/TaxAmount')).toEqual([0, 0]);
    expect(valuesAt(invoice, 'InvoiceLine/TaxTotal/TaxSubtotal/TaxCategory/ID')).toEqual(['06', '06']);

    expect(valuesAt(invoice, 'TaxTotal/TaxAmount')).toEqual([0]);
    expect(valuesAt(invoice, 'TaxTotal/TaxSubtotal/TaxCategory/ID')).toEqual(['06']);
    expect(attributesAt(invoice, 'TaxTotal/TaxSubtotal/TaxCategory/TaxScheme/ID')).toEqual({
      _: 'OTH',
      schemeID: 'UN/ECE 5153',
      schemeAgencyID: '6',
    });
    expect(valuesAt(invoice, 'LegalMonetaryTotal/LineExtensionAmount')).toEqual([895]);
    expect(valuesAt(invoice, 'LegalMonetaryTotal/TaxExclusiveAmount')).toEqual([895]);
    expect(valuesAt(invoice, 'LegalMonetaryTotal/TaxInclusiveAmount')).toEqual([895]);
    expect(valuesAt(invoice, 'LegalMonetaryTotal/PayableAmount')).toEqual([895]);
    expect(attributesAt(invoice, 'LegalMonetaryTotal/PayableAmount')).toEqual({ _: 895, currencyID: 'MYR' });
    expect(invoice.BillingReference).toBeUndefined();
  });

  it.each([
    ['CREDIT_NOTE', '02'],
    ['REFUND_NOTE', '04'],
    ['DEBIT_NOTE', '03'],
  ] as const)('writes a %s as type %s naming the original e-invoice', (type, code) => {
    const invoice = invoiceOf(
      invoiceInput({
        type,
        number: 'CN-2026-000007',
        original: { uuid: 'F9D425P6DS7D8IU1Q1UV7XJE10', number: 'INV-2026-000123' },
      }),
    );
    expect(attributesAt(invoice, 'InvoiceTypeCode')).toEqual({ _: code, listVersionID: '1.1' });
    expect(valuesAt(invoice, 'BillingReference/InvoiceDocumentReference/UUID')).toEqual([
      'F9D425P6DS7D8IU1Q1UV7XJE10',
    ]);
    expect(valuesAt(invoice, 'BillingReference/InvoiceDocumentReference/ID')).toEqual(['INV-2026-000123']);
    expect(valuesAt(invoice, 'AccountingSupplierParty/Party/PartyIdentification/ID')[0]).toBe(issuer.tin);
    expect(valuesAt(invoice, 'LegalMonetaryTotal/PayableAmount')).toEqual([895]);
  });

  it('refuses a credit or refund note without the original, and an invoice with one', () => {
    expect(refusals(invoiceInput({ type: 'CREDIT_NOTE' }))).toEqual({ original: 'eInvoice.original' });
    expect(refusals(invoiceInput({ type: 'REFUND_NOTE' }))).toEqual({ original: 'eInvoice.original' });
    expect(
      refusals(invoiceInput({ original: { uuid: 'F9D425P6DS7D8IU1Q1UV7XJE10', number: 'INV-2026-000001' } })),
    ).toEqual({ original: 'eInvoice.original' });
    expect(
      refusals(invoiceInput({ type: 'CREDIT_NOTE', original: { uuid: 'not-a-uuid', number: 'INV-1' } })),
    ).toEqual({ 'original.uuid': 'eInvoice.originalUuid' });
  });

  it('writes totals equal to the sum of the lines, to the sen, for awkward amounts', () => {
    const cases: { lines: number[]; total: string }[] = [
      { lines: [1], total: '0.01' },
      { lines: [333, 333, 333], total: '9.99' },
      { lines: [10, 20], total: '0.30' },
      { lines: [9_999_999_999], total: '99999999.99' },
      { lines: [4_999_999_999, 5_000_000_000], total: '99999999.99' },
      { lines: [0], total: '0.00' },
    ];
    for (const { lines, total } of cases) {
      const totalSen = lines.reduce((sum, sen) => sum + sen, 0);
      const document = eInvoiceDocument(
        invoiceInput({
          lines: lines.map((sen) => ({
            description: 'Monthly fee',
            quantity: '1',
            unitPriceSen: sen,
            amountSen: sen,
            classification: '002',
          })),
          totalSen,
        }),
      );
      const text = eInvoiceJsonText(document);
      // The JSON text holds the exact decimal of each line and of the total (trailing zeros dropped).
      expect(text).toContain(`"PayableAmount":[{"_":${Number(total)},"currencyID":"MYR"}]`);
      expect(Number(total).toString()).toBe(senDecimalText(totalSen).replace(/\.?0+$/, '') || '0');
      const lineTexts = valuesAt(document.Invoice[0], 'InvoiceLine/LineExtensionAmount').map(String);
      expect(lineTexts).toEqual(lines.map((sen) => String(Number(senDecimalText(sen)))));
      // Summed back in integer sen, the lines give the total exactly.
      const linesSen = lineTexts.reduce((sum, text) => sum + Math.round(Number(text) * 100), 0);
      expect(linesSen).toBe(totalSen);
    }
  });

  it('takes discounts off the whole and sums SST by tax type', () => {
    const discounted = invoiceOf(
      invoiceInput({ discounts: [{ reason: 'Sibling discount 10%', amountSen: 8_500 }], totalSen: 81_000 }),
    );
    expect(valuesAt(discounted, 'AllowanceCharge/ChargeIndicator')).toEqual([false]);
    expect(valuesAt(discounted, 'AllowanceCharge/Amount')).toEqual([85]);
    expect(valuesAt(discounted, 'LegalMonetaryTotal/LineExtensionAmount')).toEqual([895]);
    expect(valuesAt(discounted, 'LegalMonetaryTotal/AllowanceTotalAmount')).toEqual([85]);
    expect(valuesAt(discounted, 'LegalMonetaryTotal/TaxExclusiveAmount')).toEqual([810]);
    expect(valuesAt(discounted, 'LegalMonetaryTotal/PayableAmount')).toEqual([810]);

    const taxed = invoiceOf(
      invoiceInput({
        issuer: { ...issuer, sstNumber: 'W10-1808-32000001' },
        lines: [
          {
            description: 'Uniform',
            quantity: '1',
            unitPriceSen: 3_333,
            amountSen: 3_333,
            classification: '022',
            tax: { type: 'SERVICE_TAX', percent: '8', amountSen: 267 },
          },
          {
            description: 'Monthly fee',
            quantity: '1',
            unitPriceSen: 85_000,
            amountSen: 85_000,
            classification: '002',
          },
        ],
        totalSen: 88_600,
      }),
    );
    expect(valuesAt(taxed, 'AccountingSupplierParty/Party/PartyIdentification/ID')[2]).toBe(
      'W10-1808-32000001',
    );
    expect(valuesAt(taxed, 'TaxTotal/TaxAmount')).toEqual([2.67]);
    expect(valuesAt(taxed, 'TaxTotal/TaxSubtotal/TaxCategory/ID')).toEqual(['02', '06']);
    expect(valuesAt(taxed, 'TaxTotal/TaxSubtotal/TaxableAmount')).toEqual([33.33, 850]);
    expect(valuesAt(taxed, 'InvoiceLine/TaxTotal/TaxSubtotal/Percent')).toEqual([8, 0]);
    expect(valuesAt(taxed, 'LegalMonetaryTotal/TaxExclusiveAmount')).toEqual([883.33]);
    expect(valuesAt(taxed, 'LegalMonetaryTotal/TaxInclusiveAmount')).toEqual([886]);
  });

  it('writes the payment mode and reference when given', () => {
    const paid = invoiceOf(invoiceInput({ payment: { mode: 'BANK_TRANSFER', reference: 'BP-8f2k1' } }));
    expect(valuesAt(paid, 'PaymentMeans/PaymentMeansCode')).toEqual(['03']);
    expect(valuesAt(paid, 'PrepaidPayment/ID')).toEqual(['BP-8f2k1']);
  });

  it('writes a MyKad-only parent with the general TIN and their NRIC', () => {
    const invoice = invoiceOf(invoiceInput({ buyer: { ...parent, tin: 'EI00000000010' } }));
    expect(valuesAt(invoice, 'AccountingCustomerParty/Party/PartyIdentification/ID')).toEqual([
      'EI00000000010',
      '880101105566',
      'NA',
    ]);
  });

  it('refuses bad input with message keys on the fields', () => {
    const line = {
      description: 'Fee',
      quantity: '1',
      unitPriceSen: 100,
      amountSen: 100,
      classification: '002',
    } as const;
    expect(refusals(invoiceInput({ lines: [{ ...line, amountSen: -100 }], totalSen: -100 }))).toEqual({
      'lines.0.amountSen': 'eInvoice.amount',
      totalSen: 'eInvoice.amount',
    });
    expect(refusals(invoiceInput({ lines: [{ ...line, amountSen: 1.5 }], totalSen: 100 }))).toMatchObject({
      'lines.0.amountSen': 'eInvoice.amount',
    });
    expect(refusals(invoiceInput({ issuer: { ...issuer, tin: 'C01234567890' } }))).toEqual({
      'issuer.tin': 'eInvoice.tin',
    });
    expect(refusals(invoiceInput({ issuer: { ...issuer, tin: 'C123456789' } }))).toEqual({
      'issuer.tin': 'eInvoice.tin',
    });
    expect(refusals(invoiceInput({ buyer: { ...parent, tin: '880101105566' } }))).toEqual({
      'buyer.tin': 'eInvoice.tin',
    });
    expect(
      refusals(invoiceInput({ issuer: { ...issuer, address: { ...issuer.address, state: '18' } } })),
    ).toEqual({
      'issuer.address.state': 'eInvoice.state',
    });
    expect(
      refusals(invoiceInput({ buyer: { ...parent, address: { ...issuer.address, state: 'Selangor' } } })),
    ).toEqual({
      'buyer.address.state': 'eInvoice.state',
    });
    expect(refusals(invoiceInput({ totalSen: 89_501 }))).toEqual({ totalSen: 'eInvoice.total' });
    expect(
      refusals(invoiceInput({ lines: [{ ...line, classification: '999' as '002' }], totalSen: 100 })),
    ).toEqual({
      'lines.0.classification': 'eInvoice.classification',
    });
    expect(refusals(invoiceInput({ buyer: { ...parent, idValue: '88010110556' } }))).toEqual({
      'buyer.idValue': 'eInvoice.idValue',
    });
    expect(refusals(invoiceInput({ issuer: { ...issuer, msicCode: '8890' } }))).toEqual({
      'issuer.msicCode': 'eInvoice.msic',
    });
    expect(refusals(invoiceInput({ issuer: { ...issuer, phone: '03-7876 1234' } }))).toEqual({
      'issuer.phone': 'eInvoice.phone',
    });
    expect(refusals(invoiceInput({ lines: [{ ...line, quantity: '0' }], totalSen: 100 }))).toEqual({
      'lines.0.quantity': 'eInvoice.quantity',
    });
    expect(refusals(invoiceInput({ currency: 'SGD' as 'MYR' }))).toEqual({ currency: 'eInvoice.currency' });
    expect(
      refusals(
        invoiceInput({
          lines: [{ ...line, tax: { type: 'SERVICE_TAX', percent: '8', amountSen: 8 } }],
          discounts: [{ reason: 'Sibling discount', amountSen: 8 }],
          totalSen: 100,
        }),
      ),
    ).toEqual({ discounts: 'eInvoice.discountWithTax' });
  });

  it('accepts the TIN shapes LHDN gives', () => {
    for (const tin of [
      'IG115002000',
      'IG12345678901',
      'C2584563220',
      'CS1234567890',
      'J10',
      'EI00000000010',
    ]) {
      expect(() => eInvoiceDocument(invoiceInput({ buyer: { ...parent, tin } })), tin).not.toThrow();
    }
  });
});
