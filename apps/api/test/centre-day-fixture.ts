import { type CentreType, kualaLumpurDay, startOfKualaLumpurDay } from '@cic/contract';
import type { AppContext } from '../src/app-context';
import { activities, centres, checkIns, children, managers, packages } from '../src/db/schema/index';

/** Helpers for the admin and centre module tests: a hand-made centre day written straight to the database. */

/** The instant of a Kuala Lumpur clock time `HH:mm` on a Kuala Lumpur day. */
export function klInstant(day: string, clock: string): Date {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return new Date(startOfKualaLumpurDay(day).getTime() + (hours * 60 + minutes) * 60_000);
}

export async function addCentre(
  ctx: AppContext,
  name: string,
  options: { registered?: boolean; type?: CentreType; password?: string; address?: string } = {},
) {
  const registered = options.registered ?? true;
  const [centre] = await ctx.db
    .insert(centres)
    .values({
      name,
      address: options.address,
      type: options.type ?? 'company',
      activatedAt: registered ? new Date('2025-01-01T00:00:00Z') : null,
      passwordCiphertext: registered ? ctx.cipher.encrypt(options.password ?? 'centre-pass-1') : null,
      passwordUpdatedAt: registered ? new Date('2025-01-01T00:00:00Z') : null,
    })
    .returning();
  if (!centre) throw new Error('centre not created');
  return centre;
}

export async function addManager(
  ctx: AppContext,
  centreId: string,
  name: string,
  options: { superManager?: boolean; email?: string } = {},
) {
  const [manager] = await ctx.db
    .insert(managers)
    .values({ centreId, name, isSuperManager: options.superManager ?? false, email: options.email })
    .returning();
  if (!manager) throw new Error('manager not created');
  return manager;
}

export async function addPackage(ctx: AppContext, centreId: string, name: string, packageType: string) {
  const [created] = await ctx.db
    .insert(packages)
    .values({
      centreId,
      name,
      packageType,
      description: `${name} programme`,
      onlineRegistrationFeeSen: 15000,
    })
    .returning();
  if (!created) throw new Error('package not created');
  return created;
}

export async function addChild(
  ctx: AppContext,
  centreId: string,
  name: string,
  options: {
    active?: boolean;
    enrolledOn?: string;
    dateOfBirth?: string;
    packageId?: string;
    familyId?: string;
  } = {},
) {
  const [child] = await ctx.db
    .insert(children)
    .values({
      name,
      gender: 'female',
      dateOfBirth: options.dateOfBirth ?? '2021-05-04',
      centreId,
      packageId: options.packageId ?? null,
      familyId: options.familyId ?? null,
      active: options.active ?? true,
      enrolledOn: options.enrolledOn ?? '2026-01-05',
    })
    .returning();
  if (!child) throw new Error('child not created');
  return child;
}

export async function addRecord(
  ctx: AppContext,
  values: {
    childId: string;
    centreId: string;
    managerId: string;
    status: 'CHECKIN' | 'CHECKOUT';
    at: Date;
    temperature?: number;
    /** Flagged as a fever (the teacher confirmed it). */
    fever?: boolean;
    note?: string;
    packageId?: string;
  },
) {
  const [row] = await ctx.db
    .insert(checkIns)
    .values({
      childId: values.childId,
      centreId: values.centreId,
      recordedById: values.managerId,
      status: values.status,
      recordedAt: values.at,
      localDate: kualaLumpurDay(values.at),
      temperature: values.temperature ?? 36.6,
      fever: values.fever ?? false,
      note: values.note ?? null,
      photoKey: `check-ins/test/${values.childId}-${values.status}.jpg`,
      thumbnailKey: `check-ins/test/${values.childId}-${values.status}-thumb.jpg`,
      packageId: values.packageId ?? null,
    })
    .returning();
  if (!row) throw new Error('check-in not created');
  return row;
}

export async function addActivity(ctx: AppContext, centreId: string, managerId: string, createdAt: Date) {
  await ctx.db.insert(activities).values({
    centreId,
    managerId,
    title: 'Painting',
    activityDate: kualaLumpurDay(createdAt),
    createdAt,
  });
}
