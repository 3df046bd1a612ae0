import { registrationParentColumns } from '../../shared/registration-parent-columns';
import type { NewRegistration } from './repository';
import type { CheckedSubmission } from './submission-checks';

type Row = Omit<NewRegistration, 'registrationNumber' | 'parentId'>;
const orNull = (value: string | undefined) => value || null;

/** A checked submission as a registration row: the wizard's six steps, flattened. */
export function registrationRow({ body, package: chosen, referrerParentId }: CheckedSubmission): Row {
  const student = body.studentDetails;
  const contact = body.contactDetails;
  const malaysian = contact.nationality === 'malaysia';
  return {
    yearIntake: student.yearIntake,
    fullName: student.fullName,
    myKidNumber: student.myKidNumber,
    gender: student.gender,
    dateOfBirth: student.dateOfBirth,
    numberOfSiblings: student.numberOfSiblings,
    uniformSize: student.uniformSize,
    relationship: contact.relationship,
    contactEmail: contact.contactEmail,
    contactNumber: contact.contactNumber,
    nationality: contact.nationality,
    nationalityText: malaysian ? null : orNull(contact.nationalityText),
    nric: malaysian ? orNull(contact.nric) : null,
    passport: malaysian ? null : orNull(contact.passport),
    occupation: contact.occupation,
    addressLine1: contact.addressLine1,
    addressLine2: contact.addressLine2,
    postcode: contact.postcode,
    state: contact.state,
    country: contact.country,
    ...registrationParentColumns(body.fatherDetails, body.motherDetails),
    maritalStatus: body.parentMaritalStatus.status,
    centreId: chosen.centreId,
    packageId: chosen.id,
    referralCode: referrerParentId ? (body.programDetails.referralCode?.trim().toUpperCase() ?? null) : null,
    referrerParentId,
    termsAccepted: body.programDetails.termsAccepted,
  };
}
