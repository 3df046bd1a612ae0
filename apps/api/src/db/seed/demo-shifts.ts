import type { staffShifts } from '../schema/index';
import type { DemoPeople } from './demo-people';
import { addDays, isWeekday, klDate, klInstant, lastDays } from './demo-time';
import type { Random } from './random';

type DemoShift = typeof staffShifts.$inferInsert;

/** Whose staff are not clocked in today: the browser tests clock them in at the door (issue 45). */
const notClockedInToday = new Set(['melawati']);

/**
 * The staff's shifts (issue 45): each teacher and head of centre clocked in 07:00-07:40 and out
 * 16:45-18:30 on the weekdays of the last 30 days, so last month's and this month's timesheets
 * have hours; one shift a week ago left open at closing, as a forgotten clock-out is; and today
 * everyone already in by `now`, except at CIC Taman Melawati, whose staff start the day not
 * clocked in (the door's browser tests clock them in, and the demo has a centre out of ratio).
 */
export function buildDemoShifts(random: Random, now: Date, people: DemoPeople): DemoShift[] {
  const today = klDate(now);
  const forgottenOn = addDays(today, -7);
  const skippedToday = new Set(
    [...people.centreIdBySlug].flatMap(([slug, id]) => (notClockedInToday.has(slug) ? [id] : [])),
  );
  // Each centre's first teacher forgets to clock out a week ago.
  const forgetful = new Set<string>();
  const seen = new Set<string>();
  for (const manager of people.managers) {
    if (manager.isSuperManager || seen.has(manager.centreId)) continue;
    seen.add(manager.centreId);
    forgetful.add(manager.id);
  }
  const shifts: DemoShift[] = [];
  for (const day of lastDays(now, 30).filter(isWeekday)) {
    for (const manager of people.managers) {
      const startedAt = klInstant(day, 7 * 60 + random.int(0, 40));
      const endedAt = klInstant(day, 16 * 60 + 45 + random.int(0, 105));
      const shift = { centreId: manager.centreId, managerId: manager.id, localDate: day, startedAt };
      if (day === today) {
        if (!skippedToday.has(manager.centreId) && startedAt <= now) {
          shifts.push({ ...shift, recordedById: manager.id, recordedAt: startedAt });
        }
      } else if (day === forgottenOn && forgetful.has(manager.id)) {
        shifts.push({ ...shift, openAtClosing: true, recordedById: manager.id, recordedAt: startedAt });
      } else {
        shifts.push({ ...shift, endedAt, recordedById: manager.id, recordedAt: endedAt });
      }
    }
  }
  return shifts;
}
