import type { AdminRegistrationDetail } from '@cic/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import english from '@/i18n/catalogues/en/orders.json';
import malay from '@/i18n/catalogues/ms/orders.json';
import { registrationFieldGroups } from './registration-fields';

// The real catalogues: the English the tests expect is the catalogue's (decision 054).
const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { orders: english }, ms: { orders: malay } }, fallbackLng: false });
const t = i18n.getFixedT('en', 'orders');

const parent = {
  fullName: 'Kamal bin Ali',
  idNumber: '850101-14-5555',
  nationality: 'malaysia',
  occupation: 'Engineer',
  email: 'kamal@demo.test',
  workAddress: 'Jalan Ampang',
  officeNumber: '03-2222-3333',
  mobileNumber: '012-3456789',
};
const noParent = {
  fullName: null,
  idNumber: null,
  nationality: null,
  occupation: null,
  email: null,
  workAddress: null,
  officeNumber: null,
  mobileNumber: null,
};

const registration: AdminRegistrationDetail = {
  id: '11111111-1111-4111-8111-111111111111',
  registrationNumber: 'REG-2026-0003',
  fullName: 'Aisyah binti Kamal',
  center: { name: 'CIC Bangsar' },
  yearIntake: '2027',
  contactParent: { fullName: 'Kamal bin Ali' },
  status: 'PAYMENT_FAILED',
  // 16:30 UTC is 00:30 the next day in Kuala Lumpur.
  createdAt: '2026-11-19T16:30:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
  myKidNumber: '210304145678',
  gender: 'female',
  dateOfBirth: '2021-03-04',
  numberOfSiblings: 0,
  uniformSize: 'S',
  relationship: 'GUARDIAN',
  contactEmail: 'kamal@demo.test',
  contactNumber: '0123456789',
  nationality: 'foreigner',
  nationalityText: 'Indonesian',
  nric: null,
  passport: 'A1234567',
  occupation: 'Engineer',
  addressLine1: '12 Jalan Telawi',
  addressLine2: '',
  postcode: '59100',
  state: 'W.P. Kuala Lumpur',
  country: 'Malaysia',
  father: parent,
  mother: noParent,
  package: { packageType: 'Full Day' },
  parentMaritalStatus: 'married',
  referralCode: null,
  referrer: null,
  termsAccepted: true,
  orderId: null,
};

const shown = (group: string, label: string) =>
  registrationFieldGroups(registration, t)
    .find((entry) => entry.title === group)
    ?.fields.find((field) => field.label === label)?.value;

describe('registrationFieldGroups', () => {
  it('groups every field as the wizard asks them', () => {
    expect(registrationFieldGroups(registration, t).map((group) => group.title)).toEqual([
      'Student',
      'Contact',
      'Father',
      'Mother',
      'Programme',
    ]);
    expect(shown('Programme', 'Package')).toBe('Full Day');
    expect(shown('Programme', 'Terms Accepted')).toBe('Yes');
    expect(shown('Father', 'IC/Passport Number')).toBe('850101-14-5555');
    expect(shown('Father', 'Nationality')).toBe('Malaysian');
  });

  it('words the stored values: relationship, gender, marital status, a foreigner’s own nationality', () => {
    expect(shown('Contact', 'Relationship')).toBe('Legal Guardian');
    expect(shown('Student', 'Gender')).toBe('Female');
    expect(shown('Programme', 'Parent Marital Status')).toBe('Married');
    expect(shown('Contact', 'Nationality')).toBe('Indonesian');
    expect(shown('Student', 'Number of Siblings')).toBe('0');
  });

  it('shows a dash for what is missing: no mother, no referral, no NRIC, an empty second address line', () => {
    expect(shown('Mother', 'Full Name')).toBe('-');
    expect(shown('Mother', 'Email')).toBe('-');
    expect(shown('Programme', 'Referral Code')).toBe('-');
    expect(shown('Programme', 'Referrer')).toBe('-');
    expect(shown('Contact', 'NRIC')).toBe('-');
    expect(shown('Contact', 'Address Line 2')).toBe('-');
  });

  it('gives the birth date as dd/MM/yyyy and the times as dd MMM yyyy, hh:mm a in Kuala Lumpur', () => {
    expect(shown('Student', 'Date of Birth')).toBe('04/03/2021');
    expect(shown('Programme', 'Registered At')).toBe('20 Nov 2026, 12:30 AM');
    expect(shown('Programme', 'Last Updated At')).toBe('20 Nov 2026, 11:00 AM');
  });

  it('words the groups, labels and stored values in Malay when the page is in Malay', () => {
    const groups = registrationFieldGroups(registration, i18n.getFixedT('ms', 'orders'));
    const contact = groups.find((group) => group.title === 'Maklumat Perhubungan');
    expect(groups.map((group) => group.title)).toEqual([
      'Murid',
      'Maklumat Perhubungan',
      'Bapa',
      'Ibu',
      'Program',
    ]);
    expect(contact?.fields.find((field) => field.label === 'Hubungan')?.value).toBe('Penjaga yang Sah');
    expect(groups[0]?.fields.find((field) => field.label === 'Jantina')?.value).toBe('Perempuan');
    // Issue 27: the account holder's nationality is a value, named in the page's language.
    expect(groups[2]?.fields.find((field) => field.label === 'Warganegara')?.value).toBe(
      'Warganegara Malaysia',
    );
  });
});
