import { malaysianStates, type ParentUser } from '@cic/contract';
import type { DraftSection } from '@/lib/registration-draft';

const known = (value: string | null | undefined) => value ?? '';

/**
 * The contact step's starting values from the account (spec 1 §5): the e-mail and phone always
 * (they are locked), the rest only where the draft has nothing yet.
 */
export function contactPrefill(user: ParentUser, saved: DraftSection | undefined): DraftSection {
  const state = (malaysianStates as readonly string[]).includes(known(user.state)) ? known(user.state) : '';
  const fromAccount: DraftSection = {
    nationality: user.nationality ?? 'malaysia',
    nationalityText: '',
    nric: known(user.nric),
    passport: known(user.passport),
    occupation: known(user.occupation),
    addressLine1: known(user.address1),
    addressLine2: known(user.address2),
    postcode: known(user.postcode),
    state,
  };
  return {
    relationship: '',
    ...fromAccount,
    ...saved,
    contactEmail: user.email,
    contactNumber: known(user.phoneNumber),
    country: 'Malaysia',
  };
}

/**
 * The account holder's own parent step (spec 1 §5): what the account knows, prefilled and locked.
 * The mobile number keeps only digits and dashes, as the field allows.
 */
export function accountParentDetails(user: ParentUser): DraftSection {
  const details: DraftSection = {
    fullName: known(user.fullName),
    email: user.email,
    mobileNumber: known(user.phoneNumber).replace(/[^\d-]/g, ''),
    idNumber: known(user.nationality === 'foreigner' ? user.passport : user.nric),
    // The citizenship value itself: named in the reader's language where shown (issue 27).
    nationality: user.nationality === 'malaysia' ? 'malaysia' : '',
    occupation: known(user.occupation),
  };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== ''));
}
