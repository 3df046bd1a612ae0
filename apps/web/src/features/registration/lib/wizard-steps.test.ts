import { describe, expect, it } from 'vitest';
import {
  contactParentStep,
  hasAnyData,
  isStepComplete,
  isStepEnabled,
  sectionsClearedBy,
  wizardSteps,
} from './wizard-steps';

const student = {
  yearIntake: '2027',
  fullName: 'Aisyah',
  myKidNumber: '200415101234',
  gender: 'female',
  dateOfBirth: '2020-04-15',
  numberOfSiblings: 0,
  uniformSize: 'S',
};
const contact = {
  relationship: 'MOTHER',
  contactEmail: 'mum@example.com',
  contactNumber: '0123456789',
  nationality: 'malaysia',
  nric: '900101145678',
  occupation: 'Teacher',
  addressLine1: '1 Jalan Satu',
  addressLine2: 'Taman Dua',
  postcode: '50480',
  state: 'Selangor',
};
const parent = {
  fullName: 'Ahmad',
  idNumber: '880101145678',
  nationality: 'Malaysian',
  occupation: 'Engineer',
  email: 'dad@example.com',
  workAddress: 'Menara 1',
  officeNumber: '03-1234567',
  mobileNumber: '012-3456789',
};

describe('step order', () => {
  it('puts the mother first when she is the contact, else the father', () => {
    expect(wizardSteps('MOTHER')).toEqual(['student', 'contact', 'mother', 'father', 'marital', 'program']);
    expect(wizardSteps('FATHER')).toEqual(['student', 'contact', 'father', 'mother', 'marital', 'program']);
    expect(wizardSteps('GUARDIAN')).toEqual(['student', 'contact', 'father', 'mother', 'marital', 'program']);
    expect(wizardSteps(undefined)).toEqual(wizardSteps('FATHER'));
  });
});

describe('step completeness', () => {
  it('needs every student field; 0 siblings counts as given', () => {
    expect(isStepComplete('student', { studentDetails: student })).toBe(true);
    expect(isStepComplete('student', { studentDetails: { ...student, uniformSize: '' } })).toBe(false);
    expect(isStepComplete('student', { studentDetails: { ...student, numberOfSiblings: null } })).toBe(false);
    expect(isStepComplete('student', {})).toBe(false);
  });

  it('needs the NRIC of a Malaysian contact, the passport and nationality of a foreigner', () => {
    expect(isStepComplete('contact', { contactDetails: contact })).toBe(true);
    expect(isStepComplete('contact', { contactDetails: { ...contact, nric: '' } })).toBe(false);
    const foreigner = { ...contact, nationality: 'foreigner', nric: '' };
    expect(isStepComplete('contact', { contactDetails: foreigner })).toBe(false);
    expect(
      isStepComplete('contact', {
        contactDetails: { ...foreigner, passport: 'A1234567', nationalityText: 'Singaporean' },
      }),
    ).toBe(true);
  });

  it('needs every parent field, the marital status, and centre, package and terms', () => {
    expect(isStepComplete('father', { fatherDetails: parent })).toBe(true);
    expect(isStepComplete('mother', { fatherDetails: parent })).toBe(false);
    expect(isStepComplete('mother', { motherDetails: { ...parent, officeNumber: '' } })).toBe(false);
    expect(isStepComplete('marital', { parentMaritalStatus: { status: 'married' } })).toBe(true);
    const program = { center: 'c', package: 'p', termsAccepted: true };
    expect(isStepComplete('program', { programDetails: program })).toBe(true);
    expect(isStepComplete('program', { programDetails: { ...program, termsAccepted: false } })).toBe(false);
    expect(isStepComplete('program', { programDetails: { ...program, package: '' } })).toBe(false);
  });
});

describe('step dots', () => {
  const complete = [true, true, false, false, false, false];

  it('are enabled at and before the current step', () => {
    expect(isStepEnabled(0, 2, complete)).toBe(true);
    expect(isStepEnabled(2, 2, complete)).toBe(true);
  });

  it('enable the next step only when the current one is complete', () => {
    expect(isStepEnabled(2, 1, complete)).toBe(true);
    expect(isStepEnabled(3, 2, complete)).toBe(false);
  });

  it('need every earlier step complete to jump further', () => {
    expect(isStepEnabled(2, 0, complete)).toBe(true);
    expect(isStepEnabled(3, 0, complete)).toBe(false);
    expect(isStepEnabled(5, 0, [true, true, true, true, true, false])).toBe(true);
    expect(isStepEnabled(5, 0, [true, false, true, true, true, true])).toBe(false);
  });
});

describe('relationship', () => {
  it('clears the other parent, both for a guardian', () => {
    expect(sectionsClearedBy('FATHER')).toEqual(['motherDetails']);
    expect(sectionsClearedBy('MOTHER')).toEqual(['fatherDetails']);
    expect(sectionsClearedBy('GUARDIAN')).toEqual(['fatherDetails', 'motherDetails']);
    expect(sectionsClearedBy('')).toEqual([]);
  });

  it('makes the chosen parent the account holder; a guardian is neither', () => {
    expect(contactParentStep('FATHER')).toBe('father');
    expect(contactParentStep('MOTHER')).toBe('mother');
    expect(contactParentStep('GUARDIAN')).toBeNull();
  });
});

describe('hasAnyData', () => {
  it('is true only when some field holds a value', () => {
    expect(hasAnyData({})).toBe(false);
    expect(hasAnyData({ studentDetails: { fullName: '', gender: undefined } })).toBe(false);
    expect(hasAnyData({ studentDetails: { fullName: 'A' } })).toBe(true);
    expect(hasAnyData({ programDetails: { termsAccepted: true } })).toBe(true);
  });
});
