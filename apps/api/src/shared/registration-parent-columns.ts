/** One parent's step of the registration wizard (father or mother), as stored. */
type ParentStep = {
  fullName: string;
  idNumber: string;
  nationality: string;
  occupation: string;
  email: string | null;
  workAddress: string;
  officeNumber: string;
  mobileNumber: string;
};

/** The father's and mother's steps as registration columns: for submissions and the demo seed alike. */
export function registrationParentColumns(father: ParentStep, mother: ParentStep) {
  return {
    fatherFullName: father.fullName,
    fatherIdNumber: father.idNumber,
    fatherNationality: father.nationality,
    fatherOccupation: father.occupation,
    fatherEmail: father.email,
    fatherWorkAddress: father.workAddress,
    fatherOfficeNumber: father.officeNumber,
    fatherMobileNumber: father.mobileNumber,
    motherFullName: mother.fullName,
    motherIdNumber: mother.idNumber,
    motherNationality: mother.nationality,
    motherOccupation: mother.occupation,
    motherEmail: mother.email,
    motherWorkAddress: mother.workAddress,
    motherOfficeNumber: mother.officeNumber,
    motherMobileNumber: mother.mobileNumber,
  };
}
