import { adminModuleCatalogue, configKeys } from '@cic/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../client';
import { adminModules, adminPermissions, admins, configFlags, type notes } from '../schema/index';
import type { DemoPeople } from './demo-people';
import { addDays, klDate, klInstant, weekdayOnOrBefore } from './demo-time';
import type { Random } from './random';

export const demoAdminEmail = 'admin@demo.test';
export const demoAdminPassword = 'demo-admin-pass';

/**
 * The demo admin with every module granted (in module order), the module catalogue and the three
 * feature switches turned on. Modules and switches may already exist (reference data): upserted.
 */
export async function seedDemoAdmin(
  db: Db,
  random: Random,
  now: Date,
  passwordHash: string,
): Promise<string> {
  const adminId = random.uuid();
  await db.insert(admins).values({ id: adminId, email: demoAdminEmail, passwordHash, createdAt: now });
  await db
    .insert(adminModules)
    .values(adminModuleCatalogue.map((module, index) => ({ ...module, sortOrder: index + 1 })))
    .onConflictDoNothing({ target: adminModules.key });
  const modules = await db
    .select()
    .from(adminModules)
    .orderBy(asc(adminModules.sortOrder), asc(adminModules.key));
  await db
    .insert(adminPermissions)
    .values(modules.map((module, index) => ({ adminId, moduleId: module.id, sortOrder: index + 1 })));
  await db
    .insert(configFlags)
    .values(configKeys.map((key) => ({ key, enabled: true, updatedAt: now, updatedByAdminId: adminId })))
    .onConflictDoUpdate({
      target: configFlags.key,
      set: { enabled: true, updatedAt: now, updatedByAdminId: adminId },
    });
  return adminId;
}

/** A few admin notes on recent days, including the centres' low-attendance days. */
export function buildDemoNotes(
  now: Date,
  people: DemoPeople,
  adminId: string,
  lowAttendanceDays: { centreId: string; day: string }[],
): (typeof notes.$inferInsert)[] {
  const today = klDate(now);
  const [melawati, bangsar, shahAlam] = people.centres;
  if (!melawati || !bangsar || !shahAlam) throw new Error('demo centres missing');
  const planned: { centreId: string; day: string; text: string }[] = [
    {
      centreId: melawati.id,
      day: weekdayOnOrBefore(addDays(today, -1)),
      text: 'Fire drill at 10:00, all children accounted for',
    },
    {
      centreId: melawati.id,
      day: weekdayOnOrBefore(addDays(today, -6)),
      text: 'Hand, foot and mouth screening done',
    },
    {
      centreId: bangsar.id,
      day: weekdayOnOrBefore(addDays(today, -2)),
      text: 'Two teachers on MC, relief staff from HQ',
    },
    { centreId: shahAlam.id, day: weekdayOnOrBefore(today), text: 'Parent-teacher meeting at 5:30 pm' },
    ...lowAttendanceDays
      .slice(-3)
      .map((entry) => ({ ...entry, text: 'Heavy rain and floods nearby, many absent' })),
  ];
  return planned.map((note, index) => {
    const writtenAt = klInstant(note.day, 12 * 60 + index * 7);
    return {
      centreId: note.centreId,
      date: note.day,
      text: note.text,
      authorAdminId: adminId,
      createdAt: writtenAt > now ? now : writtenAt,
      updatedAt: writtenAt > now ? now : writtenAt,
    };
  });
}
