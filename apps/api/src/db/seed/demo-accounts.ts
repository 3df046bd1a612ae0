import { familyName } from '@cic/contract';
import { demoAdminEmail, demoAdminPassword } from './demo-admin';
import { demoHocPassword, demoHocPin, demoTeacherPin } from './demo-people';
import { demoCentres, demoFamilies, headOfCentreEmail } from './demo-people-data';

export type DemoAccounts = {
  admin: { email: string; password: string };
  centres: {
    name: string;
    /** The shared centre password teachers sign in with; null for a centre not yet activated. */
    password: string | null;
    headOfCentre: { name: string; email: string; password: string; pin: string } | null;
    /** Each teacher with their PIN (decision 084). */
    teachers: { name: string; pin: string }[];
  }[];
  /** Parents with an account; they sign in with an e-mail code. */
  parents: { email: string; name: string; family: string; centre: string }[];
  /** E-mails on enrolment records that nobody has signed up with: signing up connects a family. */
  parentsWithoutAccount: { email: string; name: string; children: string[]; centre: string }[];
};

const centreName = (slug: string) => demoCentres.find((centre) => centre.slug === slug)?.name ?? slug;

/** Every account of the demo data set as seeded, read from its definitions (README lists the same). */
export function demoAccounts(): DemoAccounts {
  const familyParents = demoFamilies.flatMap((family) =>
    [family.father, family.mother].map((parent) => ({ family, parent })),
  );
  return {
    admin: { email: demoAdminEmail, password: demoAdminPassword },
    centres: demoCentres.map((centre) => ({
      name: centre.name,
      password: centre.password,
      headOfCentre: centre.headOfCentre
        ? {
            name: centre.headOfCentre,
            email: headOfCentreEmail(centre.slug),
            password: demoHocPassword,
            pin: demoHocPin,
          }
        : null,
      teachers: centre.teachers.map((name, position) => ({ name, pin: demoTeacherPin(position) })),
    })),
    parents: familyParents.flatMap(({ family, parent }) =>
      parent.account && parent.email
        ? [
            {
              email: parent.email,
              name: parent.name,
              family: familyName(family.namedAfter, 'en'),
              centre: centreName(family.centre),
            },
          ]
        : [],
    ),
    parentsWithoutAccount: familyParents.flatMap(({ family, parent }) =>
      !parent.account && parent.email
        ? [
            {
              email: parent.email,
              name: parent.name,
              children: family.children.map((child) => child.name),
              centre: centreName(family.centre),
            },
          ]
        : [],
    ),
  };
}
