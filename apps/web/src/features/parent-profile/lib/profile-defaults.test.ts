import type { ParentUser } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { basicProfileDefaults, otherIdField, profileDetailsDefaults } from './profile-defaults';

const user: ParentUser = {
  id: 'p1',
  email: 'parent@demo.test',
  role: 'parent',
  salutation: 'Mrs',
  fullName: 'Nurul Ain binti Hashim',
  phoneNumber: '012-345 6789',
  nationality: null,
  nric: null,
  passport: null,
  occupation: null,
  address1: null,
  address2: null,
  postcode: null,
  state: 'KL',
  country: null,
  referralCode: null,
  families: [],
};

describe('profile form defaults', () => {
  it('fills the basic form from the account', () => {
    expect(basicProfileDefaults(user)).toEqual({
      salutation: 'Mrs',
      fullName: 'Nurul Ain binti Hashim',
      phoneNumber: '012-345 6789',
    });
    expect(basicProfileDefaults({ ...user, salutation: null, fullName: null, phoneNumber: null })).toEqual({
      salutation: undefined,
      fullName: '',
      phoneNumber: '',
    });
  });

  it('shows a saved state as its official name and fixes the country', () => {
    const details = profileDetailsDefaults(user);
    expect(details.state).toBe('W.P. Kuala Lumpur');
    expect(details.country).toBe('Malaysia');
    expect(details.nationality).toBe('malaysia');
    expect(profileDetailsDefaults({ ...user, state: 'Penang' }).state).toBe('Pulau Pinang');
    expect(profileDetailsDefaults({ ...user, state: 'Atlantis' }).state).toBe('');
    expect(profileDetailsDefaults({ ...user, state: null }).state).toBe('');
  });

  it('knows which ID field the nationality clears', () => {
    expect(otherIdField('malaysia')).toBe('passport');
    expect(otherIdField('foreigner')).toBe('nric');
  });
});
