/**
 * The fields the simulator reads from a UBL 2.1 JSON document, by MyInvois' JSON paths (every
 * element an array, its value in `_`, as the SDK's samples show). Invoices, credit, debit and
 * refund notes all have the `Invoice` root; `InvoiceTypeCode` tells them apart.
 */
type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const all = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : []);
const first = (value: unknown): Node | undefined => all(value)[0];

function textOf(node: Node | undefined, key: string): string | undefined {
  const value = first(node?.[key])?._;
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** An amount in sen: MyInvois' decimal ringgit, two places at most. */
function senOf(node: Node | undefined, key: string): number | undefined {
  const value = first(node?.[key])?._;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const sen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return text.startsWith('-') ? -sen : sen;
}

function tinOf(party: Node | undefined): string | undefined {
  for (const identification of all(party?.PartyIdentification)) {
    const id = first(identification.ID);
    if (id?.schemeID === 'TIN' && typeof id._ === 'string') return id._.trim() || undefined;
  }
  return undefined;
}

const partyOf = (invoice: Node, role: string) => first(first(invoice[role])?.Party);
const nameOf = (party: Node | undefined) => textOf(first(party?.PartyLegalEntity), 'RegistrationName');

export type DocumentFields = {
  id?: string;
  issueDate?: string;
  issueTime?: string;
  typeCode?: string;
  typeVersion?: string;
  supplierTin?: string;
  supplierName?: string;
  buyerTin?: string;
  buyerName?: string;
  lines: { lineExtensionSen?: number; taxSen?: number }[];
  totals: {
    lineExtensionSen?: number;
    taxExclusiveSen?: number;
    taxInclusiveSen?: number;
    allowanceSen?: number;
    chargeSen?: number;
    prepaidSen?: number;
    roundingSen?: number;
    payableSen?: number;
    taxSen?: number;
  };
  /** The original document's UUID named in `BillingReference[].InvoiceDocumentReference[0].UUID`. */
  referencedUuid?: string;
};

/** Null when the JSON has no `Invoice[0]`. */
export function readDocumentFields(json: unknown): DocumentFields | null {
  const invoice = isNode(json) ? first(json.Invoice) : undefined;
  if (!invoice) return null;
  const supplier = partyOf(invoice, 'AccountingSupplierParty');
  const buyer = partyOf(invoice, 'AccountingCustomerParty');
  const total = first(invoice.LegalMonetaryTotal);
  const reference = all(invoice.BillingReference)
    .map((billing) => first(billing.InvoiceDocumentReference))
    .find((found) => found !== undefined);
  const typeCode = first(invoice.InvoiceTypeCode);
  return {
    id: textOf(invoice, 'ID'),
    issueDate: textOf(invoice, 'IssueDate'),
    issueTime: textOf(invoice, 'IssueTime'),
    typeCode: typeof typeCode?._ === 'string' ? typeCode._ : undefined,
    typeVersion: typeof typeCode?.listVersionID === 'string' ? typeCode.listVersionID : undefined,
    supplierTin: tinOf(supplier),
    supplierName: nameOf(supplier),
    buyerTin: tinOf(buyer),
    buyerName: nameOf(buyer),
    lines: all(invoice.InvoiceLine).map((line) => ({
      lineExtensionSen: senOf(line, 'LineExtensionAmount'),
      taxSen: senOf(first(line.TaxTotal), 'TaxAmount'),
    })),
    totals: {
      lineExtensionSen: senOf(total, 'LineExtensionAmount'),
      taxExclusiveSen: senOf(total, 'TaxExclusiveAmount'),
      taxInclusiveSen: senOf(total, 'TaxInclusiveAmount'),
      allowanceSen: senOf(total, 'AllowanceTotalAmount'),
      chargeSen: senOf(total, 'ChargeTotalAmount'),
      prepaidSen: senOf(total, 'PrepaidAmount'),
      roundingSen: senOf(total, 'PayableRoundingAmount'),
      payableSen: senOf(total, 'PayableAmount'),
      taxSen: senOf(first(invoice.TaxTotal), 'TaxAmount'),
    },
    referencedUuid: reference ? textOf(reference, 'UUID') : undefined,
  };
}
