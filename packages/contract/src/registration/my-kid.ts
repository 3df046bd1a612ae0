import { message } from '../messages/message-key';
import type { genders } from './registration-enums';

/**
 * A MyKid number (the child's identity card number): 12 or more digits, the first six the birth
 * date as YYMMDD. A two-digit year above 23 is read as 19xx, else 20xx (spec 1 §5). The last digit
 * is odd for a boy and even for a girl.
 */
export const myKidMessages = {
  tooShort: message('registration.myKidTooShort'),
  notDigits: message('registration.myKidNotDigits'),
  badDate: message('registration.myKidBadDate'),
} as const;

export const myKidMinDigits = 12;

const pad = (value: number) => String(value).padStart(2, '0');

/** Day 0 of the next month is the last day of this one (years here are 1924–2023, never two-digit). */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The birth date `yyyy-MM-dd` a MyKid number's first six digits name, or null when they name none. */
export function myKidBirthDate(myKid: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})/.exec(myKid);
  if (!match) return null;
  const [yy, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const year = yy > 23 ? 1900 + yy : 2000 + yy;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The gender a MyKid number's last digit gives: even is female, odd is male. */
export function myKidGender(myKid: string): (typeof genders)[number] | null {
  const last = myKid.at(-1);
  if (!last || !/\d/.test(last)) return null;
  return Number(last) % 2 === 0 ? 'female' : 'male';
}

// The same numbers as a regular expression, for the OpenAPI document: a valid month and day after
// any two-digit year, or 29 February after a year divisible by 4 (1924-1996 and 2000-2020 alike).
const myKidMonthDay =
  '(?:(?:0[13578]|1[02])(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)(?:0[1-9]|[12]\\d|30)|02(?:0[1-9]|1\\d|2[0-8]))';
/** Every MyKid number `myKidProblem` takes, up to the form's 20 digits. */
export const myKidPattern = `^(?:\\d{2}${myKidMonthDay}|(?:[02468][048]|[13579][26])0229)\\d{6,14}$`;

/** The first message a MyKid number breaks, or null when it is valid. */
export function myKidProblem(myKid: string): string | null {
  if (!/^\d*$/.test(myKid)) return myKidMessages.notDigits;
  if (myKid.length < myKidMinDigits) return myKidMessages.tooShort;
  if (!myKidBirthDate(myKid)) return myKidMessages.badDate;
  return null;
}

/**
 * What a valid MyKid number fills in: the date of birth and gender, each only when still empty.
 * An invalid number fills nothing.
 */
export function myKidAutofill(
  myKid: string,
  current: { dateOfBirth?: string; gender?: string },
): { dateOfBirth?: string; gender?: (typeof genders)[number] } {
  if (myKidProblem(myKid)) return {};
  const filled: { dateOfBirth?: string; gender?: (typeof genders)[number] } = {};
  const birthDate = myKidBirthDate(myKid);
  const gender = myKidGender(myKid);
  if (!current.dateOfBirth && birthDate) filled.dateOfBirth = birthDate;
  if (!current.gender && gender) filled.gender = gender;
  return filled;
}
