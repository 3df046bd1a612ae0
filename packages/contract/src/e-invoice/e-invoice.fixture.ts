import type { ParsedEInvoiceBuyerBody } from './e-invoice-buyer-settings';
import type { UblAggregate, UblElement, UblLeaf } from './e-invoice-document';
import type { EInvoiceBuyer, EInvoiceInput, EInvoiceIssuer } from './e-invoice-input';

/**
 * Tests only (the contract's, the API's, the web's and the browser tests): issuers, a parent and an
 * invoice that MyInvois would accept, and a reader of paths in its JSON.
 */

/** A centre operator as Billing settings would hold it. */
export const issuer: EInvoiceIssuer = {
  legalName: 'Tadika Ceria Sdn. Bhd.',
  tin: 'C2584563220',
  businessRegistrationNumber: '202001234567',
  sstNumber: null,
  msicCode: '88902',
  activityDescription: 'Child day-care activities',
  address: {
    lines: ['No. 12, Jalan SS 2/24', 'SS 2'],
    postcode: '47300',
    city: 'Petaling Jaya',
    state: '10',
    country: 'MYS',
  },
  phone: '+60378761234',
  email: 'akaun@tadikaceria.my',
};

/** A franchised centre's own company, registered for SST, in Penang. */
export const franchisee: EInvoiceIssuer = {
  legalName: 'Pusat Jagaan Bijak Enterprise',
  tin: 'IG12345678901',
  businessRegistrationNumber: 'PG0123456-X',
  sstNumber: 'W10-1808-32000001',
  msicCode: '88902',
  activityDescription: 'Child day-care activities',
  address: {
    lines: ['18, Lebuh Pantai'],
    postcode: '10300',
    city: 'George Town',
    state: '07',
    country: 'MYS',
  },
  phone: '042612345',
  email: 'akaun@bijak.my',
};

/** A parent who gave their TIN and MyKad. */
export const parent: Extract<EInvoiceBuyer, { kind: 'PERSON' }> = {
  kind: 'PERSON',
  name: 'Nur Aisyah binti Ahmad',
  tin: 'IG12345678901',
  idType: 'NRIC',
  idValue: '880101105566',
  address: {
    lines: ['8, Jalan Bunga Raya'],
    postcode: '50450',
    city: 'Kuala Lumpur',
    state: '14',
    country: 'MYS',
  },
  phone: '+60123456789',
  email: 'aisyah@example.my',
};

const { kind: _person, ...parentDetails } = parent;

/**
 * The simulator's registered parent (decision 106): MyInvois knows this TIN with this MyKad. Her
 * details as `PUT /parent/e-invoice-buyer` takes them and, tidied, as they are saved.
 */
export const registeredParent = {
  ...parentDetails,
  tin: 'IG21136626090',
  idValue: '770625015324',
  email: null,
} satisfies ParsedEInvoiceBuyerBody;

export function invoiceInput(overrides: Partial<EInvoiceInput> = {}): EInvoiceInput {
  return {
    type: 'INVOICE',
    number: 'INV-2026-000123',
    issuedAt: '2026-11-30T16:30:05.000Z',
    issuer,
    buyer: parent,
    lines: [
      {
        description: 'Monthly fee, December 2026',
        quantity: '1',
        unitPriceSen: 85_000,
        amountSen: 85_000,
        classification: '002',
      },
      {
        description: 'Late pick-up, 45 minutes',
        quantity: '45',
        unitCode: 'MIN',
        unitPriceSen: 100,
        amountSen: 4_500,
        classification: '002',
      },
    ],
    totalSen: 89_500,
    ...overrides,
  };
}

/** The elements at a path of a UBL JSON tree: each name steps into every element of that name. */
export function leavesAt(node: UblAggregate, path: string): UblLeaf[] {
  let nodes: (UblAggregate | UblLeaf)[] = [node];
  for (const name of path.split('/')) {
    nodes = nodes.flatMap((each) => ((each as UblAggregate)[name] as UblElement | undefined) ?? []);
  }
  return nodes as UblLeaf[];
}

/** The values (`_`) at a path. */
export const valuesAt = (node: UblAggregate, path: string) => leavesAt(node, path).map((leaf) => leaf._);

/** The first element at a path, its value and attributes. */
export const attributesAt = (node: UblAggregate, path: string) => leavesAt(node, path)[0];
