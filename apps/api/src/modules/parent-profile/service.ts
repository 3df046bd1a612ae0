import {
  type CompleteProfileBody,
  type Language,
  message,
  normaliseMalaysianState,
  type ParentAuth,
  type ParentUser,
  type UpdateProfileBody,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { createParentAccountService } from '../parent-account';
import { createParentProfileRepository, type ParentProfilePatch } from './repository';

/** Empty optional texts are stored as nothing. */
const orNull = (value: string) => (value === '' ? null : value);

/** The columns to write for an update: given fields only, the state normalised, the other ID cleared. */
function patchOf(body: UpdateProfileBody): ParentProfilePatch {
  const patch: ParentProfilePatch = {};
  if (body.salutation !== undefined) patch.salutation = body.salutation;
  if (body.fullName !== undefined) patch.fullName = body.fullName;
  if (body.phoneNumber !== undefined) patch.phoneNumber = body.phoneNumber;
  if (body.occupation !== undefined) patch.occupation = body.occupation;
  if (body.address1 !== undefined) patch.address1 = body.address1;
  if (body.address2 !== undefined) patch.address2 = orNull(body.address2);
  if (body.postcode !== undefined) patch.postcode = body.postcode;
  if (body.state !== undefined) patch.state = normaliseMalaysianState(body.state) ?? body.state;
  if (body.country !== undefined) patch.country = body.country;
  if (body.nric !== undefined) patch.nric = orNull(body.nric);
  if (body.passport !== undefined) patch.passport = orNull(body.passport);
  if (body.nationality !== undefined) {
    patch.nationality = body.nationality;
    // Switching nationality clears the other ID (spec 1 §5).
    if (body.nationality === 'malaysia') patch.passport = null;
    else patch.nric = null;
  }
  return patch;
}

export function createParentProfileService(ctx: Pick<AppContext, 'db' | 'storage'>) {
  const { db } = ctx;
  const repository = createParentProfileRepository(db);
  const account = createParentAccountService(ctx);

  return {
    /** `/parent/register`: who a new parent is. */
    async completeProfile(
      parentId: string,
      body: CompleteProfileBody,
      language: Language,
    ): Promise<ParentAuth> {
      await account.existingParent(parentId);
      await repository.updateParent(parentId, {
        salutation: body.salutation,
        fullName: body.fullName,
        phoneNumber: body.phoneNumber,
      });
      return account.currentParent(parentId, language);
    },

    /** Settings: saves the fields sent. */
    async updateProfile(
      parentId: string,
      body: UpdateProfileBody,
      language: Language,
    ): Promise<{ user: ParentUser }> {
      const current = await account.existingParent(parentId);
      const patch = patchOf(body);
      // The schema checks the ID against a nationality sent with it; here, against the saved one too.
      if (body.nationality !== undefined || body.nric !== undefined || body.passport !== undefined) {
        const nationality = patch.nationality ?? current.nationality;
        const nric = patch.nric !== undefined ? patch.nric : current.nric;
        const passport = patch.passport !== undefined ? patch.passport : current.passport;
        if (nationality === 'malaysia' && !nric) {
          throw new AppError('VALIDATION_FAILED', message('profile.nricRequired'), 'nric');
        }
        if (nationality === 'foreigner' && !passport) {
          throw new AppError('VALIDATION_FAILED', message('profile.passportRequired'), 'passport');
        }
      }
      await repository.updateParent(parentId, patch);
      const { user } = await account.currentParent(parentId, language);
      return { user };
    },
  };
}
