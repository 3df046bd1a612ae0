import { calendarMonthBounds, kualaLumpurDay } from '@cic/contract';
import type { checkIns } from '../schema/index';
import type { DemoPeople } from './demo-people';
import type { DemoPhoto } from './demo-photos';
import { addDays, isWeekday, klInstant, lastDays } from './demo-time';
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

/**
 * Not arrived by "now" on the seeding day either, whatever the hour, so that a browser test can
 * always check them in: the head of centre's 'Fever today' (Harith, at Taman Melawati), the
 * teacher's keyboard tests (Aarav, and three more at Bangsar for the test that takes the last
 * but one free child: Bangsar's free children otherwise run out by mid-morning),
 * the parent's notifications test (Lee Yu Xin, at Taman Melawati: in the evening, when every
 * child has gone home, it would otherwise take Tan Jun Hao from the check-in flow) and the pick-up
 * persons test (Danish Haikal, at Shah Alam, whose children have all been collected by evening).
 * Their records of the day are dropped after the draws, so every other child's day stays as drawn.
 */
const keptFreeToday = new Set([
  'Muhammad Harith bin Mohd Rizal',
  'Aarav Nair',
  'Lim Kai Xuan',
  'Lim Kai Le',
  'Ho Zhi Yi',
  'Lee Yu Xin',
  'Danish Haikal bin Shahrul Nizam',
]);

/**
 * The demo's one fever (decision 049): this child's latest arrival up to "now" is flagged, so the
 * head of centre's 'Fever today' (when it is today) and the admin's day counts show one.
 */
const feverArrival = {
  child: 'Nur Qistina binti Mohd Rizal',
  temperature: 37.9,
  note: 'Warm to the touch; parents called',
};

/**
 * Checked in on the last day they came before today and never checked out, and not arrived
 * today: the teacher list's and the admin day's 'Not checked out yesterday' (decision 079).
 */
const leftCheckedIn = 'Ishaan a/l Ramesh';

/**
 * Children present and picked up late on the first two weekdays from the 10th of last month,
 * whatever the draws: `family-credit.spec.ts` invoices two late pick-ups of one of its families,
 * and `payments.spec.ts` those of the Lims and of Aqil, from a report over last month, which the
 * draws alone do not give every month.
 */
const lateOnSetDays = new Set([
  'Lim Kai Xuan',
  'Lim Kai Le',
  'Aqil Hakimi bin Amirul Hakim',
  'Muhammad Adam bin Ahmad Faizal',
  'Hana Sofea binti Zulkifli',
  'Aleesya Humaira binti Mohd Azlan',
  'Aarav Nair',
  'Ho Zhi Yi',
]);

/** The first two weekdays from the 10th of the month before `now`'s. */
function setLateDays(now: Date): Set<string> {
  const lastMonth = calendarMonthBounds(addDays(calendarMonthBounds(kualaLumpurDay(now)).first, -1));
  const days: string[] = [];
  for (let day = `${lastMonth.first.slice(0, 8)}10`; days.length < 2; day = addDays(day, 1)) {
    if (isWeekday(day)) days.push(day);
  }
  return new Set(days);
}

/** Packages whose day ends at 1:00 pm: their children go home around lunch. */
const halfDayPackages = new Set(['Half Day']);

/** The share of other children's pick-ups that are late (after 17:00, when overtime starts). */
const lateShare = 0.2;

/**
 * Departure, minutes after Kuala Lumpur midnight: half-day children 12:30-13:15; others 16:00-16:59,
 * or a late pick-up 17:00-18:44 (about half of them after 18:00), which overtime reports charge.
 */
function departureMinute(random: Random, halfDay: boolean, late: boolean): number {
  if (halfDay) return 12 * 60 + 30 + random.int(0, 45);
  return late ? 17 * 60 + random.int(0, 104) : 16 * 60 + random.int(0, 59);
}

/** The days seeded: the 30 Kuala Lumpur days ending with today, and before them the rest of last month. */
export function demoCheckInDays(now: Date): { earlier: string[]; recent: string[] } {
  const recent = lastDays(now, 30);
  const firstRecent = recent[0] ?? kualaLumpurDay(now);
  const firstOfLastMonth = calendarMonthBounds(
    addDays(calendarMonthBounds(kualaLumpurDay(now)).first, -1),
  ).first;
  const earlier: string[] = [];
  for (let day = firstOfLastMonth; day < firstRecent; day = addDays(day, 1)) earlier.push(day);
  return { earlier, recent };
}

/**
 * Arrivals (07:00-09:30) and departures (half-day children around lunch, the others 16:00-17:00
 * with a fifth picked up late, 17:00-18:45) for active children on weekdays, from the first day
 * of last month to today (so a report over last month has late pick-ups at every registered
 * centre), with absences and a few forgotten check-outs. The last 30 days draw from `random`
 * and the earlier days from `earlierRandom`, so the recent month does not depend on how many
 * days last month adds. Every record has a photo and a temperature, so a day's compliance is its
 * share of children checked out. Nothing after `now`: today only has what already happened by
 * its clock time.
 */
export function buildDemoCheckIns(
  random: Random,
  earlierRandom: Random,
  now: Date,
  people: DemoPeople,
  photos: DemoPhoto[],
) {
  const rows: DemoCheckIn[] = [];
  const lowAttendanceDays: { centreId: string; day: string }[] = [];
  const { earlier, recent } = demoCheckInDays(now);
  const today = kualaLumpurDay(now);
  const halfDayPackageIds = new Set(
    people.packages.filter((pkg) => halfDayPackages.has(pkg.packageType)).map((pkg) => pkg.id),
  );
  const staffByCentre = new Map<string, string[]>();
  for (const manager of people.managers) {
    staffByCentre.set(manager.centreId, [...(staffByCentre.get(manager.centreId) ?? []), manager.id]);
  }

  const days = [
    ...earlier.filter(isWeekday).map((day) => ({ day, random: earlierRandom })),
    ...recent.filter(isWeekday).map((day) => ({ day, random })),
  ];
  for (const { day, random } of days) {
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
        const late = !halfDay && random.chance(lateShare);
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
  const freeIds = new Set(people.children.filter((child) => keptFreeToday.has(child.name)).map((c) => c.id));
  const kept = leaveCheckedIn(
    withSetLatePickUps(
      rows.filter((row) => row.localDate !== today || !freeIds.has(row.childId)),
      people,
      staffByCentre,
      photos,
      setLateDays(now),
    ),
    people,
    today,
  );
  flagFeverArrival(kept, people);
  return { rows: kept, lowAttendanceDays } satisfies DemoCheckInResult;
}

/**
 * The set children's records on the set days, replaced by a day that ends with a late pick-up
 * (08:00 to 17:40), made after the draws and without any, so every other child's day stays as drawn.
 */
function withSetLatePickUps(
  rows: DemoCheckIn[],
  people: DemoPeople,
  staffByCentre: Map<string, string[]>,
  photos: DemoPhoto[],
  days: Set<string>,
): DemoCheckIn[] {
  const photo = photos[0];
  const set = people.children.filter((child) => lateOnSetDays.has(child.name) && child.active);
  const ids = new Set(set.map((child) => child.id));
  const kept = rows.filter((row) => !(ids.has(row.childId ?? '') && days.has(row.localDate)));
  for (const child of set) {
    const recordedById = staffByCentre.get(child.centreId)?.[0];
    if (!recordedById || !photo) continue;
    for (const day of days) {
      if (child.enrolledOn > day) continue;
      const base = {
        childId: child.id,
        centreId: child.centreId,
        localDate: day,
        packageId: child.packageId ?? null,
      };
      const record = (status: 'CHECKIN' | 'CHECKOUT', minute: number, note: string | null) => {
        const at = klInstant(day, minute, 0);
        return {
          ...base,
          ...photo,
          status,
          recordedAt: at,
          createdAt: at,
          temperature: 36.5,
          note,
          recordedById,
        };
      };
      kept.push(record('CHECKIN', 8 * 60, null), record('CHECKOUT', 17 * 60 + 40, 'Late pick-up'));
    }
  }
  // Stable: each day keeps its drawn order, the set records at its end.
  return kept.sort((a, b) => a.localDate.localeCompare(b.localDate));
}

/** Drops `leftCheckedIn`'s records of today and the check-out of their last day before it. */
function leaveCheckedIn(rows: DemoCheckIn[], people: DemoPeople, today: string): DemoCheckIn[] {
  const childId = people.children.find((child) => child.name === leftCheckedIn)?.id;
  let lastDay = '';
  for (const row of rows) {
    if (
      row.childId === childId &&
      row.status === 'CHECKIN' &&
      row.localDate < today &&
      row.localDate > lastDay
    ) {
      lastDay = row.localDate;
    }
  }
  if (!lastDay) throw new Error(`${leftCheckedIn} has no arrival before today in the demo data`);
  return rows.filter(
    (row) =>
      row.childId !== childId ||
      (row.localDate < today && !(row.localDate === lastDay && row.status === 'CHECKOUT')),
  );
}

/** Flags the latest arrival of `feverArrival.child` as a fever, after the draws so they stay as they were. */
function flagFeverArrival(rows: DemoCheckIn[], people: DemoPeople): void {
  const childId = people.children.find((child) => child.name === feverArrival.child)?.id;
  let latest: DemoCheckIn | undefined;
  for (const row of rows) {
    if (row.childId !== childId || row.status !== 'CHECKIN') continue;
    if (!latest || row.recordedAt > latest.recordedAt) latest = row;
  }
  if (!latest) throw new Error(`${feverArrival.child} has no arrival in the demo data`);
  Object.assign(latest, { temperature: feverArrival.temperature, note: feverArrival.note, fever: true });
}
