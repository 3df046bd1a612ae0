import { z } from 'zod';
import { type MessageKey, message } from '../messages/message-key';
import { emailSchema } from '../parent/parent-sign-in';
import { requiredCalendarDate } from '../shared/calendar-date-schema';
import { citizenships, malaysianStates } from '../shared/enums';
import { readableText } from '../shared/readable-text';
import { type ConditionalContactField, contactFieldsShownFor } from './contact-fields';
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
const text = (max: number) => z.string().trim().max(max, message('common.atMostCharacters', { max }));

/** The years a child may start: this year and the next, by the Kuala Lumpur calendar. */
export function yearIntakeChoices(kualaLumpurDay: string): string[] {
  const year = Number(kualaLumpurDay.slice(0, 4));
  return [String(year), String(year + 1)];
}

export const studentDetailsSchema = z.object({
  yearIntake: z.string().regex(/^\d{4}$/, message('registration.yearIntake')),
  fullName: readableText(text(100).min(2, message('registration.fullNameAtLeast2')), {
    min: 2,
    message: message('registration.fullNameAtLeast2'),
  }),
  myKidNumber: z
    .string()
    .max(20, message('registration.myKidAtMost20'))
    .superRefine((value, context) => {
      const problem = myKidProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .meta({
      pattern: myKidPattern,
      description: '12 to 20 digits, the first six a real birth date `yyMMdd` (a year above 23 is 19yy)',
    }),
  gender: z.enum(genders, { message: message('registration.gender') }),
  /** Not in the future either: checked against the Kuala Lumpur day by the form and the server. */
  dateOfBirth: requiredCalendarDate(message('registration.dateOfBirth')).describe(
    'Not after today in Kuala Lumpur',
  ),
  numberOfSiblings: z
    .number({ message: message('registration.siblings') })
    .int(message('registration.siblings'))
    .min(0, message('registration.siblings'))
    .max(20, message('registration.siblingsAtMost20')),
  uniformSize: z.enum(uniformSizes, { message: message('registration.uniformSize') }),
});
export type StudentDetails = z.infer<typeof studentDetailsSchema>;

/** The rules of the fields only one nationality shows (`contactFieldsByNationality`). */
const conditionalContactRules: Record<ConditionalContactField, z.ZodString> = {
  nric: z
    .string()
    .min(1, message('registration.nricRequired'))
    .max(12, message('common.atMostCharacters', { max: 12 }))
    .regex(/^\d*$/, message('registration.nricDigits')),
  nationalityText: z
    .string()
    .min(1, message('registration.specifyNationality'))
    .max(100, message('common.atMostCharacters', { max: 100 })),
  passport: z
    .string()
    .min(1, message('registration.passportRequired'))
    .max(20, message('common.atMostCharacters', { max: 20 }))
    .regex(/^[A-Z0-9]*$/, message('registration.passportCharacters')),
};

export const contactDetailsSchema = z
  .object({
    relationship: z.enum(contactRelationships, { message: message('registration.relationship') }),
    /** The account's e-mail and phone, locked in the form; the server takes them from the account. */
    contactEmail: emailSchema,
    contactNumber: text(20)
      .refine((value) => digitCount(value) >= 10, message('registration.contactNumberAtLeast10'))
      .meta({ pattern: tenDigitsPattern }),
    nationality: z.enum(citizenships, { message: message('registration.nationality') }),
    nationalityText: z.string().trim().default('').describe('Foreigners: required, at most 100 characters'),
    nric: z.string().trim().default('').describe('Malaysians: required, at most 12 digits'),
    passport: z
      .string()
      .trim()
      .toUpperCase()
      .default('')
      .describe('Foreigners: required, at most 20 letters and digits'),
    occupation: readableText(text(100).min(1, message('registration.occupation')), {
      min: 1,
      message: message('registration.occupation'),
    }),
    addressLine1: text(200).min(3, message('registration.addressLine1')),
    addressLine2: text(200).min(1, message('registration.addressLine2')),
    postcode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, message('registration.postcode')),
    state: z.enum(malaysianStates, { message: message('registration.state') }),
    country: z.literal('Malaysia').default('Malaysia'),
  })
  .superRefine((contact, context) => {
    // Only what the chosen nationality shows is checked: a hidden field never blocks the step.
    for (const field of contactFieldsShownFor(contact.nationality)) {
      const checked = conditionalContactRules[field].safeParse(contact[field]);
      for (const issue of checked.error?.issues ?? []) {
        context.addIssue({ code: 'custom', path: [field], message: issue.message });
      }
    }
  })
  .meta({
    description:
      'With `nationality` malaysia, `nric` is required; with foreigner, `nationalityText` and `passport`. The fields of the other nationality are not checked.',
  });
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

const phoneLike = (invalid: MessageKey) => text(20).regex(/^[0-9-]*$/, invalid);

/** Steps 3 and 4: the father's and the mother's details have the same fields and rules. */
export const parentDetailsSchema = z.object({
  fullName: readableText(text(100).min(2, message('registration.nameAtLeast2')), {
    min: 2,
    message: message('registration.nameAtLeast2'),
  }),
  idNumber: text(20).min(1, message('registration.idNumber')),
  nationality: text(100).min(1, message('registration.nationality')),
  occupation: readableText(text(100).min(1, message('registration.occupation')), {
    min: 1,
    message: message('registration.occupation'),
  }),
  email: emailSchema,
  workAddress: text(200).min(1, message('registration.workAddress')),
  officeNumber: phoneLike(message('registration.officeNumberCharacters')).min(
    1,
    message('registration.officeNumber'),
  ),
  mobileNumber: phoneLike(message('registration.contactNumberCharacters'))
    .refine((value) => digitCount(value) >= 10, message('registration.contactNumberAtLeast10'))
    .meta({ pattern: tenDigitsAndDashesPattern }),
});
export type ParentDetails = z.infer<typeof parentDetailsSchema>;

export const parentMaritalStatusSchema = z.object({
  status: z.enum(maritalStatuses, { message: message('registration.maritalStatus') }),
});

export const referralCodeSchema = text(32);

export const programDetailsSchema = z.object({
  center: z.uuid(message('registration.center')),
  package: z.uuid(message('registration.package')),
  referralCode: referralCodeSchema.optional(),
  termsAccepted: z.literal(true, message('registration.terms')),
});
export type ProgramDetails = z.infer<typeof programDetailsSchema>;

export const referralCodeMessages = {
  validateFirst: message('registration.validateReferralFirst'),
  invalid: message('registration.invalidReferral'),
} as const;

/**
 * The program step as the wizard keeps it: the body's fields and whether the referral code was
 * checked (null until it is; editing the code makes it null again). A code that was entered must
 * have been checked and found valid (spec 1 §5): it is never sent unchecked, nor dropped. The
 * problem is the check's (`isReferralValid`), not the code's: the form says it at Submit, not as
 * the parent leaves the field for 'Apply Code'.
 */
export const programStepSchema = programDetailsSchema
  .extend({ isReferralValid: z.boolean().nullable().default(null) })
  .superRefine((program, context) => {
    if (!program.referralCode || program.isReferralValid === true) return;
    context.addIssue({
      code: 'custom',
      path: ['isReferralValid'],
      message:
        program.isReferralValid === null ? referralCodeMessages.validateFirst : referralCodeMessages.invalid,
    });
  });

export const sameParentEmailMessages = {
  father: message('registration.sameEmailFather'),
  mother: message('registration.sameEmailMother'),
} as const;

/** The standard `Idempotency-Key` header of `POST /parent/registration`, the body's `idempotencyKey` by another way. */
export const idempotencyKeyHeaderSchema = z.object({
  'idempotency-key': z
    .uuid(message('registration.submissionKey'))
    .optional()
    .describe(
      "The submission's key as a UUID, as the body's idempotencyKey: the same key answers the first result",
    ),
});

/** `POST /parent/registration`. Amounts are never sent: the server prices the package and the code. */
export const registrationBodySchema = z
  .object({
    /**
     * Made once per submission by the browser: a retried or double-clicked submit creates one
     * registration. It may come as the `Idempotency-Key` header instead; one of the two is needed.
     */
    idempotencyKey: z
      .uuid(message('registration.submissionKey'))
      .optional()
      .describe(
        'A UUID made once per submission; or send it as the Idempotency-Key header. One of the two is required',
      ),
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
  referralNumber: referralCodeSchema.min(1, message('registration.referralCode')),
});
/** `message` is the English text; `messageCode` its key in the message catalogue (decision 056). */
export const referralCheckResultSchema = z.object({
  isValid: z.boolean(),
  message: z.string(),
  messageCode: z.string().optional(),
});
export type ReferralCheckResult = z.infer<typeof referralCheckResultSchema>;
