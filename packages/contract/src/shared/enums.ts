/** Enumerations shared by the database, the API and the web. Values are the spec's. */

/**
 * The registration and payment enumerations live beside their schemas, so the web's main bundle
 * (which needs this file) does not carry them; they are re-exported here for everyone else.
 */
export {
  contactRelationships,
  genders,
  maritalStatuses,
  orderStatuses,
  paymentGateways,
  paymentStatuses,
  uniformSizes,
  yearIntakes,
} from '../registration/registration-enums';

export const staffRoles = ['admin', 'teacher', 'super manager'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const roles = ['parent', ...staffRoles] as const;
export type Role = (typeof roles)[number];

export const adminModuleKeys = [
  'CHECKIN',
  'ACTIVITY',
  'OVERTIME',
  'ANNOUNCEMENT',
  'REFERRAL',
  'REGISTRATION',
  'SETTINGS',
  'USER',
  'ENROLLMENT',
  'BILLING',
  'MESSAGES',
  'CARE',
] as const;
export type AdminModuleKey = (typeof adminModuleKeys)[number];

export const configKeys = ['hoc-login', 'activities', 'new-student-registration', 'teacher-pins'] as const;
export type ConfigKey = (typeof configKeys)[number];
/** Switches an installation starts with on (Teacher PINs, issue 31); the others start off. */
export const configKeysOnByDefault: readonly ConfigKey[] = ['teacher-pins'];

export const centreTypes = ['company', 'franchise'] as const;
export type CentreType = (typeof centreTypes)[number];

export const checkInStatuses = ['CHECKIN', 'CHECKOUT'] as const;
export type CheckInStatus = (typeof checkInStatuses)[number];

export const salutations = ['Mr', 'Mrs', 'Ms', 'Dr'] as const;
export const citizenships = ['malaysia', 'foreigner'] as const;
export const familyRelations = ['father', 'mother', 'guardian'] as const;
export type FamilyRelation = (typeof familyRelations)[number];

/** A value as a family relation code ('father', 'mother', 'guardian'), or undefined when it is none. */
export function familyRelationOf(value: string | null | undefined): FamilyRelation | undefined {
  return familyRelations.find((relation) => relation === value);
}

/**
 * The relationships a parent picks for a pick-up person (issue 27): kept as these values and named
 * in the reader's language where shown. A relationship not in the list is the parent's own words.
 */
export const pickupRelationships = [
  'grandfather',
  'grandmother',
  'uncle',
  'aunt',
  'sibling',
  'relative',
  'driver',
  'helper',
  'neighbour',
  'friend',
] as const;
export type PickupRelationship = (typeof pickupRelationships)[number];

/** A relationship as one of the list's values, or undefined for the parent's own words. */
export function pickupRelationshipOf(value: string | null | undefined): PickupRelationship | undefined {
  return pickupRelationships.find((relationship) => relationship === value);
}

export const malaysianStates = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Melaka',
  'Negeri Sembilan',
  'Pahang',
  'Perak',
  'Perlis',
  'Pulau Pinang',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
  'W.P. Kuala Lumpur',
  'W.P. Labuan',
  'W.P. Putrajaya',
] as const;
export type MalaysianState = (typeof malaysianStates)[number];

export const registrationStatuses = ['PENDING', 'COMPLETED', 'PAYMENT_FAILED'] as const;
export const referralCreditStatuses = ['PENDING', 'EARNED', 'PAID', 'CANCELLED'] as const;

export const activityStatuses = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export const activityVisibilities = ['ALL', 'YEAR', 'NONE'] as const;
export type ActivityStatus = (typeof activityStatuses)[number];
export type ActivityVisibility = (typeof activityVisibilities)[number];

export const overtimeUnits = ['MINUTE', 'HOUR'] as const;

export const auditActorTypes = ['admin', 'manager', 'system'] as const;
