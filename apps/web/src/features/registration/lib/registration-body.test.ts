import { registrationBodySchema } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { registrationBodyFrom, stepOfIssue } from './registration-body';

const key = '6f1c2d9e-4b7a-4c1e-9f3a-2b8d7e6c5a41';
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const parent = (email: string) => ({
  fullName: 'Ahmad bin Ali',
  idNumber: '880101145678',
  nationality: 'Malaysian',
  occupation: 'Engineer',
  email,
  workAddress: 'Menara 1',
  officeNumber: '03-1234567',
  mobileNumber: '012-3456789',
});
const draft = {
  studentDetails: {
    yearIntake: '2027',
    fullName: 'Aisyah',
    myKidNumber: '200415101234',
    gender: 'female',
    dateOfBirth: '2020-04-15',
    numberOfSiblings: 1,
    uniformSize: 'S',
  },
  contactDetails: {
    relationship: 'FATHER',
    contactEmail: 'dad@example.com',
    contactNumber: '0123456789',
    nationality: 'malaysia',
    nric: '880101145678',
    occupation: 'Engineer',
    addressLine1: '1 Jalan Satu',
    addressLine2: 'Taman Dua',
    postcode: '50480',
    state: 'Selangor',
  },
  fatherDetails: parent('dad@example.com'),
  motherDetails: parent('mum@example.com'),
  parentMaritalStatus: { status: 'married' },
  programDetails: { center: uuid(1), package: uuid(2), termsAccepted: true, referralCode: ' CICABCDE ' },
  financialDetails: { subtotalAmount: 150, discountAmount: 25, totalAmount: 125 },
};

describe('the registration body', () => {
  it('passes the contract with the key, and sends no amounts', () => {
    const body = registrationBodyFrom(draft, key);
    expect(registrationBodySchema.safeParse(body).success).toBe(true);
    expect(body).not.toHaveProperty('financialDetails');
  });

  it('never drops a referral code entered, checked or not: the server refuses one it does not accept (issue 27)', () => {
    for (const isReferralValid of [undefined, null, false, true]) {
      const program = { ...draft.programDetails, isReferralValid };
      const body = registrationBodyFrom({ ...draft, programDetails: program }, key);
      expect(body.programDetails).toMatchObject({ referralCode: 'CICABCDE' });
      expect(body.programDetails).not.toHaveProperty('isReferralValid');
    }
    const none = { ...draft, programDetails: { ...draft.programDetails, referralCode: '  ' } };
    expect(registrationBodyFrom(none, key).programDetails).not.toHaveProperty('referralCode');
  });

  it('names the step of a problem', () => {
    const result = registrationBodySchema.safeParse(
      registrationBodyFrom({ ...draft, motherDetails: parent('DAD@example.com') }, key),
    );
    expect(result.success).toBe(false);
    expect(stepOfIssue(result.error?.issues[0]?.path ?? [])).toBe('father');
    expect(stepOfIssue(['programDetails', 'center'])).toBe('program');
    expect(stepOfIssue(['idempotencyKey'])).toBeNull();
  });
});
