import type { CentreType, MalaysianState } from '@cic/contract';

/** The fixed cast of the demo data set: centres, staff and families. Dates and digits come from the PRNG. */

export type CentreSlug = 'melawati' | 'bangsar' | 'shahalam' | 'putrajaya';

/** The head of centre's sign-in e-mail. */
export function headOfCentreEmail(slug: CentreSlug): string {
  return `hoc.${slug}@demo.test`;
}

export type DemoCentreSpec = {
  slug: CentreSlug;
  name: string;
  type: CentreType;
  address: string;
  postcode: string;
  town: string;
  state: MalaysianState;
  /** null: not activated (unregistered), no password, no managers. */
  password: string | null;
  headOfCentre: string | null;
  teachers: string[];
  packages: { name: string; feeSen: number; description: string; isActive?: boolean }[];
};

const fullDay = { name: 'Full Day', description: 'Monday to Friday, 7:00 am to 6:30 pm, meals included' };
const halfDay = {
  name: 'Half Day',
  description: 'Monday to Friday, 7:00 am to 1:00 pm, breakfast and lunch',
};

export const demoCentres: DemoCentreSpec[] = [
  {
    slug: 'melawati',
    name: 'CIC Taman Melawati',
    type: 'company',
    address: '12, Jalan Bandar 4, Taman Melawati, 53100 Kuala Lumpur',
    postcode: '53100',
    town: 'Taman Melawati',
    state: 'Selangor',
    password: 'melawati-pass',
    headOfCentre: 'Rohana Said',
    teachers: ['Aina Sofia', 'Chong Mei Fong', 'Kavitha Rao'],
    packages: [
      { ...fullDay, feeSen: 15000 },
      { ...halfDay, feeSen: 10000 },
    ],
  },
  {
    slug: 'bangsar',
    name: 'CIC Bangsar',
    type: 'company',
    address: '8, Jalan Telawi 2, Bangsar Baru, 59100 Kuala Lumpur',
    postcode: '59100',
    town: 'Bangsar Baru',
    state: 'W.P. Kuala Lumpur',
    password: 'bangsar-pass',
    headOfCentre: 'Lim Siew Hoon',
    teachers: ['Farhana Aziz', 'Deepa Menon'],
    packages: [
      { ...fullDay, feeSen: 16500 },
      { ...halfDay, feeSen: 11000 },
      {
        name: 'After School',
        feeSen: 8000,
        description: 'Monday to Friday, 1:00 pm to 6:30 pm, homework help',
      },
      { name: 'Weekend Club', feeSen: 5000, description: 'Saturday mornings (paused)', isActive: false },
    ],
  },
  {
    slug: 'shahalam',
    name: 'CIC Shah Alam',
    type: 'franchise',
    address: '21, Jalan Plumbum N7/N, Seksyen 7, 40000 Shah Alam, Selangor',
    postcode: '40000',
    town: 'Seksyen 7',
    state: 'Selangor',
    password: 'shahalam-pass',
    headOfCentre: 'Azlina Mustafa',
    teachers: ['Nur Syafiqah', 'Tan Li Ping', 'Hidayah Rosli', 'Priya Devi'],
    packages: [
      { ...fullDay, feeSen: 14000 },
      { ...halfDay, feeSen: 9500 },
    ],
  },
  {
    slug: 'putrajaya',
    name: 'CIC Putrajaya',
    type: 'company',
    address: 'Jalan P9E, Presint 9, 62250 Putrajaya',
    postcode: '62250',
    town: 'Presint 9',
    state: 'W.P. Putrajaya',
    password: null,
    headOfCentre: null,
    teachers: [],
    packages: [
      { ...fullDay, feeSen: 15000 },
      { ...halfDay, feeSen: 10000 },
    ],
  },
];

export type DemoParentSpec = {
  name: string;
  /** An account exists for this parent (e-mail verified, profile filled in). */
  account?: boolean;
  /** E-mail on the children's enrolment record (required when `account`). */
  email?: string;
  occupation: string;
  foreigner?: { nationality: string; passport: string };
};

export type DemoFamilySpec = {
  /** What the family is called after: the parents see 'Tan Family' or 'Keluarga Tan'. */
  namedAfter: string;
  centre: CentreSlug;
  /** false: the children were enrolled but nobody has an account yet (no family row). */
  hasFamily: boolean;
  contact: 'father' | 'mother';
  father: DemoParentSpec;
  mother: DemoParentSpec;
  children: {
    name: string;
    gender: 'male' | 'female';
    age: number;
    package?: 'Half Day' | 'After School';
    active?: boolean;
  }[];
};

const m = 'male' as const;
const f = 'female' as const;

// biome-ignore format: one family per block reads better than the formatter's layout
export const demoFamilies: DemoFamilySpec[] = [
  // CIC Taman Melawati
  { namedAfter: 'Tan', centre: 'melawati', hasFamily: true, contact: 'mother',
    father: { name: 'Tan Wei Ming', account: true, email: 'tan.weiming@demo.test', occupation: 'Engineer' },
    mother: { name: 'Lim Mei Ling', account: true, email: 'lim.meiling@demo.test', occupation: 'Accountant' },
    children: [{ name: 'Tan Jia Hui', gender: f, age: 5 }, { name: 'Tan Jun Hao', gender: m, age: 3 }] },
  { namedAfter: 'Ahmad Faizal', centre: 'melawati', hasFamily: true, contact: 'mother',
    father: { name: 'Ahmad Faizal bin Ismail', occupation: 'Police officer' },
    mother: { name: 'Nurul Huda binti Rahman', account: true, email: 'nurul.huda@demo.test', occupation: 'Nurse' },
    children: [
      { name: 'Muhammad Adam bin Ahmad Faizal', gender: m, age: 6 },
      { name: 'Nur Aisyah binti Ahmad Faizal', gender: f, age: 4, package: 'Half Day' },
    ] },
  { namedAfter: 'Rajesh', centre: 'melawati', hasFamily: true, contact: 'father',
    father: { name: 'Rajesh a/l Subramaniam', account: true, email: 'rajesh.s@demo.test', occupation: 'Doctor' },
    mother: { name: 'Priya a/p Krishnan', occupation: 'Teacher' },
    children: [{ name: 'Arjun a/l Rajesh', gender: m, age: 5 }] },
  { namedAfter: 'Wong', centre: 'melawati', hasFamily: true, contact: 'mother',
    father: { name: 'Wong Kah Seng', occupation: 'Sales manager' },
    mother: { name: 'Chan Siew Lan', account: true, email: 'chan.siewlan@demo.test', occupation: 'Pharmacist' },
    children: [{ name: 'Wong Zi Xuan', gender: f, age: 4 }] },
  { namedAfter: 'Mohd Hafiz', centre: 'melawati', hasFamily: true, contact: 'father',
    father: { name: 'Mohd Hafiz bin Hassan', account: true, email: 'hafiz.hassan@demo.test', occupation: 'Architect' },
    mother: { name: 'Siti Aminah binti Yusof', occupation: 'Lecturer' },
    children: [{ name: 'Muhammad Irfan bin Mohd Hafiz', gender: m, age: 3, package: 'Half Day' }] },
  { namedAfter: 'Lee', centre: 'melawati', hasFamily: true, contact: 'mother',
    father: { name: 'Lee Chee Keong', email: 'new.father@demo.test', occupation: 'Chef' },
    mother: { name: 'Ong Pei Shan', account: true, email: 'ong.peishan@demo.test', occupation: 'Graphic designer' },
    children: [{ name: 'Lee Yu Xin', gender: f, age: 5 }] },
  { namedAfter: 'Khairul Anuar', centre: 'melawati', hasFamily: true, contact: 'mother',
    father: { name: 'Khairul Anuar bin Ismail', occupation: 'Technician' },
    mother: { name: 'Farah Nadia binti Zainal', account: true, email: 'farah.nadia@demo.test', occupation: 'Banker' },
    children: [{ name: 'Nur Iman binti Khairul Anuar', gender: f, age: 2, active: false }] },
  { namedAfter: 'Suresh Kumar', centre: 'melawati', hasFamily: true, contact: 'mother',
    father: { name: 'Suresh Kumar a/l Maniam', occupation: 'Lawyer' },
    mother: { name: 'Kavitha a/p Raman', account: true, email: 'kavitha.raman@demo.test', occupation: 'HR executive' },
    children: [{ name: 'Diya a/p Suresh Kumar', gender: f, age: 6 }] },
  { namedAfter: 'Mohd Rizal', centre: 'melawati', hasFamily: false, contact: 'mother',
    father: { name: 'Mohd Rizal bin Othman', occupation: 'Driver' },
    mother: { name: 'Nurul Ain binti Hashim', email: 'new.parent@demo.test', occupation: 'Clerk' },
    children: [
      { name: 'Muhammad Harith bin Mohd Rizal', gender: m, age: 4 },
      { name: 'Nur Qistina binti Mohd Rizal', gender: f, age: 2, package: 'Half Day' },
    ] },
  // CIC Bangsar
  { namedAfter: 'Lim', centre: 'bangsar', hasFamily: true, contact: 'father',
    father: { name: 'Lim Chee Wai', account: true, email: 'lim.cheewai@demo.test', occupation: 'Software developer' },
    mother: { name: 'Goh Siew Ping', occupation: 'Dentist' },
    children: [{ name: 'Lim Kai Xuan', gender: m, age: 6 }, { name: 'Lim Kai Le', gender: f, age: 4 }] },
  { namedAfter: 'Amirul Hakim', centre: 'bangsar', hasFamily: true, contact: 'mother',
    father: { name: 'Amirul Hakim bin Abdullah', occupation: 'Pilot' },
    mother: { name: 'Nor Azura binti Salleh', account: true, email: 'nor.azura@demo.test', occupation: 'Marketing executive' },
    children: [{ name: 'Aqil Hakimi bin Amirul Hakim', gender: m, age: 4 }] },
  { namedAfter: 'Ng', centre: 'bangsar', hasFamily: true, contact: 'mother',
    father: { name: 'Ng Boon Hock', occupation: 'Contractor' },
    mother: { name: 'Teoh Li Ying', account: true, email: 'teoh.liying@demo.test', occupation: 'Auditor' },
    children: [{ name: 'Ng Hui Min', gender: f, age: 3, package: 'Half Day' }] },
  { namedAfter: 'Vijay Nair', centre: 'bangsar', hasFamily: true, contact: 'father',
    father: { name: 'Vijay Nair', account: true, email: 'vijay.nair@demo.test', occupation: 'Consultant',
      foreigner: { nationality: 'Indian', passport: 'N4821937' } },
    mother: { name: 'Anjali Menon', occupation: 'Researcher' },
    children: [{ name: 'Aarav Nair', gender: m, age: 5 }] },
  { namedAfter: 'Zulkifli', centre: 'bangsar', hasFamily: true, contact: 'mother',
    father: { name: 'Zulkifli bin Yusof', occupation: 'Civil servant' },
    mother: { name: 'Rosnah binti Kamal', account: true, email: 'rosnah.kamal@demo.test', occupation: 'Entrepreneur' },
    children: [{ name: 'Hana Sofea binti Zulkifli', gender: f, age: 5 }] },
  { namedAfter: 'Chong', centre: 'bangsar', hasFamily: true, contact: 'father',
    father: { name: 'Chong Wai Kit', account: true, email: 'chong.waikit@demo.test', occupation: 'Photographer' },
    mother: { name: 'Yap Mei Yee', occupation: 'Interior designer' },
    children: [{ name: 'Chong Yi Heng', gender: m, age: 2, package: 'Half Day' }] },
  { namedAfter: 'Mohd Azlan', centre: 'bangsar', hasFamily: true, contact: 'mother',
    father: { name: 'Mohd Azlan bin Rahman', occupation: 'Mechanic' },
    mother: { name: 'Wan Nur Syafiqah binti Wan Ahmad', account: true, email: 'wan.syafiqah@demo.test', occupation: 'Teacher' },
    children: [{ name: 'Aleesya Humaira binti Mohd Azlan', gender: f, age: 3, package: 'After School' }] },
  { namedAfter: 'Ganesh', centre: 'bangsar', hasFamily: true, contact: 'mother',
    father: { name: 'Ganesh a/l Murugan', occupation: 'Electrician' },
    mother: { name: 'Lakshmi a/p Muthu', account: true, email: 'lakshmi.muthu@demo.test', occupation: 'Admin assistant' },
    children: [{ name: 'Kavin a/l Ganesh', gender: m, age: 6, active: false }] },
  { namedAfter: 'Ho', centre: 'bangsar', hasFamily: true, contact: 'father',
    father: { name: 'Ho Kok Leong', account: true, email: 'ho.kokleong@demo.test', occupation: 'Business owner' },
    mother: { name: 'Lau Wai Ting', occupation: 'Homemaker' },
    children: [{ name: 'Ho Zhi Yi', gender: f, age: 4 }] },
  // CIC Shah Alam
  { namedAfter: 'Shahrul Nizam', centre: 'shahalam', hasFamily: true, contact: 'mother',
    father: { name: 'Shahrul Nizam bin Osman', occupation: 'Surveyor' },
    mother: { name: 'Aida Suraya binti Mokhtar', account: true, email: 'aida.suraya@demo.test', occupation: 'Engineer' },
    children: [
      { name: 'Danish Haikal bin Shahrul Nizam', gender: m, age: 5 },
      { name: 'Dhia Irdina binti Shahrul Nizam', gender: f, age: 3, package: 'Half Day' },
    ] },
  { namedAfter: 'Teo', centre: 'shahalam', hasFamily: true, contact: 'father',
    father: { name: 'Teo Chin Hwa', account: true, email: 'teo.chinhwa@demo.test', occupation: 'Logistics manager' },
    mother: { name: 'Kong Sze Ling', occupation: 'Optometrist' },
    children: [{ name: 'Teo Xin Yi', gender: f, age: 6 }] },
  { namedAfter: 'Ramesh', centre: 'shahalam', hasFamily: true, contact: 'mother',
    father: { name: 'Ramesh a/l Sivam', occupation: 'Security officer' },
    mother: { name: 'Meena a/p Rajan', account: true, email: 'meena.rajan@demo.test', occupation: 'Cashier' },
    children: [{ name: 'Ishaan a/l Ramesh', gender: m, age: 4 }] },
  { namedAfter: 'Faizal', centre: 'shahalam', hasFamily: true, contact: 'father',
    father: { name: 'Faizal bin Zainal', account: true, email: 'faizal.zainal@demo.test', occupation: 'Firefighter' },
    mother: { name: 'Nabila binti Hamid', occupation: 'Tailor' },
    children: [{ name: 'Umar Hakim bin Faizal', gender: m, age: 2, package: 'Half Day' }] },
  { namedAfter: 'Chin', centre: 'shahalam', hasFamily: true, contact: 'mother',
    father: { name: 'Chin Kok Wai', occupation: 'Quantity surveyor' },
    mother: { name: 'Liew Mei Chen', account: true, email: 'liew.meichen@demo.test', occupation: 'Property agent' },
    children: [{ name: 'Chin Yi Xuan', gender: m, age: 5 }] },
  { namedAfter: 'Azman', centre: 'shahalam', hasFamily: true, contact: 'mother',
    father: { name: 'Azman bin Hamzah', occupation: 'Farmer' },
    mother: { name: 'Noraini binti Idris', account: true, email: 'noraini.idris@demo.test', occupation: 'Baker' },
    children: [{ name: 'Sofia Alya binti Azman', gender: f, age: 4 }] },
  { namedAfter: 'Foo', centre: 'shahalam', hasFamily: true, contact: 'father',
    father: { name: 'Foo Jia Wei', account: true, email: 'foo.jiawei@demo.test', occupation: 'Data analyst' },
    mother: { name: 'Tan Hui Shan', occupation: 'Physiotherapist' },
    children: [{ name: 'Foo Kai Ming', gender: m, age: 3 }] },
];
