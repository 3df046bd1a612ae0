import {
  addCalendarDays,
  billingMessages,
  type ChildEnrolments,
  type EnrolBody,
  type EnrolmentRow,
  type enrolmentsQuerySchema,
  kualaLumpurDay,
  message,
  type PageMeta,
  type WithdrawalBody,
} from '@cic/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { adminActor, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import { createEnrolmentsRepository, type EnrolmentsRepository } from './enrolments-repository';

type ListQuery = z.output<typeof enrolmentsQuerySchema>;
type PeriodRow = Awaited<ReturnType<EnrolmentsRepository['periodsOf']>>[number];

const childNotFound = () => new AppError('NOT_FOUND', billingMessages.childNotFound);
const toPeriod = (row: PeriodRow) => ({
  id: row.id,
  package: { id: row.packageId, name: row.packageName },
  startsOn: row.startsOn,
  endsOn: row.endsOn,
});
const covers = (period: PeriodRow, day: string) =>
  period.startsOn <= day && (period.endsOn === null || period.endsOn >= day);

async function audit(
  db: Db,
  principal: AdminPrincipal,
  action: string,
  childId: string,
  details: Record<string, unknown>,
) {
  await writeAudit(db, { ...adminActor(principal), action, entityType: 'child', entityId: childId, details });
}

/**
 * Children's enrolment periods (BILLING module): enrol, change package from a day, record a
 * withdrawal. Each change runs with the child's row locked, so two admins never interleave.
 */
export function createEnrolmentsService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const repository = createEnrolmentsRepository(ctx.db);

  async function read(tx: EnrolmentsRepository, childId: string): Promise<ChildEnrolments> {
    const child = await tx.lockChild(childId);
    if (!child) throw childNotFound();
    const [packages, periods] = await Promise.all([
      tx.packagesOfCentre(child.centreId),
      tx.periodsOf(childId),
    ]);
    return {
      child: { id: child.id, name: child.name },
      centre: { id: child.centreId, name: child.centreName },
      packages,
      periods: periods.map(toPeriod),
    };
  }

  return {
    async list(query: ListQuery): Promise<{ rows: EnrolmentRow[]; meta: PageMeta }> {
      const { rows, total } = await repository.page(
        { centreId: query.centerId, search: query.search },
        query,
      );
      return {
        rows: rows.map((row) => ({
          child: row.child,
          centre: row.centre,
          latest:
            row.latestId && row.latestPackageId && row.latestStartsOn
              ? {
                  id: row.latestId,
                  package: { id: row.latestPackageId, name: row.latestPackageName ?? '' },
                  startsOn: row.latestStartsOn,
                  endsOn: row.latestEndsOn,
                }
              : null,
        })),
        meta: { page: query.page, limit: query.limit, total },
      };
    },

    read: (childId: string) => inTransaction(ctx.db, createEnrolmentsRepository, (tx) => read(tx, childId)),

    /**
     * Enrols the child in a package from a day: a period covering that day ends the day before and
     * the new one keeps its last day (a package change); the same package, a day on or before the
     * current period's first, or a later period already recorded: refused.
     */
    enrol(principal: AdminPrincipal, childId: string, body: EnrolBody) {
      return inTransaction(ctx.db, createEnrolmentsRepository, async (tx, db) => {
        const before = await read(tx, childId);
        if (!before.packages.some((pkg) => pkg.id === body.packageId)) {
          throw new AppError('VALIDATION_FAILED', billingMessages.packageOfOtherCentre, 'packageId');
        }
        const periods = await tx.periodsOf(childId);
        const current = periods.find((period) => covers(period, body.startsOn));
        if (periods.some((period) => period.startsOn > body.startsOn && period !== current)) {
          throw new AppError('CONFLICT', billingMessages.enrolledAlready, 'startsOn');
        }
        if (current) {
          if (current.packageId === body.packageId) {
            throw new AppError('CONFLICT', billingMessages.samePackage, 'packageId');
          }
          if (current.startsOn >= body.startsOn) {
            throw new AppError(
              'CONFLICT',
              message('billing.startBeforeEnrolment', { date: current.startsOn }),
              'startsOn',
            );
          }
          await tx.setEnd(current.id, addCalendarDays(body.startsOn, -1));
        }
        await tx.insert({
          childId,
          centreId: before.centre.id,
          packageId: body.packageId,
          startsOn: body.startsOn,
          endsOn: current?.endsOn ?? null,
        });
        if (body.startsOn <= kualaLumpurDay(ctx.clock())) await tx.setCurrentPackage(childId, body.packageId);
        await audit(
          db,
          principal,
          current ? 'billing.enrolment.package-change' : 'billing.enrolment.start',
          childId,
          {
            packageId: body.packageId,
            startsOn: body.startsOn,
            ...(current ? { fromPackageId: current.packageId } : {}),
          },
        );
        return read(tx, childId);
      });
    },

    /** The last day billed: the latest period ends then (not before its first day); later ones never start. */
    withdraw(principal: AdminPrincipal, childId: string, body: WithdrawalBody) {
      return inTransaction(ctx.db, createEnrolmentsRepository, async (tx, db) => {
        await read(tx, childId);
        const periods = await tx.periodsOf(childId);
        const ending =
          periods.find((period) => covers(period, body.endsOn)) ?? periods.find((p) => p.endsOn === null);
        if (!ending) throw new AppError('CONFLICT', billingMessages.notEnrolled, 'endsOn');
        if (body.endsOn < ending.startsOn) {
          throw new AppError(
            'CONFLICT',
            message('billing.endBeforeStart', { date: ending.startsOn }),
            'endsOn',
          );
        }
        await tx.removeStartingAfter(childId, body.endsOn);
        await tx.setEnd(ending.id, body.endsOn);
        await audit(db, principal, 'billing.enrolment.withdrawal', childId, { endsOn: body.endsOn });
        return read(tx, childId);
      });
    },
  };
}
