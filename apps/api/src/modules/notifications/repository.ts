import type { Language } from '@cic/contract';
import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { collectorColumns, doorTemperature, withChildAndTeacher } from '../../db/check-in-records';
import type { Db } from '../../db/client';
import { rowOrNull } from '../../db/row-or-null';
import { languageOrEnglish } from '../../db/schema/columns';
import {
  checkIns,
  children,
  familyMembers,
  managers,
  notificationDeliveries,
  parents,
  pushSubscriptions,
} from '../../db/schema/index';

/** How many devices one person may keep subscribed; a new one pushes out the oldest. */
export const pushSubscriptionsPerParent = 10;

export type Recipient = {
  parentId: string;
  email: string;
  checkInEmails: boolean;
  language: Language;
  devices: { id: string; endpoint: string; keys: { p256dh: string; auth: string } }[];
};

type PushDevice = { endpoint: string; p256dh: string; auth: string };

export function createNotificationsRepository(db: Db) {
  /** A device's subscription for its one owner (taking it from whoever had it), keeping the owner's newest ten. */
  async function saveOwnedDevice(
    owner: { parentId: string; managerId: null } | { parentId: null; managerId: string },
    device: PushDevice,
  ) {
    const ownedBy =
      owner.parentId === null
        ? eq(pushSubscriptions.managerId, owner.managerId)
        : eq(pushSubscriptions.parentId, owner.parentId);
    await db.transaction(async (tx) => {
      await tx
        .insert(pushSubscriptions)
        .values({ ...owner, ...device })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { ...owner, p256dh: device.p256dh, auth: device.auth, createdAt: sql`now()` },
        });
      const newest = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(ownedBy)
        .orderBy(sql`${pushSubscriptions.createdAt} DESC`)
        .limit(pushSubscriptionsPerParent);
      await tx.delete(pushSubscriptions).where(and(ownedBy, notInArray(pushSubscriptions.id, newest)));
    });
  }

  async function devicesOf(parentIds: string[]) {
    if (parentIds.length === 0) return [];
    return db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.parentId, parentIds))
      .orderBy(asc(pushSubscriptions.createdAt));
  }

  async function withDevices(rows: Omit<Recipient, 'devices'>[]): Promise<Recipient[]> {
    const devices = await devicesOf(rows.map((row) => row.parentId));
    return rows.map((row) => ({
      ...row,
      devices: devices
        .filter((device) => device.parentId === row.parentId)
        .map((device) => ({
          id: device.id,
          endpoint: device.endpoint,
          keys: { p256dh: device.p256dh, auth: device.auth },
        })),
    }));
  }

  const recipientColumns = {
    parentId: parents.id,
    email: parents.email,
    checkInEmails: parents.checkInEmails,
    language: languageOrEnglish(parents.language),
  };

  return {
    async settingsOf(parentId: string) {
      const [parent] = await db
        .select({
          email: parents.checkInEmails,
          announcementEmail: parents.announcementEmails,
          messages: parents.messageNotices,
        })
        .from(parents)
        .where(eq(parents.id, parentId));
      const devices = await devicesOf([parentId]);
      return {
        email: parent?.email ?? false,
        announcementEmail: parent?.announcementEmail ?? false,
        messages: parent?.messages ?? false,
        pushEndpoints: devices.map((device) => device.endpoint),
      };
    },

    async setMessageNotices(parentId: string, on: boolean) {
      await db.update(parents).set({ messageNotices: on }).where(eq(parents.id, parentId));
    },

    async setAnnouncementEmails(parentId: string, on: boolean) {
      await db.update(parents).set({ announcementEmails: on }).where(eq(parents.id, parentId));
    },

    async setCheckInEmails(parentId: string, on: boolean) {
      await db.update(parents).set({ checkInEmails: on }).where(eq(parents.id, parentId));
    },

    /** Keeps a device's subscription for the parent (taking it from whoever had it) and the newest ten. */
    saveDevice: (parentId: string, device: PushDevice) =>
      saveOwnedDevice({ parentId, managerId: null }, device),

    /** A teacher's or head of centre's device (decision 079): the same rules as a parent's. */
    saveStaffDevice: (managerId: string, device: PushDevice) =>
      saveOwnedDevice({ parentId: null, managerId }, device),

    async staffEndpoints(managerId: string) {
      const rows = await db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.managerId, managerId))
        .orderBy(asc(pushSubscriptions.createdAt));
      return rows.map((row) => row.endpoint);
    },

    /** A teacher's or head of centre's address and message e-mail choice (decision 114). */
    staffMessageEmails(managerId: string) {
      return db
        .select({
          email: managers.email,
          headOfCentre: managers.isSuperManager,
          choice: managers.messageEmails,
        })
        .from(managers)
        .where(eq(managers.id, managerId))
        .then(rowOrNull);
    },

    async setStaffMessageEmails(managerId: string, on: boolean) {
      await db.update(managers).set({ messageEmails: on }).where(eq(managers.id, managerId));
    },

    async removeStaffDevice(managerId: string, endpoint: string) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.managerId, managerId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** The devices of each teacher or head of centre named, oldest first. */
    async staffDevicesOf(managerIds: readonly string[]) {
      if (managerIds.length === 0) return [];
      return db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.managerId, [...managerIds]))
        .orderBy(asc(pushSubscriptions.createdAt));
    },

    async removeDevice(parentId: string, endpoint: string) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.parentId, parentId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    async deleteDevice(id: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /** Takes the parent's test-notification slot unless one was taken in the last minute. */
    async claimTestSlot(parentId: string, now: Date, gapMs: number) {
      const rows = await db
        .update(parents)
        .set({ testNotificationAt: now })
        .where(
          and(
            eq(parents.id, parentId),
            or(
              isNull(parents.testNotificationAt),
              lt(parents.testNotificationAt, new Date(now.getTime() - gapMs)),
            ),
          ),
        )
        .returning({ id: parents.id });
      return rows.length > 0;
    },

    /** A check-in with what its notice tells: the child, the time, the temperature, the teacher. */
    checkInEvent(checkInId: string) {
      return withChildAndTeacher(
        db
          .select({
            id: checkIns.id,
            childId: checkIns.childId,
            childName: children.name,
            status: checkIns.status,
            recordedAt: checkIns.recordedAt,
            temperature: doorTemperature,
            teacherName: managers.name,
            fever: checkIns.fever,
            ...collectorColumns,
          })
          .from(checkIns)
          .$dynamic(),
      )
        .where(eq(checkIns.id, checkInId))
        .then(rowOrNull);
    },

    /** The parents of the child's family, each with their subscribed devices. */
    async recipientsOfChild(childId: string) {
      const rows = await db
        .select(recipientColumns)
        .from(children)
        .innerJoin(familyMembers, eq(familyMembers.familyId, children.familyId))
        .innerJoin(parents, eq(parents.id, familyMembers.parentId))
        .where(eq(children.id, childId))
        .orderBy(asc(parents.id));
      return withDevices(rows);
    },

    /** The parents of each family, each with their subscribed devices and the family they are told for. */
    async recipientsOfFamilies(familyIds: readonly string[]) {
      if (familyIds.length === 0) return [];
      const rows = await db
        .select({ ...recipientColumns, familyId: familyMembers.familyId })
        .from(familyMembers)
        .innerJoin(parents, eq(parents.id, familyMembers.parentId))
        .where(inArray(familyMembers.familyId, [...familyIds]))
        .orderBy(asc(parents.id));
      const recipients = await withDevices(rows.map(({ familyId: _family, ...row }) => row));
      return recipients.map((recipient, index) => ({ ...recipient, familyId: rows[index]?.familyId ?? '' }));
    },

    /** The parents named, each with their devices and their announcement e-mail switch (issue 30). */
    async recipientsOfParents(parentIds: readonly string[]) {
      if (parentIds.length === 0) return [];
      const rows = await db
        .select({ ...recipientColumns, announcementEmails: parents.announcementEmails })
        .from(parents)
        .where(inArray(parents.id, [...parentIds]))
        .orderBy(asc(parents.id));
      const recipients = await withDevices(rows.map(({ announcementEmails: _switch, ...row }) => row));
      return recipients.map((recipient, index) => ({
        ...recipient,
        announcementEmails: rows[index]?.announcementEmails ?? false,
      }));
    },

    async recipient(parentId: string) {
      const rows = await db.select(recipientColumns).from(parents).where(eq(parents.id, parentId));
      return (await withDevices(rows))[0] ?? null;
    },

    /**
     * Claims one message's dedupe key: true when it was never tried or its last try failed. A key
     * left `sending` by a process that stopped mid-send stays claimed: at most once, never twice.
     */
    async claimDelivery(dedupeKey: string) {
      const rows = await db
        .insert(notificationDeliveries)
        .values({ dedupeKey, status: 'sending' })
        .onConflictDoUpdate({
          target: notificationDeliveries.dedupeKey,
          set: { status: 'sending', updatedAt: sql`now()` },
          setWhere: eq(notificationDeliveries.status, 'failed'),
        })
        .returning({ dedupeKey: notificationDeliveries.dedupeKey });
      return rows.length > 0;
    },

    async settleDelivery(dedupeKey: string, status: 'sent' | 'failed' | 'gone') {
      await db
        .update(notificationDeliveries)
        .set({ status })
        .where(eq(notificationDeliveries.dedupeKey, dedupeKey));
    },
  };
}
