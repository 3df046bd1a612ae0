import { startOfKualaLumpurDay } from '@cic/contract';
import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { findCentre } from '../../db/centres';
import { withChildAndTeacher } from '../../db/check-in-records';
import type { Db } from '../../db/client';
import { centreNamed, childNamed } from '../../db/named-records';
import { rowOrNull } from '../../db/row-or-null';
import { activities, centres, checkIns, children, managers, packages } from '../../db/schema/index';
import { studentColumns } from '../../db/student-columns';

export function createAdminCheckInsRepository(db: Db) {
  return {
    centre: (centreId: string) => findCentre(db, centreId),

    /**
     * The children counted on the day (active, enrolled on or before it), each with that day's
     * check-in and check-out at the centre and who recorded them: one query over the unique
     * (child, day, status) key.
     */
    async studentsOfDay(centreId: string, day: string) {
      const arrival = alias(checkIns, 'arrival');
      const departure = alias(checkIns, 'departure');
      const arrivedWith = alias(managers, 'arrived_with');
      const departedWith = alias(managers, 'departed_with');
      const recordOf = (record: typeof arrival | typeof departure, status: 'CHECKIN' | 'CHECKOUT') =>
        and(
          eq(record.childId, children.id),
          eq(record.localDate, day),
          eq(record.status, status),
          eq(record.centreId, centreId),
        );
      // The newest record before the day: a check-in means the child was never checked out (decision 079).
      const before = alias(checkIns, 'before_day');
      const openFromEarlierDay = sql<
        string | null
      >`(select case when last_before.status = 'CHECKIN' then last_before.local_date::text end from (${db
        .select({ status: before.status, local_date: before.localDate })
        .from(before)
        .where(and(eq(before.childId, children.id), lt(before.recordedAt, startOfKualaLumpurDay(day))))
        .orderBy(desc(before.recordedAt))
        .limit(1)}) as last_before)`;
      return db
        .select({
          ...studentColumns,
          packageType: packages.packageType,
          notCheckedOutOn: openFromEarlierDay,
          in: {
            id: arrival.id,
            recordedAt: arrival.recordedAt,
            receivedAt: arrival.createdAt,
            photoKey: arrival.photoKey,
            manager: arrivedWith.name,
            fever: arrival.fever,
            recordedAfterwards: arrival.recordedAfterwards,
          },
          out: {
            id: departure.id,
            recordedAt: departure.recordedAt,
            receivedAt: departure.createdAt,
            photoKey: departure.photoKey,
            manager: departedWith.name,
            fever: departure.fever,
            recordedAfterwards: departure.recordedAfterwards,
          },
        })
        .from(children)
        .leftJoin(packages, eq(packages.id, children.packageId))
        .leftJoin(arrival, recordOf(arrival, 'CHECKIN'))
        .leftJoin(arrivedWith, eq(arrivedWith.id, arrival.recordedById))
        .leftJoin(departure, recordOf(departure, 'CHECKOUT'))
        .leftJoin(departedWith, eq(departedWith.id, departure.recordedById))
        .where(
          and(
            eq(children.centreId, centreId),
            eq(children.active, true),
            sql`${children.enrolledOn} <= ${day}::date`,
          ),
        )
        .orderBy(asc(children.name), asc(children.id));
    },

    /**
     * The centre's current managers (heads of centre first), each with the activities they created
     * in [from, to), and the centre's total for the same span, in one query.
     */
    async managersWithActivities(centreId: string, from: Date, to: Date) {
      const createdInSpan = and(gte(activities.createdAt, from), lt(activities.createdAt, to));
      const centreTotal = db
        .select({ total: sql<number>`count(*)::int`.as('total') })
        .from(activities)
        .where(and(eq(activities.centreId, centreId), createdInSpan))
        .as('centre_total');
      return db
        .select({
          id: managers.id,
          name: managers.name,
          email: managers.email,
          superManager: managers.isSuperManager,
          activities: sql<number>`count(${activities.id})::int`,
          centreTotal: sql<number>`max(${centreTotal.total})::int`,
        })
        .from(managers)
        .crossJoin(centreTotal)
        .leftJoin(
          activities,
          and(eq(activities.managerId, managers.id), eq(activities.centreId, centreId), createdInSpan),
        )
        .where(and(eq(managers.centreId, centreId), isNull(managers.deletedAt)))
        .groupBy(managers.id)
        .orderBy(desc(managers.isSuperManager), asc(managers.name));
    },

    checkIn(id: string) {
      return withChildAndTeacher(
        db
          .select({
            id: checkIns.id,
            status: checkIns.status,
            recordedAt: checkIns.recordedAt,
            receivedAt: checkIns.createdAt,
            temperature: checkIns.temperature,
            note: checkIns.note,
            photoKey: checkIns.photoKey,
            recordedAfterwards: checkIns.recordedAfterwards,
            child: childNamed,
            centre: centreNamed,
            manager: { name: managers.name, email: managers.email },
            packageName: packages.name,
            packageDescription: packages.description,
          })
          .from(checkIns)
          .$dynamic(),
      )
        .innerJoin(centres, eq(centres.id, checkIns.centreId))
        .leftJoin(packages, eq(packages.id, checkIns.packageId))
        .where(eq(checkIns.id, id))
        .then(rowOrNull);
    },
  };
}
export type AdminCheckInsRepository = ReturnType<typeof createAdminCheckInsRepository>;
