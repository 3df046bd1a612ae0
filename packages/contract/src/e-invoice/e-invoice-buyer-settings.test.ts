import { describe, expect, it } from 'vitest';
import { configureZodMessages } from '../messages/zod-messages';
import { registeredParent } from './e-invoice.fixture';
import { type EInvoiceBuyerBody, eInvoiceBuyerBodySchema } from './e-invoice-buyer-settings';
import { eInvoiceBuyerSchema } from './e-invoice-input';

/** As Settings' form sends it: empty optional fields, unused address lines, numbers with dashes. */
const typed: EInvoiceBuyerBody = {
  ...registeredParent,
  name: ' Nur Aisyah binti Ahmad ',
  tin: 'ig21136626090 ',
  idValue: '770625-01-5324',
  address: { ...registeredParent.address, lines: ['8, Jalan Bunga Raya', ' ', ''] },
  phone: '+60 12-345 6789',
  email: '',
};

/** Each refused field with its message, by field. */
const issuesOf = (body: object) =>
  eInvoiceBuyerBodySchema
    .safeParse(body)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message])
    .sort();

describe("a parent's e-invoice details", () => {
  configureZodMessages();

  it('tidies what a person types into what a document carries', () => {
    const parsed = eInvoiceBuyerBodySchema.parse(typed);
    expect(parsed).toEqual(registeredParent);
    // What is saved is what a document's buyer takes.
    expect(eInvoiceBuyerSchema.safeParse({ kind: 'PERSON', ...parsed }).success).toBe(true);
  });

  it('takes a MyKad without a TIN, and no other ID without one', () => {
    expect(eInvoiceBuyerBodySchema.parse({ ...typed, tin: '' }).tin).toBeNull();
    expect(eInvoiceBuyerBodySchema.parse({ ...typed, tin: null }).tin).toBeNull();
    expect(eInvoiceBuyerBodySchema.parse({ ...typed, tin: undefined }).tin).toBeNull();
    expect(issuesOf({ ...typed, tin: '', idType: 'PASSPORT', idValue: 'A1234567' })).toEqual([
      ['tin', 'eInvoice.tinWithoutMyKad'],
    ]);
  });

  it('names each wrong field with its message', () => {
    expect(
      issuesOf({
        ...typed,
        idValue: '7706250153',
        address: { ...typed.address, lines: [''], postcode: '504', state: '99' },
        phone: '0123',
        email: 'aisyah@',
      }),
    ).toEqual([
      ['address.lines', 'eInvoice.addressLine'],
      ['address.postcode', 'eInvoice.postcode'],
      ['address.state', 'eInvoice.state'],
      ['email', 'eInvoice.email'],
      ['idValue', 'eInvoice.idValue'],
      ['phone', 'eInvoice.phone'],
    ]);
  });
});
