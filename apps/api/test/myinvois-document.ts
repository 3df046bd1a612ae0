/**
 * A minimal hand-written MyInvois UBL 2.1 JSON document (an invoice unless `typeCode` says
 * otherwise) for tests of the client and the simulator; amounts in sen, written as ringgit.
 */
export function myInvoisDocument(options: {
  id: string;
  issuedAt: Date;
  supplierTin?: string;
  buyerTin?: string;
  typeCode?: string;
  linesSen?: number[];
  payableSen?: number;
  referencedUuid?: string;
}): string {
  const ringgit = (sen: number) => ({ _: sen / 100, currencyID: 'MYR' });
  const linesSen = options.linesSen ?? [12000, 3050];
  const totalSen = linesSen.reduce((sum, sen) => sum + sen, 0);
  const [date, time] = options.issuedAt.toISOString().split('T');
  const party = (tin: string, name: string) => [
    {
      Party: [
        {
          PartyIdentification: [{ ID: [{ _: tin, schemeID: 'TIN' }] }],
          PartyLegalEntity: [{ RegistrationName: [{ _: name }] }],
        },
      ],
    },
  ];
  return JSON.stringify({
    _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    Invoice: [
      {
        ID: [{ _: options.id }],
        IssueDate: [{ _: date }],
        IssueTime: [{ _: `${time?.slice(0, 8)}Z` }],
        InvoiceTypeCode: [{ _: options.typeCode ?? '01', listVersionID: '1.0' }],
        DocumentCurrencyCode: [{ _: 'MYR' }],
        ...(options.referencedUuid
          ? {
              BillingReference: [
                {
                  InvoiceDocumentReference: [{ ID: [{ _: 'INV-1' }], UUID: [{ _: options.referencedUuid }] }],
                },
              ],
            }
          : {}),
        AccountingSupplierParty: party(options.supplierTin ?? 'C25845632020', 'CIC Childcare Sdn. Bhd.'),
        AccountingCustomerParty: party(options.buyerTin ?? 'EI00000000010', 'General Public'),
        TaxTotal: [{ TaxAmount: [ringgit(0)] }],
        LegalMonetaryTotal: [
          {
            LineExtensionAmount: [ringgit(totalSen)],
            TaxExclusiveAmount: [ringgit(totalSen)],
            TaxInclusiveAmount: [ringgit(totalSen)],
            PayableAmount: [ringgit(options.payableSen ?? totalSen)],
          },
        ],
        InvoiceLine: linesSen.map((sen, index) => ({
          ID: [{ _: String(index + 1) }],
          InvoicedQuantity: [{ _: 1, unitCode: 'C62' }],
          LineExtensionAmount: [ringgit(sen)],
          TaxTotal: [{ TaxAmount: [ringgit(0)] }],
          Item: [{ Description: [{ _: 'Late pick-up' }] }],
          Price: [{ PriceAmount: [ringgit(sen)] }],
        })),
      },
    ],
  });
}
