import type { AdminRegistrationDetail } from '@cic/contract';
import { familyRelationLabel } from '@/lib/family-relation';
import { formatDate, formatDateTime, timePatterns } from '@/lib/time';

export type Field = { label: string; value: string };
/** `half`: drawn beside its neighbour on wide screens (the father and mother). */
export type FieldGroup = { title: string; fields: Field[]; half?: boolean };

const dash = (value: string | null | undefined) => value?.trim() || '-';
const capitalised = (value: string) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : '-');

/** The contact's citizenship as the wizard asks it; a foreigner's own nationality when given. */
function contactNationality(r: AdminRegistrationDetail): string {
  if (r.nationality === 'malaysia') return 'Malaysian';
  if (r.nationality === 'foreigner') return r.nationalityText?.trim() || 'Foreigner';
  return dash(r.nationality);
}

function parentFields(parent: AdminRegistrationDetail['father']): Field[] {
  return [
    { label: 'Full Name', value: dash(parent.fullName) },
    { label: 'IC/Passport Number', value: dash(parent.idNumber) },
    { label: 'Nationality', value: dash(parent.nationality) },
    { label: 'Occupation', value: dash(parent.occupation) },
    { label: 'Email', value: dash(parent.email) },
    { label: 'Work Address', value: dash(parent.workAddress) },
    { label: 'Office Number', value: dash(parent.officeNumber) },
    { label: 'Mobile Number', value: dash(parent.mobileNumber) },
  ];
}

/** Every field of spec 3 §3's registration detail, in the wizard's groups, as text. */
export function registrationFieldGroups(r: AdminRegistrationDetail): FieldGroup[] {
  return [
    {
      title: 'Student',
      fields: [
        { label: 'Full Name', value: r.fullName },
        { label: 'MyKid Number', value: r.myKidNumber },
        { label: 'Gender', value: capitalised(r.gender) },
        { label: 'Date of Birth', value: formatDate(r.dateOfBirth) },
        { label: 'Number of Siblings', value: String(r.numberOfSiblings) },
        { label: 'Uniform Size', value: r.uniformSize },
      ],
    },
    {
      title: 'Contact',
      fields: [
        { label: 'Contact Parent', value: dash(r.contactParent.fullName) },
        { label: 'Relationship', value: familyRelationLabel(r.relationship) },
        { label: 'Email', value: r.contactEmail },
        { label: 'Contact Number', value: r.contactNumber },
        { label: 'Nationality', value: contactNationality(r) },
        { label: 'NRIC', value: dash(r.nric) },
        { label: 'Passport', value: dash(r.passport) },
        { label: 'Occupation', value: r.occupation },
        { label: 'Address Line 1', value: r.addressLine1 },
        { label: 'Address Line 2', value: dash(r.addressLine2) },
        { label: 'Postcode', value: r.postcode },
        { label: 'State', value: r.state },
        { label: 'Country', value: r.country },
      ],
    },
    { title: 'Father', fields: parentFields(r.father), half: true },
    { title: 'Mother', fields: parentFields(r.mother), half: true },
    {
      title: 'Programme',
      fields: [
        { label: 'Center', value: r.center.name },
        { label: 'Year Intake', value: r.yearIntake },
        { label: 'Package', value: r.package.packageType },
        { label: 'Parent Marital Status', value: capitalised(r.parentMaritalStatus) },
        { label: 'Referral Code', value: dash(r.referralCode) },
        { label: 'Referrer', value: dash(r.referrer?.fullName) },
        { label: 'Terms Accepted', value: r.termsAccepted ? 'Yes' : 'No' },
        { label: 'Registered At', value: formatDateTime(r.createdAt, timePatterns.orderDateTime) },
        { label: 'Last Updated At', value: formatDateTime(r.updatedAt, timePatterns.orderDateTime) },
      ],
    },
  ];
}
