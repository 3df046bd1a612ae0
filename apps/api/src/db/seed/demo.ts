import { kualaLumpurDay } from '@cic/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Storage } from '../../adapters/storage';
import { createRatiosRepository } from '../../modules/ratios/repository';
import type { CentrePasswordCipher } from '../../security/centre-password-cipher';
import { hashPassword } from '../../security/passwords';
import type { Db } from '../client';
import {
  activities,
  activityImages,
  activityYears,
  announcementCentres,
  announcementRecipients,
  announcements,
  auditLog,
  centres,
  checkIns,
  childContacts,
  children,
  enrolmentPeriods,
  families,
  familyMembers,
  feePrices,
  fees,
  managers,
  messageReads,
  messages,
  messageThreads,
  notes,
  orderItems,
  orders,
  overtimeRules,
  packages,
  parents,
  payments,
  pickupPersons,
  referralCredits,
  registrations,
  staffShifts,
} from '../schema/index';
import { buildDemoActivities } from './demo-activities';
import { buildDemoNotes, demoAdminPassword, seedDemoAdmin } from './demo-admin';
import { buildDemoAnnouncements } from './demo-announcements';
import { buildDemoBilling } from './demo-billing';
import { buildDemoCheckIns } from './demo-check-ins';
import { buildDemoMessages } from './demo-messages';
import { buildDemoOvertimeRules } from './demo-overtime';
import { buildDemoPeople, demoHocPassword, demoPins } from './demo-people';
import { storeDemoPhotos } from './demo-photos';
import { buildDemoPickupPersons } from './demo-pickup-persons';
import { buildDemoCommerce } from './demo-referrals';
import { demoSeedAction } from './demo-repository';
import { buildDemoShifts } from './demo-shifts';
import { Random } from './random';

/** Fixed seeds of the independent random streams, so changing one part leaves the others alone. */
const streams = {
  people: 20_241_101,
  checkIns: 20_241_102,
  admin: 20_241_103,
  commerce: 20_241_104,
  activities: 20_241_105,
  earlierCheckIns: 20_241_106,
  announcements: 20_241_107,
  billing: 20_241_108,
  messages: 20_241_109,
  shifts: 20_241_110,
};

async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], chunk = 500) {
  for (let start = 0; start < rows.length; start += chunk) {
    await db.insert(table).values(rows.slice(start, start + chunk));
  }
}

/**
 * Loads the deterministic demo data set into an empty, migrated database: the same rows for the
 * same `now` (check-ins cover last month and this month up to `now`, nothing after it).
 */
export async function seedDemo(
  db: Db,
  deps: { storage: Storage; cipher: CentrePasswordCipher; now?: Date },
): Promise<void> {
  const now = deps.now ?? new Date();
  const [photos, adminHash, hocHash, ...pinHashes] = await Promise.all([
    storeDemoPhotos(deps.storage),
    hashPassword(demoAdminPassword),
    hashPassword(demoHocPassword),
    ...demoPins.map((pin) => hashPassword(pin)),
  ]);
  const people = buildDemoPeople(new Random(streams.people), now, {
    hocPasswordHash: hocHash,
    pinHashes: new Map(demoPins.map((pin, index) => [pin, pinHashes[index] ?? ''])),
    cipher: deps.cipher,
  });
  const checkInData = buildDemoCheckIns(
    new Random(streams.checkIns),
    new Random(streams.earlierCheckIns),
    now,
    people,
    photos,
  );
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
    await insertAll(tx, pickupPersons, buildDemoPickupPersons(people));
    await insertAll(tx, checkIns, checkInData.rows);
    await insertAll(tx, staffShifts, buildDemoShifts(new Random(streams.shifts), now, people));
    // Today's staff needed, with no episode begun: the first change after start opens one and queues its alert.
    const ratios = createRatiosRepository(tx);
    for (const centre of people.centres) await ratios.settleDay(centre.id, kualaLumpurDay(now), now, null);
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
    const billing = buildDemoBilling(new Random(streams.billing), now, people, adminId);
    await insertAll(tx, fees, billing.fees);
    await insertAll(tx, feePrices, billing.prices);
    await insertAll(tx, enrolmentPeriods, billing.periods);
    const notices = buildDemoAnnouncements(new Random(streams.announcements), now, people, adminId);
    await insertAll(tx, announcements, notices.announcements);
    await insertAll(tx, announcementCentres, notices.centres);
    await insertAll(tx, announcementRecipients, notices.recipients);
    const conversation = buildDemoMessages(new Random(streams.messages), now, people);
    await insertAll(tx, messageThreads, conversation.threads);
    await insertAll(tx, messages, conversation.messages);
    await insertAll(tx, messageReads, conversation.reads);
    await tx.insert(auditLog).values({
      actorType: 'system',
      action: demoSeedAction,
      entityType: 'database',
      details: { now: now.toISOString(), checkIns: checkInData.rows.length },
      createdAt: now,
    });
  });
}
