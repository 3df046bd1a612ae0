import type { ParentUser } from '@cic/contract';
import { registeredParent } from '@cic/contract/e-invoice/e-invoice.fixture';
import type { SavedEInvoiceBuyer } from '@cic/contract/e-invoice/e-invoice-buyer-settings';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { eInvoiceBuyerDefaults, eInvoiceBuyerResolver, refusedFields } from './e-invoice-buyer-form';

const user: ParentUser = {
  id: 'p1',
  email: 'aisyah@demo.test',
  role: 'parent',
  salutation: 'Mrs',
  fullName: 'Nur Aisyah binti Ahmad',
  phoneNumber: '012-345 6789',
  nationality: 'malaysia',
  nric: '770625015324',
  passport: null,
  occupation: 'Nurse',
  address1: '8, Jalan Bunga Raya',
  address2: null,
  postcode: '50450',
  state: 'KL',
  country: 'Malaysia',
  referralCode: null,
  families: [],
};

/** Saved without a TIN. */
const saved: SavedEInvoiceBuyer = {
  ...registeredParent,
  tin: null,
  tinValidatedAt: null,
  updatedAt: '2026-11-30T02:00:00.000Z',
};

/** The saved details as the form shows them: empty text for what was not given. */
const shown = {
  ...registeredParent,
  tin: '',
  address: { ...registeredParent.address, lines: ['8, Jalan Bunga Raya', '', ''] },
  email: '',
};

describe('the e-invoice form', () => {
  it('starts a first request from the profile, the state as its code', () => {
    expect(eInvoiceBuyerDefaults(null, user)).toEqual({
      ...shown,
      address: { ...shown.address, city: '' },
      phone: '012-345 6789',
      email: 'aisyah@demo.test',
    });
    const foreigner = {
      ...user,
      nationality: 'foreigner' as const,
      nric: null,
      passport: 'A1234567',
      state: null,
    };
    expect(eInvoiceBuyerDefaults(null, foreigner)).toMatchObject({
      idType: 'PASSPORT',
      idValue: 'A1234567',
      address: { state: '' },
    });
  });

  it('edits the saved details, with empty text for what was not given', () => {
    expect(eInvoiceBuyerDefaults(saved, user)).toEqual(shown);
  });

  it('says an address without any line on the first line, where focus can go', async () => {
    const values = {
      ...eInvoiceBuyerDefaults(saved, user),
      address: { ...saved.address, lines: ['', '', ''] },
    };
    const { errors } = await eInvoiceBuyerResolver(values, undefined, {
      fields: {},
      names: ['address.lines.0', 'address.lines.1', 'address.lines.2'],
      shouldUseNativeValidation: false,
    });
    expect(errors.address?.lines?.[0]?.message).toBe('eInvoice.addressLine');
    expect(Object.keys(errors)).toEqual(['address']);
  });

  it("puts the server's refusals on their fields, by message key", () => {
    const refused = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'MyInvois does not know this TIN with this ID number.',
      messageCode: 'eInvoice.tinNotRegistered',
      field: 'tin',
    });
    expect(refusedFields(refused)).toEqual([{ field: 'tin', message: 'eInvoice.tinNotRegistered' }]);
    const invalid = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'A Malaysian postcode has 5 digits',
      field: 'address.postcode',
      issues: [
        {
          path: 'address.postcode',
          message: 'A Malaysian postcode has 5 digits',
          messageCode: 'eInvoice.postcode',
        },
        { path: 'address.lines', message: 'Enter 1 to 3 address lines', messageCode: 'eInvoice.addressLine' },
        { path: 'kind', message: 'not a field of the form' },
      ],
    });
    expect(refusedFields(invalid)).toEqual([
      { field: 'address.postcode', message: 'A Malaysian postcode has 5 digits' },
      { field: 'address.lines.0', message: 'eInvoice.addressLine' },
    ]);
    expect(
      refusedFields(
        new ApiError({ status: 409, code: 'CONFLICT', message: 'MyInvois could not be reached' }),
      ),
    ).toEqual([]);
  });
});
