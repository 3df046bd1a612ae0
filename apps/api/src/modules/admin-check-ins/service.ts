import {
  attendanceFigures,
  type CalendarDay,
  type CheckInDetail,
  calendarMonthBounds,
  expectsAttendance,
  kualaLumpurDay,
  message,
  networkDayFigures,
  recordArrival,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { centreNotFound } from '../../shared/centre-not-found';
import { pastOrPresentDay, requestedDay } from '../../shared/requested-day';
import { createSignedUrlCache } from '../../shared/signed-url-cache';
import { createAttendanceCountsRepository } from './attendance-counts-repository';
import { createCentreDayListRepository } from './centre-day-list-repository';
import { type CentreListSort, centreDayRow } from './centre-list';
import { buildCentreView } from './centre-view';
import { reportedAbsentCounts, reportedAbsentKey } from './reported-absences-repository';
import { createAdminCheckInsRepository } from './repository';

type CentreListRequest = CentreListSort & {
  date?: string;
  search?: string;
  outOfRatio?: 'true' | 'false';
  page: number;
  limit: number;
};

export function createAdminCheckInsService(ctx: Pick<AppContext, 'db' | 'storage' | 'cipher' | 'clock'>) {
  const counts = createAttendanceCountsRepository(ctx.db);
  const repository = createAdminCheckInsRepository(ctx.db);
  const list = createCentreDayListRepository(ctx.db);
  const view = { counts, repository, photos: createSignedUrlCache(ctx.storage), cipher: ctx.cipher };

  return {
    /**
     * A page of the centres, registered or not, with their figures for one Kuala Lumpur day
     * (default today), and the day's summary of every centre (decision 043). The first list of a
     * day makes that day's kept rows for the centres that have none yet.
     */
    async centreList(query: CentreListRequest) {
      const day = pastOrPresentDay(query.date, ctx.clock());
      const request = {
        ...query,
        day,
        weekday: expectsAttendance(day, 0),
        outOfRatio: query.outOfRatio === 'true',
      };
      let answer = await list.page(request);
      if (answer.missing > 0) {
        await list.fillDay(day);
        answer = await list.page(request);
      }
      const reported = await reportedAbsentCounts(
        ctx.db,
        answer.centres.map((centre) => centre.centreId),
        day,
        day,
      );
      return {
        centres: answer.centres.map((centre) =>
          centreDayRow({
            ...centre,
            reportedAbsent: reported.get(reportedAbsentKey(centre.centreId, day)) ?? 0,
          }),
        ),
        summary: networkDayFigures(answer.network),
        meta: { page: query.page, limit: query.limit, total: answer.matching },
      };
    },

    async centreView(centreId: string, date: string | undefined) {
      const day = pastOrPresentDay(date, ctx.clock());
      const centre = await repository.centre(centreId);
      if (!centre) throw centreNotFound();
      return buildCentreView(view, centre, day);
    },

    /** Every day of the month of `date` (default today); days after today carry no counts. */
    async calendar(centreId: string, date: string | undefined): Promise<CalendarDay[]> {
      const today = kualaLumpurDay(ctx.clock());
      const { first, last } = calendarMonthBounds(requestedDay(date, ctx.clock()));
      const centre = await repository.centre(centreId);
      if (!centre) throw centreNotFound();
      const days = await counts.month(centre.id, { first, last, countUntil: today });
      return days.map((day) => {
        const future = day.day > today;
        const figures = attendanceFigures(day, day.day);
        return {
          date: day.day,
          percentage: future ? null : figures.attendancePercentage,
          note: day.note,
          checkins: figures.checkins,
          checkouts: figures.checkouts,
          // A child attends by being checked in; at most one check-in per child and day.
          attendees: figures.checkins,
          absentees: future ? 0 : figures.absentees,
          reportedAbsences: future ? 0 : figures.reportedAbsences,
          unexplainedAbsences: future ? 0 : figures.unexplainedAbsences,
          fevers: day.fevers,
          future,
        };
      });
    },

    async checkIn(id: string): Promise<CheckInDetail> {
      const row = await repository.checkIn(id);
      if (!row) throw new AppError('NOT_FOUND', message('checkIns.checkInNotFound'));
      return {
        id: row.id,
        imageUrl: row.photoKey ? await ctx.storage.signedUrl(row.photoKey) : null,
        child: row.child,
        center: row.centre,
        status: row.status,
        temperature: row.temperature,
        time: row.recordedAt.toISOString(),
        ...recordArrival({ takenAt: row.recordedAt, ...row }),
        note: row.note,
        manager: row.manager,
        schoolPackage:
          row.packageName !== null ? { name: row.packageName, description: row.packageDescription } : null,
      };
    },
  };
}
