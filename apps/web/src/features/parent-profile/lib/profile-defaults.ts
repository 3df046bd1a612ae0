import {
  normaliseMalaysianState,
  type ParentUser,
  type ProfileBasic,
  type ProfileDetailsInput,
} from '@cic/contract';
import type { DefaultValues } from 'react-hook-form';

/** The country on every parent profile (spec 1 §5: fixed to Malaysia). */
export const profileCountry = 'Malaysia';

/** Salutation, name and phone: the complete-profile form and settings, basic. */
export function basicProfileDefaults(user: ParentUser): DefaultValues<ProfileBasic> {
  return {
    salutation: user.salutation ?? undefined,
    fullName: user.fullName ?? '',
    phoneNumber: user.phoneNumber ?? '',
  };
}

/** Settings, details: a saved state shows as its official name; the country is always Malaysia. */
export function profileDetailsDefaults(user: ParentUser): ProfileDetailsInput {
  return {
    nationality: user.nationality ?? 'malaysia',
    nric: user.nric ?? '',
    passport: user.passport ?? '',
    occupation: user.occupation ?? '',
    address1: user.address1 ?? '',
    address2: user.address2 ?? '',
    postcode: user.postcode ?? '',
    state: normaliseMalaysianState(user.state) ?? '',
    country: profileCountry,
  };
}

/** Only the ID of the chosen nationality is kept: NRIC for Malaysians, passport for foreigners. */
export function otherIdField(nationality: string | undefined): 'nric' | 'passport' {
  return nationality === 'foreigner' ? 'nric' : 'passport';
}
