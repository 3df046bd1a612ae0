import type { ParentUser } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { accountParentDetails, contactPrefill } from './account-prefill';

const user: ParentUser = {
  id: 'p1',
  email: 'mum@example.com',
  role: 'parent',
  salutation: 'Mrs',
  fullName: 'Nurul Ain',
  phoneNumber: '012-345 6789',
  nationality: 'malaysia',
  nric: '900101145678',
  passport: null,
  occupation: 'Teacher',
  address1: '1 Jalan Satu',
  address2: null,
  postcode: '50480',
  state: 'Selangor',
  country: 'Malaysia',
  referralCode: null,
  families: [],
};

describe('contact prefill', () => {
  it('fills the contact step from the account, e-mail and phone always from the account', () => {
    expect(contactPrefill(user, undefined)).toEqual({
      relationship: '',
      nationality: 'malaysia',
      nationalityText: '',
      nric: '900101145678',
      passport: '',
      occupation: 'Teacher',
      addressLine1: '1 Jalan Satu',
      addressLine2: '',
      postcode: '50480',
      state: 'Selangor',
      contactEmail: 'mum@example.com',
      contactNumber: '012-345 6789',
      country: 'Malaysia',
    });
  });

  it('keeps what the draft saved, except the locked e-mail and phone', () => {
    const saved = { occupation: 'Nurse', contactEmail: 'old@example.com', relationship: 'MOTHER' };
    const values = contactPrefill(user, saved);
    expect(values.occupation).toBe('Nurse');
    expect(values.relationship).toBe('MOTHER');
    expect(values.contactEmail).toBe('mum@example.com');
  });

  it('leaves a state that is not one of the 16 names empty', () => {
    expect(contactPrefill({ ...user, state: 'Atlantis' }, undefined).state).toBe('');
  });
});

describe("the account holder's parent details", () => {
  it('gives only what the account knows, the phone as digits and dashes, the nationality as a value', () => {
    expect(accountParentDetails(user)).toEqual({
      fullName: 'Nurul Ain',
      email: 'mum@example.com',
      mobileNumber: '012-3456789',
      idNumber: '900101145678',
      // Issue 27: the citizenship value, not English words; the page names it in its language.
      nationality: 'malaysia',
      occupation: 'Teacher',
    });
    expect(
      accountParentDetails({ ...user, nationality: 'foreigner', passport: 'A123', occupation: null }),
    ).toEqual({
      fullName: 'Nurul Ain',
      email: 'mum@example.com',
      mobileNumber: '012-3456789',
      idNumber: 'A123',
    });
  });
});
