import { z } from 'zod';
import { emailSchema } from '../parent/parent-sign-in';
import { requiredCalendarDate } from '../shared/calendar-date-schema';
import { citizenships, malaysianStates } from '../shared/enums';
import { myKidPattern, myKidProblem } from './my-kid';
import { contactRelationships, genders, maritalStatuses, uniformSizes } from './registration-enums';

/**
 * The registration wizard's six steps (spec 1 §2, §3, §5): one schema per step for the form, and
 * their union as the body of `POST /parent/registration`. Messages are the spec's.
 */

const digitCount = (value: string) => value.replace(/\D/g, '').length;
/** At least ten digits, whatever else: the contact number's rule as a pattern, for the document. */
export const tenDigitsPattern = '^(?:\\D*\\d){10}';
/** Digits and dashes with at least ten digits: the mobile number's rule as a pattern. */
export const tenDigitsAndDashesPattern = '^(?:-*\\d){10}[\\d-]*$';
const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** The years a child may start: this year and the next, by the Kuala Lumpur calendar. */
export function yearIntakeChoices(kualaLumpurDay: string): string[] {
  const year = Number(kualaLumpurDay.slice(0, 4));
  return [String(year), String(year + 1)];
}

export const studentDetailsSchema = z.object({
  yearIntake: z.string().regex(/^\d{4}$/, 'Year intake is required'),
  fullName: text(100).min(2, 'Full name must be at least 2 characters.'),
  myKidNumber: z
    .string()
    .max(20, 'MyKid number must be at most 20 digits')
    .superRefine((value, context) => {
      const problem = myKidProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .meta({
      pattern: myKidPattern,
      description: '12 to 20 digits, the first six a real birth date `yyMMdd` (a year above 23 is 19yy)',
    }),
  gender: z.enum(genders, { message: 'Gender is required' }),
  /** Not in the future either: checked against the Kuala Lumpur day by the form and the server. */
  dateOfBirth: requiredCalendarDate('Date of birth is required').describe('Not after today in Kuala Lumpur'),
  numberOfSiblings: z
    .number({ message: 'Number of siblings is required' })
    .int('Number of siblings is required')
    .min(0, 'Number of siblings is required')
    .max(20, 'Number of siblings must be at most 20'),
  uniformSize: z.enum(uniformSizes, { message: 'Uniform size is required' }),
});
export type StudentDetails = z.infer<typeof studentDetailsSchema>;

export const contactDetailsSchema = z
  .object({
    relationship: z.enum(contactRelationships, { message: 'Relationship is required' }),
    /** The account's e-mail and phone, locked in the form; the server takes them from the account. */
    contactEmail: emailSchema,
    contactNumber: text(20)
      .refine((value) => digitCount(value) >= 10, 'Contact number must be at least 10 digits')
      .meta({ pattern: tenDigitsPattern }),
    nationality: z.enum(citizenships, { message: 'Nationality is required' }),
    nationalityText: text(100).default(''),
    nric: text(12).regex(/^\d*$/, 'NRIC must contain only digits').default(''),
    passport: text(20)
      .toUpperCase()
      .regex(/^[A-Z0-9]*$/, 'Passport number must contain only letters and digits')
      .default(''),
    occupation: text(100).min(1, 'Occupation is required'),
    addressLine1: text(200).min(3, 'Address line 1 is required'),
    addressLine2: text(200).min(1, 'Address line 2 is required'),
    postcode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Please enter a valid postcode'),
    state: z.enum(malaysianStates, { message: 'Please select a state' }),
    country: z.literal('Malaysia').default('Malaysia'),
  })
  .superRefine((contact, context) => {
    if (contact.nationality === 'malaysia' && !contact.nric) {
      context.addIssue({
        code: 'custom',
        path: ['nric'],
        message: 'NRIC is required for Malaysian citizens',
      });
    }
    if (contact.nationality === 'foreigner') {
      if (!contact.nationalityText) {
        context.addIssue({
          code: 'custom',
          path: ['nationalityText'],
          message: 'Please specify your nationality',
        });
      }
      if (!contact.passport) {
        context.addIssue({
          code: 'custom',
          path: ['passport'],
          message: 'Passport number is required for foreigners',
        });
      }
    }
  })
  .meta({
    description:
      'With `nationality` malaysia, `nric` is required; with foreigner, `nationalityText` and `passport`.',
  });
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

const phoneLike = (message: string) => text(20).regex(/^[0-9-]*$/, message);

/** Steps 3 and 4: the father's and the mother's details have the same fields and rules. */
export const parentDetailsSchema = z.object({
  fullName: text(100).min(2, 'Name must be at least 2 characters'),
  idNumber: text(20).min(1, 'IC/Passport number is required'),
  nationality: text(100).min(1, 'Nationality is required'),
  occupation: text(100).min(1, 'Occupation is required'),
  email: emailSchema,
  workAddress: text(200).min(1, 'Work address is required'),
  officeNumber: phoneLike('Office number must contain only digits and dashes').min(
    1,
    'Office number is required',
  ),
  mobileNumber: phoneLike('Contact number must contain only digits and dashes')
    .refine((value) => digitCount(value) >= 10, 'Contact number must be at least 10 digits')
    .meta({ pattern: tenDigitsAndDashesPattern }),
});
export type ParentDetails = z.infer<typeof parentDetailsSchema>;

export const parentMaritalStatusSchema = z.object({
  status: z.enum(maritalStatuses, { message: "Please select parent's marital status" }),
});

export const referralCodeSchema = text(32);

export const programDetailsSchema = z.object({
  center: z.uuid('Please select a center'),
  package: z.uuid('Please select a package'),
  referralCode: referralCodeSchema.optional(),
  termsAccepted: z.literal(true, 'You must accept the terms and conditions'),
});
export type ProgramDetails = z.infer<typeof programDetailsSchema>;

export const sameParentEmailMessages = {
  father: 'Father and mother cannot use the same email address',
  mother: 'Mother and father cannot use the same email address',
} as const;

/** `POST /parent/registration`. Amounts are never sent: the server prices the package and the code. */
export const registrationBodySchema = z
  .object({
    /** Made once per submission by the browser: a retried or double-clicked submit creates one registration. */
    idempotencyKey: z.uuid('The submission key is not valid.'),
    studentDetails: studentDetailsSchema,
    contactDetails: contactDetailsSchema,
    fatherDetails: parentDetailsSchema,
    motherDetails: parentDetailsSchema,
    parentMaritalStatus: parentMaritalStatusSchema,
    programDetails: programDetailsSchema,
  })
  .superRefine((body, context) => {
    if (body.fatherDetails.email.toLowerCase() === body.motherDetails.email.toLowerCase()) {
      context.addIssue({
        code: 'custom',
        path: ['fatherDetails', 'email'],
        message: sameParentEmailMessages.father,
      });
    }
  })
  .meta({ description: '`fatherDetails.email` and `motherDetails.email` must differ (letter case aside).' });
export type RegistrationBody = z.input<typeof registrationBodySchema>;

/** No `paymentUrl` when the total is 0: the registration completed at once. */
export const registrationResultSchema = z.object({
  paymentUrl: z.string().nullable(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  registrationNumber: z.string(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** `POST /parent/auth/check-referral-number`. */
export const referralCheckBodySchema = z.object({
  referralNumber: referralCodeSchema.min(1, 'Please enter a referral code'),
});
export const referralCheckResultSchema = z.object({ isValid: z.boolean(), message: z.string() });
export type ReferralCheckResult = z.infer<typeof referralCheckResultSchema>;
