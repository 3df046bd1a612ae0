import type { CentrePasswordCipher } from '../../security/centre-password-cipher';
import type {
  centres,
  childContacts,
  children,
  families,
  familyMembers,
  managers,
  packages,
  parents,
} from '../schema/index';
import {
  type CentreSlug,
  type DemoFamilySpec,
  type DemoParentSpec,
  demoCentres,
  demoFamilies,
  headOfCentreEmail,
} from './demo-people-data';
import { addDays, klDate, klInstant, subtractYears } from './demo-time';
import type { Random } from './random';

export const demoHocPassword = 'demo-hoc-pass';
/** Every demo head of centre's PIN (decision 084). */
export const demoHocPin = '2580';
/** A demo teacher's PIN by their place in the centre's list: 1111, 2222, 3333, 4444. */
export const demoTeacherPin = (position: number) => String(position + 1).repeat(4);
/** Every PIN the demo hands out, hashed once each before the people are built. */
export const demoPins = [demoHocPin, ...[0, 1, 2, 3].map(demoTeacherPin)];
const salutationOf = { father: 'Mr', mother: 'Mrs' } as const;

export type DemoChild = typeof children.$inferInsert & {
  id: string;
  dateOfBirth: string;
  enrolledOn: string;
  family: DemoFamilySpec;
};

export type DemoPeople = {
  centres: (typeof centres.$inferInsert & { id: string })[];
  packages: (typeof packages.$inferInsert & { id: string })[];
  managers: (typeof managers.$inferInsert & { id: string })[];
  parents: (typeof parents.$inferInsert & { id: string; email: string })[];
  families: (typeof families.$inferInsert)[];
  familyMembers: (typeof familyMembers.$inferInsert)[];
  children: DemoChild[];
  childContacts: (typeof childContacts.$inferInsert)[];
  centreIdBySlug: Map<CentreSlug, string>;
  /** packages.id by `${slug}/${packageName}` */
  packageIdByName: Map<string, string>;
  parentIdByEmail: Map<string, string>;
};

function digits(random: Random, count: number): string {
  return random.string(count, '0123456789');
}

/** MyKid/NRIC: YYMMDD + place-of-birth code + 3 digits + a last digit that is odd for boys and even for girls. */
export function myKidNumber(random: Random, dateOfBirth: string, gender: 'male' | 'female'): string {
  const yymmdd = dateOfBirth.slice(2, 4) + dateOfBirth.slice(5, 7) + dateOfBirth.slice(8, 10);
  const last = random.int(0, 4) * 2 + (gender === 'male' ? 1 : 0);
  return `${yymmdd}${random.pick(['14', '10', '08', '01'])}${digits(random, 3)}${last}`;
}

export function phoneNumber(random: Random): string {
  return `01${random.pick(['2', '3', '6', '7', '9'])}-${digits(random, 3)} ${digits(random, 4)}`;
}

/** Builds the centres, staff, parents, families and children (nothing is written here). */
export function buildDemoPeople(
  random: Random,
  now: Date,
  secrets: { hocPasswordHash: string; pinHashes: Map<string, string>; cipher: CentrePasswordCipher },
): DemoPeople {
  const today = klDate(now);
  const people: DemoPeople = {
    centres: [],
    packages: [],
    managers: [],
    parents: [],
    families: [],
    familyMembers: [],
    children: [],
    childContacts: [],
    centreIdBySlug: new Map(),
    packageIdByName: new Map(),
    parentIdByEmail: new Map(),
  };
  const longAgo = klInstant(addDays(today, -800), 9 * 60);

  for (const spec of demoCentres) {
    const id = random.uuid();
    people.centreIdBySlug.set(spec.slug, id);
    const activatedAt = spec.password ? klInstant(addDays(today, -720), 10 * 60) : null;
    people.centres.push({
      id,
      name: spec.name,
      type: spec.type,
      address: spec.address,
      activatedAt,
      passwordCiphertext: spec.password ? secrets.cipher.encrypt(spec.password) : null,
      passwordUpdatedAt: activatedAt,
      createdAt: longAgo,
    });
    for (const pkg of spec.packages) {
      const packageId = random.uuid();
      people.packageIdByName.set(`${spec.slug}/${pkg.name}`, packageId);
      people.packages.push({
        id: packageId,
        centreId: id,
        name: pkg.name,
        packageType: pkg.name,
        description: pkg.description,
        onlineRegistrationFeeSen: pkg.feeSen,
        isActive: pkg.isActive ?? true,
        createdAt: longAgo,
      });
    }
    if (spec.headOfCentre) {
      people.managers.push({
        id: random.uuid(),
        centreId: id,
        name: spec.headOfCentre,
        isSuperManager: true,
        email: headOfCentreEmail(spec.slug),
        passwordHash: secrets.hocPasswordHash,
        pinHash: secrets.pinHashes.get(demoHocPin),
        createdAt: activatedAt ?? longAgo,
      });
    }
    for (const [position, teacher] of spec.teachers.entries()) {
      people.managers.push({
        id: random.uuid(),
        centreId: id,
        name: teacher,
        pinHash: secrets.pinHashes.get(demoTeacherPin(position)),
        createdAt: activatedAt ?? longAgo,
      });
    }
  }

  for (const family of demoFamilies) addFamily(people, random, today, family);
  return people;
}

function addParentAccount(
  people: DemoPeople,
  random: Random,
  today: string,
  family: DemoFamilySpec,
  role: 'father' | 'mother',
  spec: DemoParentSpec & { email: string },
): string {
  const centre = demoCentres.find((candidate) => candidate.slug === family.centre);
  const id = random.uuid();
  const joined = addDays(today, -random.int(60, 400));
  const bornOn = `${1982 + random.int(0, 12)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  const nric = myKidNumber(random, bornOn, role === 'father' ? 'male' : 'female');
  people.parentIdByEmail.set(spec.email, id);
  people.parents.push({
    id,
    email: spec.email,
    emailVerifiedAt: klInstant(joined, 20 * 60 + random.int(0, 59)),
    salutation: spec.occupation === 'Doctor' || spec.occupation === 'Dentist' ? 'Dr' : salutationOf[role],
    fullName: spec.name,
    phoneNumber: phoneNumber(random),
    nationality: spec.foreigner ? 'foreigner' : 'malaysia',
    nric: spec.foreigner ? null : nric,
    passport: spec.foreigner ? spec.foreigner.passport : null,
    occupation: spec.occupation,
    address1: `${random.int(1, 88)}, Jalan ${random.pick(['Mawar', 'Cempaka', 'Kenanga', 'Melati', 'Seroja'])} ${random.int(1, 12)}`,
    address2: centre?.town ?? null,
    postcode: centre?.postcode ?? null,
    state: centre?.state ?? null,
    country: 'Malaysia',
    createdAt: klInstant(joined, 20 * 60),
  });
  return id;
}

function addFamily(people: DemoPeople, random: Random, today: string, family: DemoFamilySpec) {
  const familyId = family.hasFamily ? random.uuid() : null;
  if (familyId) {
    people.families.push({
      id: familyId,
      namedAfter: family.namedAfter,
      createdAt: klInstant(addDays(today, -420), 9 * 60),
    });
  }
  const phones = { father: phoneNumber(random), mother: phoneNumber(random) };
  for (const role of ['father', 'mother'] as const) {
    const spec = family[role];
    if (!spec.account || !spec.email) continue;
    const parentId = addParentAccount(people, random, today, family, role, { ...spec, email: spec.email });
    if (familyId) people.familyMembers.push({ id: random.uuid(), familyId, parentId, relation: role });
  }

  const centreId = people.centreIdBySlug.get(family.centre);
  if (!centreId) throw new Error(`Unknown centre ${family.centre}`);
  for (const spec of family.children) {
    const dateOfBirth = addDays(subtractYears(today, spec.age), -random.int(10, 340));
    const earliest = addDays(dateOfBirth, 540);
    let enrolledOn = addDays(today, -random.int(90, 500));
    if (enrolledOn < earliest) enrolledOn = earliest;
    const childId = random.uuid();
    const foreignContact = family[family.contact].foreigner !== undefined;
    people.children.push({
      id: childId,
      name: spec.name,
      myKidNumber: foreignContact ? null : myKidNumber(random, dateOfBirth, spec.gender),
      gender: spec.gender,
      dateOfBirth,
      centreId,
      packageId: people.packageIdByName.get(`${family.centre}/${spec.package ?? 'Full Day'}`) ?? null,
      familyId,
      active: spec.active ?? true,
      enrolledOn,
      createdAt: klInstant(enrolledOn, 8 * 60),
      family,
    });
    for (const role of ['father', 'mother'] as const) {
      people.childContacts.push({
        id: random.uuid(),
        childId,
        relation: role,
        fullName: family[role].name,
        email: family[role].email ?? null,
        phoneNumber: phones[role],
        isPrimaryContact: family.contact === role,
      });
    }
  }
}
