import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import {
  type ConsolidatedInput,
  consolidatedEInvoice,
  consolidatedSourcesPerDocument,
} from './consolidated-e-invoice';
import { attributesAt, issuer, valuesAt } from './e-invoice.fixture';
import { myInvoisLimits } from './e-invoice-codes';
import { eInvoiceJsonText } from './e-invoice-document';

const november = (sources: ConsolidatedInput['sources']): ConsolidatedInput => ({
  issuer,
  number: 'CON-2026-11-01',
  issuedAt: '2026-12-02T01:00:00.000Z',
  month: '2026-11',
  sources,
});

function refusals(input: ConsolidatedInput): Record<string, string> {
  try {
    consolidatedEInvoice(input);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    return Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  }
  throw new Error('The input was accepted');
}

describe('consolidatedEInvoice: the month for the general public', () => {
  const sources = [
    { number: 'RCP-2026-000001', day: '2026-11-01', amountSen: 1 },
    { number: 'RCP-2026-000002', day: '2026-11-15', amountSen: 333 },
    { number: 'RCP-2026-000003', day: '2026-11-15', amountSen: 333 },
    { number: 'INV-2026-000044', day: '2026-11-30', amountSen: 333 },
  ];

  it('is an invoice to the general public with the general TIN, state 17, one 004 line per receipt', () => {
    const invoice = consolidatedEInvoice(november(sources)).Invoice[0];
    expect(attributesAt(invoice, 'InvoiceTypeCode')).toEqual({ _: '01', listVersionID: '1.1' });
    expect(valuesAt(invoice, 'ID')).toEqual(['CON-2026-11-01']);
    expect(valuesAt(invoice, 'IssueDate')).toEqual(['2026-12-02']);
    expect(valuesAt(invoice, 'InvoicePeriod/StartDate')).toEqual(['2026-11-01']);
    expect(valuesAt(invoice, 'InvoicePeriod/EndDate')).toEqual(['2026-11-30']);
    const buyer = 'AccountingCustomerParty/Party';
    expect(valuesAt(invoice, `${buyer}/PartyLegalEntity/RegistrationName`)).toEqual(['General Public']);
    expect(valuesAt(invoice, `${buyer}/PartyIdentification/ID`)).toEqual(['EI00000000010', 'NA', 'NA']);
    expect(valuesAt(invoice, `${buyer}/PostalAddress/CountrySubentityCode`)).toEqual(['17']);
    expect(valuesAt(invoice, `${buyer}/Contact/Telephone`)).toEqual(['NA']);
    expect(valuesAt(invoice, 'InvoiceLine/Item/Description')).toEqual(sources.map((source) => source.number));
    expect(valuesAt(invoice, 'InvoiceLine/Item/CommodityClassification/ItemClassificationCode')).toEqual([
      '004',
      '004',
      '004',
      '004',
    ]);
    expect(valuesAt(invoice, 'InvoiceLine/LineExtensionAmount')).toEqual([0.01, 3.33, 3.33, 3.33]);
  });

  it('totals the receipts to the sen', () => {
    const invoice = consolidatedEInvoice(november(sources)).Invoice[0];
    for (const total of [
      'LineExtensionAmount',
      'TaxExclusiveAmount',
      'TaxInclusiveAmount',
      'PayableAmount',
    ]) {
      expect(valuesAt(invoice, `LegalMonetaryTotal/${total}`), total).toEqual([10]);
    }
    expect(valuesAt(invoice, 'TaxTotal/TaxAmount')).toEqual([0]);
    const big = consolidatedEInvoice(
      november([
        { number: 'INV-1', day: '2026-11-02', amountSen: 9_999_999_998 },
        { number: 'INV-2', day: '2026-11-03', amountSen: 1 },
      ]),
    ).Invoice[0];
    expect(valuesAt(big, 'LegalMonetaryTotal/PayableAmount')).toEqual([99_999_999.99]);
  });

  it('keeps a full document of receipts inside MyInvois’ size for one document', () => {
    const full = Array.from({ length: consolidatedSourcesPerDocument }, (_, index) => ({
      number: `RCP-2026-${String(index + 1).padStart(6, '0')}`,
      day: '2026-11-28',
      amountSen: 123_456_78,
    }));
    // ASCII only, so characters are bytes.
    const bytes = eInvoiceJsonText(consolidatedEInvoice(november(full))).length;
    // Room left for the signature the signing step adds (about 5 KB).
    expect(bytes).toBeLessThan(myInvoisLimits.bytesPerDocument - 20_000);
  });

  it('refuses no receipts, too many, a receipt of another month and a negative one', () => {
    expect(refusals(november([]))).toEqual({ sources: 'eInvoice.consolidatedSources?max=200' });
    const many = Array.from({ length: consolidatedSourcesPerDocument + 1 }, (_, index) => ({
      number: `R${index}`,
      day: '2026-11-01',
      amountSen: 1,
    }));
    expect(refusals(november(many))).toEqual({ sources: 'eInvoice.consolidatedSources?max=200' });
    expect(refusals(november([{ number: 'R1', day: '2026-10-31', amountSen: 100 }]))).toEqual({
      'sources.0.day': 'eInvoice.consolidatedMonth',
    });
    expect(refusals(november([{ number: 'R1', day: '2026-11-03', amountSen: -100 }]))).toEqual({
      'sources.0.amountSen': 'eInvoice.amount',
    });
  });
});
