import { kualaLumpurDay } from '@cic/contract';
import type { checkIns } from '../schema/index';
import type { DemoPeople } from './demo-people';
import type { DemoPhoto } from './demo-photos';
import { isWeekday, klInstant, lastDays } from './demo-time';
import type { Random } from './random';

export type DemoCheckIn = typeof checkIns.$inferInsert & { recordedAt: Date; localDate: string };

export type DemoCheckInResult = {
  rows: DemoCheckIn[];
  /** Weekdays on which a centre had many absences (the calendar shows them red), keyed by centre id. */
  lowAttendanceDays: { centreId: string; day: string }[];
};

const arrivalNotes = [
  'Slight runny nose',
  'Brought extra clothes',
  'Sleepy this morning',
  'Has a plaster on knee',
];
const departureNotes = [
  'Picked up by grandmother',
  'Picked up by uncle',
  'Ate well today',
  'Napped for 2 hours',
];

/** Per centre and weekday, the share of children absent; now and then a rainy, half-empty day. */
function absenceRate(random: Random): number {
  return random.chance(0.08) ? 0.35 + random.float() * 0.15 : 0.06;
}

/** Temperatures 36.0 to 37.4 °C. */
function temperature(random: Random): number {
  return 36 + random.int(0, 14) / 10;
}

/** Children who never arrive before "now" on the seeding day, so a check-in can always be tried on a child whose parents have accounts. */
const stillToArriveToday = new Set(['Tan Jun Hao']);

/** Packages whose day ends at 1:00 pm: their children go home around lunch. */
const halfDayPackages = new Set(['Half Day']);

/** Departure, minutes after Kuala Lumpur midnight: half-day children 12:30-13:15; others 16:30-18:25, a few late pick-ups after 18:30. */
function departureMinute(random: Random, halfDay: boolean, late: boolean): number {
  if (halfDay) return 12 * 60 + 30 + random.int(0, 45);
  return late ? 18 * 60 + 31 + random.int(0, 13) : 16 * 60 + 30 + random.int(0, 115);
}

/**
 * Thirty Kuala Lumpur days of arrivals (07:00-09:30) and departures (half-day children around
 * lunch, the others 16:30-18:45 with a few late pick-ups after 18:30) for active children on
 * weekdays, with absences and a few forgotten check-outs. Every record has a photo and a
 * temperature, so a day's compliance is its share of children checked out. Nothing after `now`:
 * today only has what already happened by its clock time.
 */
export function buildDemoCheckIns(random: Random, now: Date, people: DemoPeople, photos: DemoPhoto[]) {
  const rows: DemoCheckIn[] = [];
  const lowAttendanceDays: { centreId: string; day: string }[] = [];
  const days = lastDays(now, 30).filter(isWeekday);
  const today = kualaLumpurDay(now);
  const halfDayPackageIds = new Set(
    people.packages.filter((pkg) => halfDayPackages.has(pkg.packageType)).map((pkg) => pkg.id),
  );
  const staffByCentre = new Map<string, string[]>();
  for (const manager of people.managers) {
    staffByCentre.set(manager.centreId, [...(staffByCentre.get(manager.centreId) ?? []), manager.id]);
  }

  for (const day of days) {
    for (const centre of people.centres) {
      const staff = staffByCentre.get(centre.id);
      if (!staff) continue;
      const rate = absenceRate(random);
      if (rate > 0.3) lowAttendanceDays.push({ centreId: centre.id, day });
      for (const child of people.children) {
        if (child.centreId !== centre.id || !child.active || child.enrolledOn > day) continue;
        if (day === today && stillToArriveToday.has(child.name)) continue;
        if (random.chance(rate)) continue;
        const photo = random.pick(photos);
        const base = {
          childId: child.id,
          centreId: centre.id,
          localDate: day,
          packageId: child.packageId ?? null,
        };
        const arrivedAt = klInstant(day, 7 * 60 + random.int(0, 149), random.int(0, 59));
        const halfDay = halfDayPackageIds.has(child.packageId ?? '');
        const late = !halfDay && random.chance(0.04);
        const departedAt = klInstant(day, departureMinute(random, halfDay, late), random.int(0, 59));
        const forgotCheckOut = random.chance(0.03);
        const arrivalNote = random.chance(0.06) ? random.pick(arrivalNotes) : null;
        const departureNote = late
          ? 'Late pick-up'
          : random.chance(0.05)
            ? random.pick(departureNotes)
            : null;
        if (arrivedAt > now) continue;
        rows.push({
          ...base,
          status: 'CHECKIN',
          recordedAt: arrivedAt,
          temperature: temperature(random),
          note: arrivalNote,
          ...photo,
          recordedById: random.pick(staff),
          createdAt: arrivedAt,
        });
        if (forgotCheckOut || departedAt > now) continue;
        rows.push({
          ...base,
          status: 'CHECKOUT',
          recordedAt: departedAt,
          temperature: temperature(random),
          note: departureNote,
          ...random.pick(photos),
          recordedById: random.pick(staff),
          createdAt: departedAt,
        });
      }
    }
  }
  return { rows, lowAttendanceDays } satisfies DemoCheckInResult;
}
