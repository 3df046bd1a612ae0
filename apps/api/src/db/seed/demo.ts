import type { CentreType } from '@cic/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Storage } from '../../adapters/storage';
import type { CentrePasswordCipher } from '../../security/centre-password-cipher';
import { hashPassword } from '../../security/passwords';
import type { Db } from '../client';
import {
  activities,
  activityImages,
  activityYears,
  auditLog,
  centres,
  checkIns,
  childContacts,
  children,
  families,
  familyMembers,
  managers,
  notes,
  orderItems,
  orders,
  overtimeRules,
  packages,
  parents,
  payments,
  referralCredits,
  registrations,
} from '../schema/index';
import { buildDemoActivities } from './demo-activities';
import { buildDemoNotes, demoAdminEmail, demoAdminPassword, seedDemoAdmin } from './demo-admin';
import { buildDemoCheckIns } from './demo-check-ins';
import { buildDemoOvertimeRules } from './demo-overtime';
import { buildDemoPeople, demoHocPassword } from './demo-people';
import { demoCentres, demoFamilies } from './demo-people-data';
import { storeDemoPhotos } from './demo-photos';
import { buildDemoCommerce } from './demo-referrals';
import { Random } from './random';

export type DemoSummary = {
  admin: { email: string; password: string };
  centres: {
    id: string;
    name: string;
    type: CentreType;
    activated: boolean;
    /** The shared centre password (teachers sign in with it); null for the unregistered centre. */
    password: string | null;
    headOfCentre: { name: string; email: string; password: string } | null;
    teachers: string[];
  }[];
  /**
   * A few parents with accounts worth trying (all are listed in docs/demo-data.md). They sign in
   * with an e-mail code, which the console mailer prints.
   */
  parents: { email: string; fullName: string; family: string; note: string }[];
  /** E-mails on enrolment records with no account yet: signing up with them connects a family. */
  parentsWithoutAccount: { email: string; name: string; children: string[] }[];
  counts: Record<
    'centres' | 'managers' | 'parents' | 'families' | 'children' | 'checkIns' | 'registrations',
    number
  >;
};

/** Fixed seeds of the independent random streams, so changing one part leaves the others alone. */
const streams = {
  people: 20_241_101,
  checkIns: 20_241_102,
  admin: 20_241_103,
  commerce: 20_241_104,
  activities: 20_241_105,
};

const highlightedParents = [
  {
    email: 'lim.meiling@demo.test',
    note: 'Both parents of the Tan Family have accounts; two children. Referred two children.',
  },
  { email: 'nurul.huda@demo.test', note: 'Two children at CIC Taman Melawati.' },
  {
    email: 'ong.peishan@demo.test',
    note: 'Registered her daughter online with a referral code; order paid.',
  },
  { email: 'nor.azura@demo.test', note: 'Online registration whose payment failed.' },
  { email: 'vijay.nair@demo.test', note: 'Foreign parent (passport).' },
];

async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], chunk = 500) {
  for (let start = 0; start < rows.length; start += chunk) {
    await db.insert(table).values(rows.slice(start, start + chunk));
  }
}

/**
 * Loads the deterministic demo data set into an empty, migrated database: the same rows for the
 * same `now` (check-ins cover the 30 Kuala Lumpur days ending with `now`, nothing after it).
 */
export async function seedDemo(
  db: Db,
  deps: { storage: Storage; cipher: CentrePasswordCipher; now?: Date },
): Promise<DemoSummary> {
  const now = deps.now ?? new Date();
  const [photos, adminHash, hocHash] = await Promise.all([
    storeDemoPhotos(deps.storage),
    hashPassword(demoAdminPassword),
    hashPassword(demoHocPassword),
  ]);
  const people = buildDemoPeople(new Random(streams.people), now, {
    hocPasswordHash: hocHash,
    cipher: deps.cipher,
  });
  const checkInData = buildDemoCheckIns(new Random(streams.checkIns), now, people, photos);
  const commerce = buildDemoCommerce(new Random(streams.commerce), now, people);
  const posts = buildDemoActivities(new Random(streams.activities), now, people, photos);

  await db.transaction(async (tx) => {
    await insertAll(tx, centres, people.centres);
    await insertAll(tx, packages, people.packages);
    await insertAll(tx, managers, people.managers);
    await insertAll(tx, parents, people.parents);
    await insertAll(tx, families, people.families);
    await insertAll(tx, familyMembers, people.familyMembers);
    await insertAll(tx, children, people.children);
    await insertAll(tx, childContacts, people.childContacts);
    await insertAll(tx, checkIns, checkInData.rows);
    const adminId = await seedDemoAdmin(tx, new Random(streams.admin), now, adminHash);
    await insertAll(tx, notes, buildDemoNotes(now, people, adminId, checkInData.lowAttendanceDays));
    await insertAll(tx, registrations, commerce.registrations);
    await insertAll(tx, orders, commerce.orders);
    await insertAll(tx, orderItems, commerce.orderItems);
    await insertAll(tx, payments, commerce.payments);
    await insertAll(tx, referralCredits, commerce.referralCredits);
    await insertAll(tx, activities, posts.activities);
    await insertAll(tx, activityImages, posts.images);
    await insertAll(tx, activityYears, posts.years);
    await insertAll(tx, overtimeRules, buildDemoOvertimeRules(people));
    await tx.insert(auditLog).values({
      actorType: 'system',
      action: 'demo.seed',
      entityType: 'database',
      details: { now: now.toISOString(), checkIns: checkInData.rows.length },
      createdAt: now,
    });
  });

  return {
    admin: { email: demoAdminEmail, password: demoAdminPassword },
    centres: demoCentres.map((spec, index) => ({
      id: people.centres[index]?.id ?? '',
      name: spec.name,
      type: spec.type,
      activated: spec.password !== null,
      password: spec.password,
      headOfCentre: spec.headOfCentre
        ? { name: spec.headOfCentre, email: `hoc.${spec.slug}@demo.test`, password: demoHocPassword }
        : null,
      teachers: spec.teachers,
    })),
    parents: highlightedParents.map(({ email, note }) => {
      const parent = people.parents.find((candidate) => candidate.email === email);
      const code = parent?.referralCode ? ` Referral code ${parent.referralCode}.` : '';
      return {
        email,
        fullName: parent?.fullName ?? '',
        family:
          demoFamilies.find((family) => [family.father.email, family.mother.email].includes(email))?.name ??
          '',
        note: `${note}${code}`,
      };
    }),
    parentsWithoutAccount: demoFamilies.flatMap((family) =>
      [family.father, family.mother]
        .filter((parent) => parent.email && !parent.account)
        .map((parent) => ({
          email: parent.email ?? '',
          name: parent.name,
          children: family.children.map((child) => child.name),
        })),
    ),
    counts: {
      centres: people.centres.length,
      managers: people.managers.length,
      parents: people.parents.length,
      families: people.families.length,
      children: people.children.length,
      checkIns: checkInData.rows.length,
      registrations: commerce.registrations.length,
    },
  };
}
