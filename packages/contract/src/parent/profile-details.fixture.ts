/**
 * Tests only (the contract's schema tests and the API's profile tests): the settings details of a
 * Malaysian parent that every rule accepts, for a test to change one field of.
 */
export const malaysianProfileDetails = {
  nationality: 'malaysia',
  nric: '900101145678',
  passport: '',
  occupation: 'Engineer',
  address1: '12 Jalan Ampang',
  address2: '',
  postcode: '50450',
  state: 'KL',
  country: 'Malaysia',
};
