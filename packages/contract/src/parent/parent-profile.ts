import { z } from 'zod';
import { message } from '../messages/message-key';
import { citizenships, salutations } from '../shared/enums';
import { readableText } from '../shared/readable-text';
import { normaliseMalaysianState } from './malaysian-state';

const salutationSchema = z.enum(salutations, { message: message('profile.salutation') });

/** `/parent/register` and `POST /parent/auth/register`: who a new parent is. */
export const completeProfileBodySchema = z.object({
  salutation: salutationSchema,
  fullName: readableText(
    z.string().trim().min(1, message('profile.fullNameRequired')).max(100, message('profile.nameUnder100')),
    { min: 1, message: message('profile.fullNameRequired') },
  ),
  phoneNumber: z
    .string()
    .trim()
    .min(8, message('profile.phoneInvalid'))
    .max(20, message('profile.phoneInvalid')),
});
export type CompleteProfileBody = z.infer<typeof completeProfileBodySchema>;

const fullNameSchema = readableText(
  z.string().trim().min(2, message('profile.nameAtLeast2')).max(50, message('profile.nameUnder50')),
  { min: 2, message: message('profile.nameAtLeast2') },
);

const phoneNumberSchema = z
  .string()
  .trim()
  .min(8, message('profile.phoneAtLeast8'))
  .max(15, message('profile.phoneUnder15'))
  .regex(/^[0-9+\-\s()]+$/, message('profile.phoneInvalid'));

/** Settings, basic: salutation, name and phone (the e-mail is read-only). */
export const profileBasicSchema = z.object({
  salutation: salutationSchema,
  fullName: fullNameSchema,
  phoneNumber: phoneNumberSchema,
});
export type ProfileBasic = z.infer<typeof profileBasicSchema>;

const detailsShape = {
  nationality: z.enum(citizenships, { message: message('profile.nationality') }),
  nric: z
    .string()
    .trim()
    .regex(/^(\d{12})?$/, message('profile.nricFormat')),
  passport: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9]{6,20})?$/, message('profile.passportFormat')),
  occupation: readableText(
    z
      .string()
      .trim()
      .min(1, message('profile.occupationRequired'))
      .max(100, message('profile.occupationUnder100')),
    { min: 1, message: message('profile.occupationRequired') },
  ),
  address1: readableText(
    z.string().trim().min(1, message('profile.addressRequired')).max(200, message('profile.addressUnder200')),
    { min: 1, message: message('profile.addressRequired') },
  ),
  address2: z.string().trim().max(200, message('profile.addressUnder200')).default(''),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, message('profile.postcode')),
  state: z
    .string()
    .trim()
    .min(1, message('profile.stateRequired'))
    .refine((value) => normaliseMalaysianState(value) !== null, message('profile.state'))
    .describe(
      'A Malaysian state: one of the 16 official names or a common short form (KL, Penang, Malacca...), letter case and spaces aside; kept as the official name',
    ),
  country: z.string().trim().min(1, message('profile.countryRequired')),
};

type IdFields = { nationality?: string; nric?: string; passport?: string };

/** NRIC for Malaysians, passport for foreigners (spec 1 §5). */
function requireIdForNationality(value: IdFields, context: z.RefinementCtx) {
  if (value.nationality === 'malaysia' && !value.nric) {
    context.addIssue({ code: 'custom', path: ['nric'], message: message('profile.nricRequired') });
  }
  if (value.nationality === 'foreigner' && !value.passport) {
    context.addIssue({ code: 'custom', path: ['passport'], message: message('profile.passportRequired') });
  }
}

/** Settings, additional details. */
export const profileDetailsSchema = z.object(detailsShape).superRefine(requireIdForNationality);
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;
export type ProfileDetailsInput = z.input<typeof profileDetailsSchema>;

/**
 * `POST /parent/auth/update-profile`: the basic form, the details form, or both. Each field
 * present follows its form's rule; the details form always sends `nationality`, which makes
 * the NRIC or passport rule apply.
 */
export const updateProfileBodySchema = z
  .object({
    salutation: salutationSchema.optional(),
    fullName: fullNameSchema.optional(),
    phoneNumber: phoneNumberSchema.optional(),
    nationality: detailsShape.nationality.optional(),
    nric: detailsShape.nric.optional(),
    passport: detailsShape.passport.optional(),
    occupation: detailsShape.occupation.optional(),
    address1: detailsShape.address1.optional(),
    address2: z.string().trim().max(200, message('profile.addressUnder200')).optional(),
    postcode: detailsShape.postcode.optional(),
    state: detailsShape.state.optional(),
    country: detailsShape.country.optional(),
  })
  .superRefine(requireIdForNationality)
  .refine(
    (value) => Object.values(value).some((field) => field !== undefined),
    message('profile.nothingToUpdate'),
  )
  .meta({
    minProperties: 1,
    description:
      'At least one of the fields above (fields it does not list are ignored and do not count). With `nationality` malaysia, `nric` is required; with foreigner, `passport`.',
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
