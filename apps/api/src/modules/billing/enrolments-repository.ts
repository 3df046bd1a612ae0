import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { centreNamed, childNamed } from '../../db/named-records';
import { type PageRequest, readPage } from '../../db/read-page';
import { rowOrNull } from '../../db/row-or-null';
import { centres, children, packages, enrolmentPeriods as periods } from '../../db/schema/index';
import { containsPattern } from '../../db/search-pattern';

export type EnrolmentFilter = { centreId?: string; search?: string };

const periodColumns = {
  id: periods.id,
  packageId: periods.packageId,
  packageName: packages.name,
  startsOn: periods.startsOn,
  endsOn: periods.endsOn,
};

/** Children's enrolment periods (decision 098): what the monthly run bills. */
export function createEnrolmentsRepository(db: Db) {
  /** Enrolment periods joined to their package, whose name `periodColumns` reads. */
  const periodsWithPackage = <Columns extends typeof periodColumns>(columns: Columns) =>
    db.select(columns).from(periods).innerJoin(packages, eq(packages.id, periods.packageId));

  return {
    /** Children by centre and name, each with its latest period (null when never enrolled). */
    page({ centreId, search }: EnrolmentFilter, request: PageRequest) {
      const where = and(
        centreId ? eq(children.centreId, centreId) : undefined,
        search ? sql`${children.name} ilike ${containsPattern(search)}` : undefined,
      );
      const latest = periodsWithPackage({ ...periodColumns, childId: periods.childId })
        .where(eq(periods.childId, children.id))
        .orderBy(desc(periods.startsOn))
        .limit(1)
        .as('latest');
      const list = db
        .select({
          child: childNamed,
          centre: centreNamed,
          latestId: latest.id,
          latestPackageId: latest.packageId,
          latestPackageName: latest.packageName,
          latestStartsOn: latest.startsOn,
          latestEndsOn: latest.endsOn,
        })
        .from(children)
        .innerJoin(centres, eq(centres.id, children.centreId))
        .leftJoinLateral(latest, sql`true`)
        .where(where)
        .orderBy(asc(centres.name), asc(children.name), asc(children.id))
        .$dynamic();
      return readPage(list, db.select({ total: count() }).from(children).where(where), request);
    },

    /** The child locked to the transaction's end: its periods change one admin at a time. */
    lockChild(childId: string) {
      return db
        .select({
          id: children.id,
          name: children.name,
          centreId: children.centreId,
          centreName: centres.name,
        })
        .from(children)
        .innerJoin(centres, eq(centres.id, children.centreId))
        .where(eq(children.id, childId))
        .for('update', { of: children })
        .then(rowOrNull);
    },

    /** The child's periods, the newest first. */
    periodsOf(childId: string) {
      return periodsWithPackage(periodColumns)
        .where(eq(periods.childId, childId))
        .orderBy(desc(periods.startsOn), desc(periods.id));
    },

    packagesOfCentre(centreId: string) {
      return db
        .select({ id: packages.id, name: packages.name })
        .from(packages)
        .where(eq(packages.centreId, centreId))
        .orderBy(asc(packages.name), asc(packages.id));
    },

    async insert(values: typeof periods.$inferInsert) {
      await db.insert(periods).values(values);
    },

    async setEnd(periodId: string, endsOn: string | null) {
      await db.update(periods).set({ endsOn, updatedAt: sql`now()` }).where(eq(periods.id, periodId));
    },

    /** Periods that would start after a withdrawal's last day: they never begin. */
    async removeStartingAfter(childId: string, day: string) {
      await db.delete(periods).where(and(eq(periods.childId, childId), gt(periods.startsOn, day)));
    },

    /** The child's package while enrolled in it now (the teacher's and admin's pages show it). */
    async setCurrentPackage(childId: string, packageId: string) {
      await db.update(children).set({ packageId }).where(eq(children.id, childId));
    },
  };
}
export type EnrolmentsRepository = ReturnType<typeof createEnrolmentsRepository>;

/**
 * The period a paid registration starts (in the payment's transaction): from the child's
 * enrolment day, or 1 January of a later intake year, in the registration's package.
 */
export async function startEnrolmentFromRegistration(
  db: Db,
  enrolment: { childId: string; registrationId: string; yearIntake: string },
) {
  await db.execute(sql`
    insert into enrolment_periods (child_id, centre_id, package_id, starts_on, registration_id)
    select c.id, c.centre_id, c.package_id,
           greatest(c.enrolled_on, make_date(${Number(enrolment.yearIntake)}::int, 1, 1)),
           ${enrolment.registrationId}::uuid
    from children c where c.id = ${enrolment.childId}::uuid and c.package_id is not null`);
}
