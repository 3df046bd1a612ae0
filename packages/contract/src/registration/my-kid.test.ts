import { describe, expect, it } from 'vitest';
import { myKidAutofill, myKidBirthDate, myKidGender, myKidMessages, myKidProblem } from './my-kid';

describe('MyKid numbers', () => {
  it('reads the birth date from the first six digits, above 23 as 19xx', () => {
    expect(myKidBirthDate('200415101234')).toBe('2020-04-15');
    expect(myKidBirthDate('230101101234')).toBe('2023-01-01');
    expect(myKidBirthDate('240101101234')).toBe('1924-01-01');
    expect(myKidBirthDate('991231101234')).toBe('1999-12-31');
  });

  it('refuses dates that do not exist', () => {
    expect(myKidBirthDate('201301101234')).toBeNull();
    expect(myKidBirthDate('200230101234')).toBeNull();
    expect(myKidBirthDate('210229101234')).toBeNull();
    expect(myKidBirthDate('200229101234')).toBe('2020-02-29');
    expect(myKidBirthDate('200000101234')).toBeNull();
  });

  it('gives the first message a number breaks, in the spec order', () => {
    expect(myKidProblem('20041510123a')).toBe(myKidMessages.notDigits);
    expect(myKidProblem('2004151012')).toBe(myKidMessages.tooShort);
    expect(myKidProblem('201315101234')).toBe(myKidMessages.badDate);
    expect(myKidProblem('200415101234')).toBeNull();
    expect(myKidProblem('2004151012345')).toBeNull();
  });

  it('reads the gender from the last digit: even female, odd male', () => {
    expect(myKidGender('200415101234')).toBe('female');
    expect(myKidGender('200415101235')).toBe('male');
  });

  it('fills only empty date of birth and gender, and only from a valid number', () => {
    expect(myKidAutofill('200415101235', {})).toEqual({ dateOfBirth: '2020-04-15', gender: 'male' });
    expect(myKidAutofill('200415101235', { dateOfBirth: '2020-04-16' })).toEqual({ gender: 'male' });
    expect(myKidAutofill('200415101235', { dateOfBirth: '2020-04-16', gender: 'female' })).toEqual({});
    expect(myKidAutofill('201315101235', {})).toEqual({});
  });
});
