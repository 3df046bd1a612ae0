import {
  ageOn,
  attendanceFigures,
  type CentreView,
  kualaLumpurOffsetMs,
  percentage,
  recordArrival,
  startOfKualaLumpurDay,
} from '@cic/contract';
import type { CentrePasswordCipher } from '../../security/centre-password-cipher';
import type { createSignedUrlCache } from '../../shared/signed-url-cache';
import type { AttendanceCountsRepository } from './attendance-counts-repository';
import type { AdminCheckInsRepository } from './repository';

export type CentreViewDependencies = {
  counts: AttendanceCountsRepository;
  repository: AdminCheckInsRepository;
  photos: ReturnType<typeof createSignedUrlCache>;
  cipher: CentrePasswordCipher;
};

type Centre = NonNullable<Awaited<ReturnType<AdminCheckInsRepository['centre']>>>;
type Student = Awaited<ReturnType<AdminCheckInsRepository['studentsOfDay']>>[number];
type Movement = {
  id: string | null;
  recordedAt: Date | null;
  receivedAt: Date | null;
  photoKey: string | null;
  manager: string | null;
  fever: boolean | null;
  recordedAfterwards: boolean | null;
} | null;

const dayMs = 24 * 60 * 60 * 1000;

/** Minutes since Kuala Lumpur midnight of an instant. */
function kualaLumpurMinutes(instant: Date): number {
  return Math.floor(((instant.getTime() + kualaLumpurOffsetMs) % dayMs) / 60_000);
}

/** The mean Kuala Lumpur clock time 'HH:mm' of the instants, null without any. */
export function averageClockTime(instants: Date[]): string | null {
  if (instants.length === 0) return null;
  const total = instants.reduce((sum, at) => sum + kualaLumpurMinutes(at), 0);
  const mean = Math.min(Math.round(total / instants.length), 24 * 60 - 1);
  return `${String(Math.floor(mean / 60)).padStart(2, '0')}:${String(mean % 60).padStart(2, '0')}`;
}

function recorded(movement: Movement) {
  return movement?.id && movement.recordedAt
    ? {
        id: movement.id,
        recordedAt: movement.recordedAt,
        receivedAt: movement.receivedAt ?? movement.recordedAt,
        photoKey: movement.photoKey,
        manager: movement.manager ?? '',
        fever: movement.fever === true,
        recordedAfterwards: movement.recordedAfterwards === true,
      }
    : null;
}

/** The student whose record is first (or last) in time, by name. */
function extreme(students: Student[], pick: (student: Student) => Movement, latest: boolean) {
  let found: { name: string; at: number } | null = null;
  for (const student of students) {
    const at = recorded(pick(student))?.recordedAt.getTime();
    if (at === undefined) continue;
    if (!found || (latest ? at > found.at : at < found.at)) found = { name: student.name, at };
  }
  return found?.name ?? null;
}

/**
 * A centre's day for the admin detail page, in a fixed number of queries (the day's counts, the
 * students with their records, the managers with their activities): the figures come from the same
 * counts as the centre list, so the two pages always agree.
 */
export async function buildCentreView(
  { counts: countsRepository, repository, photos, cipher }: CentreViewDependencies,
  centre: Centre,
  day: string,
): Promise<CentreView> {
  const from = startOfKualaLumpurDay(day);
  const to = new Date(from.getTime() + dayMs);
  const [[counts], students, managers] = await Promise.all([
    countsRepository.counts({ first: day, last: day, centreId: centre.id }),
    repository.studentsOfDay(centre.id, day),
    repository.managersWithActivities(centre.id, from, to),
  ]);
  const figures = attendanceFigures(
    counts ?? { enrollment: 0, checkedIn: 0, checkedOut: 0, compliant: 0 },
    day,
  );

  const records = students.map((student) => ({ in: recorded(student.in), out: recorded(student.out) }));
  const urls = await photos.urls(
    records.flatMap((record) =>
      [record.in?.photoKey, record.out?.photoKey].filter((key) => typeof key === 'string'),
    ),
  );
  const movement = (record: ReturnType<typeof recorded>) =>
    record
      ? {
          time: record.recordedAt.toISOString(),
          ...recordArrival({ takenAt: record.recordedAt, ...record }),
          manager: { name: record.manager },
          signedUrl: record.photoKey ? (urls.get(record.photoKey) ?? '') : null,
          checkInId: record.id,
          fever: record.fever,
        }
      : null;

  const leader = managers.reduce<(typeof managers)[number] | null>(
    (best, manager) =>
      manager.activities > 0 && (!best || manager.activities > best.activities) ? manager : best,
    null,
  );

  return {
    center: {
      id: centre.id,
      name: centre.name,
      type: centre.type,
      registerStatus: centre.activatedAt !== null,
      password: centre.passwordCiphertext ? cipher.decrypt(centre.passwordCiphertext) : null,
      closingTime: centre.closingTime,
      idleMinutes: centre.idleMinutes,
      careType: centre.careType,
    },
    metrics: {
      ...figures,
      averageInTime: averageClockTime(records.flatMap((record) => (record.in ? [record.in.recordedAt] : []))),
      averageOutTime: averageClockTime(
        records.flatMap((record) => (record.out ? [record.out.recordedAt] : [])),
      ),
      earliestCheckInStudentName: extreme(students, (student) => student.in, false),
      latestCheckOutStudentName: extreme(students, (student) => student.out, true),
      totalTeachers: managers.length,
      highestActivityTeacher: leader ? { name: leader.name, amount: leader.activities } : null,
      feverCount: records.filter((record) => record.in?.fever || record.out?.fever).length,
    },
    managers: managers.map((manager) => ({
      manager: { id: manager.id, name: manager.name, user: { email: manager.email } },
      superManager: manager.superManager,
      activities: manager.activities,
      percentage: percentage(manager.activities, manager.centreTotal ?? 0),
    })),
    students: students.map((student, index) => ({
      id: student.id,
      studentName: student.name,
      Age: ageOn(student.dateOfBirth, day),
      Category: student.packageType,
      Package: student.packageName,
      checkins: { in: movement(records[index]?.in ?? null), out: movement(records[index]?.out ?? null) },
      notCheckedOutOn: student.notCheckedOutOn,
    })),
  };
}
