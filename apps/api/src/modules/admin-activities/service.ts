import {
  type ActivityCalendar,
  type ActivityStatusFilter,
  activityMessages,
  addCalendarDays,
  type CentreActivitySummary,
  type CentreActivityView,
  calendarMonthBounds,
  message,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import { centreNotFound } from '../../shared/centre-not-found';
import { requestedDay } from '../../shared/requested-day';
import { createActivityPosts } from '../activity-posts';
import { createAdminActivitiesRepository } from './repository';

/** Archiving hides a published post from parents and teachers' lists; unarchiving puts it back. */
const archiveMoves = {
  archive: { from: 'PUBLISHED', to: 'ARCHIVED', refusal: message('activities.onlyPublishedArchived') },
  unarchive: { from: 'ARCHIVED', to: 'PUBLISHED', refusal: message('activities.onlyArchivedUnarchived') },
} as const;

/**
 * The admin's view of activities (ACTIVITY module), always of the month of the requested Kuala
 * Lumpur day (today by default): per centre, per status and per day.
 */
export function createAdminActivitiesService(ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>) {
  const repository = createAdminActivitiesRepository(ctx.db);
  const posts = createActivityPosts(ctx);
  const monthOf = (date: string | undefined) => calendarMonthBounds(requestedDay(date, ctx.clock()));

  async function existingCentre(centreId: string) {
    const centre = await repository.centre(centreId);
    if (!centre) throw centreNotFound();
    return centre;
  }

  return {
    async centres(date: string | undefined): Promise<CentreActivitySummary[]> {
      const { first, last } = monthOf(date);
      return repository.centreSummaries(first, last);
    },

    async centre(
      centreId: string,
      date: string | undefined,
      status: ActivityStatusFilter,
    ): Promise<CentreActivityView> {
      const centre = await existingCentre(centreId);
      const { first, last } = monthOf(date);
      const rows = await repository.activitiesOfMonth(centre.id, first, last);
      const countOf = (wanted: string) => rows.filter((row) => row.status === wanted).length;
      const shown = status === 'ALL' ? rows : rows.filter((row) => row.status === status);
      return {
        center: centre,
        metrics: {
          totalActivities: rows.length,
          managers: [...new Set(rows.map((row) => row.managerName))].sort((a, b) => a.localeCompare(b)),
        },
        counts: {
          ALL: rows.length,
          PUBLISHED: countOf('PUBLISHED'),
          DRAFT: countOf('DRAFT'),
          ARCHIVED: countOf('ARCHIVED'),
        },
        activities: await posts.activities(shown),
      };
    },

    /** Every day of the month, with the published activities dated on it (0 for none). */
    async calendar(centreId: string, date: string | undefined): Promise<ActivityCalendar> {
      const centre = await existingCentre(centreId);
      const { first, last } = monthOf(date);
      const counts = new Map(
        (await repository.publishedPerDay(centre.id, first, last)).map((row) => [row.date, row.count]),
      );
      const days: ActivityCalendar = [];
      for (let day = first; day <= last; day = addCalendarDays(day, 1)) {
        days.push({ date: day, count: counts.get(day) ?? 0 });
      }
      return days;
    },

    /** Archives a published activity or unarchives an archived one, in the audit log. */
    async move(principal: AdminPrincipal, activityId: string, action: keyof typeof archiveMoves) {
      const move = archiveMoves[action];
      return inTransaction(ctx.db, createAdminActivitiesRepository, async (tx) => {
        const activity = await tx.statusOf(activityId);
        if (!activity) throw new AppError('NOT_FOUND', activityMessages.notFound);
        if (activity.status !== move.from) throw new AppError('CONFLICT', move.refusal);
        await tx.setStatus(activityId, move.to);
        await tx.audit({
          ...adminActor(principal),
          action: `activity.${action}`,
          entityType: 'activity',
          entityId: activityId,
          details: { centreId: activity.centreId, from: move.from, to: move.to },
        });
        return { id: activityId, status: move.to };
      });
    },
  };
}
