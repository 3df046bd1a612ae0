import { z } from 'zod';
import { citizenships, salutations } from '../shared/enums';
import { normaliseMalaysianState } from './malaysian-state';

const salutationSchema = z.enum(salutations, { message: 'Please select a salutation' });

/** `/parent/register` and `POST /parent/auth/register`: who a new parent is. */
export const completeProfileBodySchema = z.object({
  salutation: salutationSchema,
  fullName: z
    .string()
    .trim()
    .min(1, 'Full name is required')
    .max(100, 'Name must be less than 100 characters'),
  phoneNumber: z
    .string()
    .trim()
    .min(8, 'Please enter a valid phone number')
    .max(20, 'Please enter a valid phone number'),
});
export type CompleteProfileBody = z.infer<typeof completeProfileBodySchema>;

const fullNameSchema = z
  .string()
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(50, 'Name must be less than 50 characters');

const phoneNumberSchema = z
  .string()
  .trim()
  .min(8, 'Phone number must be at least 8 digits')
  .max(15, 'Phone number must be less than 15 digits')
  .regex(/^[0-9+\-\s()]+$/, 'Please enter a valid phone number');

/** Settings, basic: salutation, name and phone (the e-mail is read-only). */
export const profileBasicSchema = z.object({
  salutation: salutationSchema,
  fullName: fullNameSchema,
  phoneNumber: phoneNumberSchema,
});
export type ProfileBasic = z.infer<typeof profileBasicSchema>;

const detailsShape = {
  nationality: z.enum(citizenships, { message: 'Please select a nationality' }),
  nric: z
    .string()
    .trim()
    .regex(/^(\d{12})?$/, 'NRIC must be 12 digits without hyphens'),
  passport: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9]{6,20})?$/, 'Passport must be 6 to 20 uppercase letters and digits'),
  occupation: z
    .string()
    .trim()
    .min(1, 'Occupation is required')
    .max(100, 'Occupation must be less than 100 characters'),
  address1: z
    .string()
    .trim()
    .min(1, 'Address is required')
    .max(200, 'Address must be less than 200 characters'),
  address2: z.string().trim().max(200, 'Address must be less than 200 characters').default(''),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Postcode must be 5 digits'),
  state: z
    .string()
    .trim()
    .min(1, 'State is required')
    .refine((value) => normaliseMalaysianState(value) !== null, 'Please select a state')
    .describe(
      'A Malaysian state: one of the 16 official names or a common short form (KL, Penang, Malacca...), letter case and spaces aside; kept as the official name',
    ),
  country: z.string().trim().min(1, 'Country is required'),
};

type IdFields = { nationality?: string; nric?: string; passport?: string };

/** NRIC for Malaysians, passport for foreigners (spec 1 §5). */
function requireIdForNationality(value: IdFields, context: z.RefinementCtx) {
  if (value.nationality === 'malaysia' && !value.nric) {
    context.addIssue({ code: 'custom', path: ['nric'], message: 'NRIC is required for Malaysian citizens' });
  }
  if (value.nationality === 'foreigner' && !value.passport) {
    context.addIssue({ code: 'custom', path: ['passport'], message: 'Passport is required for foreigners' });
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
    address2: z.string().trim().max(200, 'Address must be less than 200 characters').optional(),
    postcode: detailsShape.postcode.optional(),
    state: detailsShape.state.optional(),
    country: detailsShape.country.optional(),
  })
  .superRefine(requireIdForNationality)
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Nothing to update')
  .meta({
    minProperties: 1,
    description:
      'At least one of the fields above (fields it does not list are ignored and do not count). With `nationality` malaysia, `nric` is required; with foreigner, `passport`.',
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
