import type { AdminRegistrationDetail } from '@cic/contract';
import type { TFunction } from 'i18next';
import { formatDate, formatDateTime, timePatterns } from '@/lib/time';

export type Field = { label: string; value: string };
/** `half`: drawn beside its neighbour on wide screens (the father and mother). */
export type FieldGroup = { title: string; fields: Field[]; half?: boolean };

const dash = (value: string | null | undefined) => value?.trim() || '-';
const capitalised = (value: string) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : '-');

/** The contact's citizenship as the wizard asks it; a foreigner's own nationality when given. */
function contactNationality(r: AdminRegistrationDetail, t: TFunction): string {
  if (r.nationality === 'malaysia') return t('orders:registration.malaysian');
  if (r.nationality === 'foreigner') return r.nationalityText?.trim() || t('orders:registration.foreigner');
  return dash(r.nationality);
}

/** A parent's nationality as typed, or the citizenship value the wizard keeps for the account holder. */
function parentNationality(value: string | null, t: TFunction): string {
  return value === 'malaysia' ? t('orders:registration.malaysian') : dash(value);
}

function parentFields(parent: AdminRegistrationDetail['father'], t: TFunction): Field[] {
  return [
    { label: t('orders:registration.fields.fullName'), value: dash(parent.fullName) },
    { label: t('orders:registration.fields.idNumber'), value: dash(parent.idNumber) },
    { label: t('orders:registration.fields.nationality'), value: parentNationality(parent.nationality, t) },
    { label: t('orders:registration.fields.occupation'), value: dash(parent.occupation) },
    { label: t('orders:registration.fields.email'), value: dash(parent.email) },
    { label: t('orders:registration.fields.workAddress'), value: dash(parent.workAddress) },
    { label: t('orders:registration.fields.officeNumber'), value: dash(parent.officeNumber) },
    { label: t('orders:registration.fields.mobileNumber'), value: dash(parent.mobileNumber) },
  ];
}

/**
 * Every field of spec 3 §3's registration detail, in the wizard's groups, as text in the page's
 * language (`t` of the `orders` catalogue). Free-text answers the server keeps as strings (gender,
 * marital status, relationship) read as the catalogue words them, or as given when it has no word.
 */
export function registrationFieldGroups(r: AdminRegistrationDetail, t: TFunction): FieldGroup[] {
  const relation = r.relationship.toLowerCase();
  return [
    {
      title: t('orders:registration.groups.student'),
      fields: [
        { label: t('orders:registration.fields.fullName'), value: r.fullName },
        { label: t('orders:registration.fields.myKidNumber'), value: r.myKidNumber },
        {
          label: t('orders:registration.fields.gender'),
          value: t(`orders:registration.gender.${r.gender}`, { defaultValue: capitalised(r.gender) }),
        },
        { label: t('orders:registration.fields.dateOfBirth'), value: formatDate(r.dateOfBirth) },
        { label: t('orders:registration.fields.numberOfSiblings'), value: String(r.numberOfSiblings) },
        { label: t('orders:registration.fields.uniformSize'), value: r.uniformSize },
      ],
    },
    {
      title: t('orders:registration.groups.contact'),
      fields: [
        { label: t('orders:registration.fields.contactParent'), value: dash(r.contactParent.fullName) },
        {
          label: t('orders:registration.fields.relationship'),
          value: t(`orders:registration.relation.${relation}`, { defaultValue: r.relationship }),
        },
        { label: t('orders:registration.fields.email'), value: r.contactEmail },
        { label: t('orders:registration.fields.contactNumber'), value: r.contactNumber },
        { label: t('orders:registration.fields.nationality'), value: contactNationality(r, t) },
        { label: t('orders:registration.fields.nric'), value: dash(r.nric) },
        { label: t('orders:registration.fields.passport'), value: dash(r.passport) },
        { label: t('orders:registration.fields.occupation'), value: r.occupation },
        { label: t('orders:registration.fields.addressLine1'), value: r.addressLine1 },
        { label: t('orders:registration.fields.addressLine2'), value: dash(r.addressLine2) },
        { label: t('orders:registration.fields.postcode'), value: r.postcode },
        { label: t('orders:registration.fields.state'), value: r.state },
        { label: t('orders:registration.fields.country'), value: r.country },
      ],
    },
    {
      title: t('orders:registration.groups.father'),
      fields: parentFields(r.father, t),
      half: true,
    },
    {
      title: t('orders:registration.groups.mother'),
      fields: parentFields(r.mother, t),
      half: true,
    },
    {
      title: t('orders:registration.groups.programme'),
      fields: [
        { label: t('orders:registration.fields.center'), value: r.center.name },
        { label: t('orders:registration.fields.yearIntake'), value: r.yearIntake },
        { label: t('orders:registration.fields.package'), value: r.package.packageType },
        {
          label: t('orders:registration.fields.parentMaritalStatus'),
          value: t(`orders:registration.maritalStatus.${r.parentMaritalStatus}`, {
            defaultValue: capitalised(r.parentMaritalStatus),
          }),
        },
        { label: t('orders:registration.fields.referralCode'), value: dash(r.referralCode) },
        { label: t('orders:registration.fields.referrer'), value: dash(r.referrer?.fullName) },
        {
          label: t('orders:registration.fields.termsAccepted'),
          value: r.termsAccepted ? t('orders:registration.yes') : t('orders:registration.no'),
        },
        {
          label: t('orders:registration.fields.registeredAt'),
          value: formatDateTime(r.createdAt, timePatterns.orderDateTime),
        },
        {
          label: t('orders:registration.fields.lastUpdatedAt'),
          value: formatDateTime(r.updatedAt, timePatterns.orderDateTime),
        },
      ],
    },
  ];
}
