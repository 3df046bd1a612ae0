import { randomUUID } from 'node:crypto';
import type { RegistrationBody, RegistrationResult } from '@cic/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { AppContext } from '../src/app-context';
import { configFlags, packages, parents, type registrations } from '../src/db/schema/index';
import { addCentre } from './centre-day-fixture';
import { bearer, signInAs } from './sign-in';

/** Helpers for registration tests: an open registration, a centre with a package, parents, a wizard body. */

export async function setRegistrationOpen(ctx: AppContext, enabled: boolean) {
  await ctx.db.update(configFlags).set({ enabled }).where(eq(configFlags.key, 'new-student-registration'));
}

export async function addCentreWithPackage(ctx: AppContext, feeSen = 50000) {
  const centre = await addCentre(ctx, `CIC ${randomUUID().slice(0, 8)}`);
  const [pkg] = await ctx.db
    .insert(packages)
    .values({
      centreId: centre.id,
      name: 'Full Day',
      packageType: 'full-day',
      onlineRegistrationFeeSen: feeSen,
    })
    .returning();
  if (!pkg) throw new Error('package not created');
  return { centre, pkg };
}

/** A signed-in parent with a name, a phone and (optionally) a referral code of their own. */
export async function addParent(
  ctx: AppContext,
  profile: { fullName?: string; referralCode?: string; verified?: boolean } = {},
) {
  const parent = await signInAs(ctx, 'parent');
  const [row] = await ctx.db
    .update(parents)
    .set({
      fullName: profile.fullName ?? 'Tan Ah Kow',
      phoneNumber: '012-3456789',
      referralCode: profile.referralCode ?? null,
      emailVerifiedAt: profile.verified === false ? null : new Date(),
    })
    .where(eq(parents.id, parent.id))
    .returning({ email: parents.email });
  if (!row) throw new Error('parent not updated');
  return { token: parent.token, id: parent.id, email: row.email };
}

export type TestParent = Awaited<ReturnType<typeof addParent>>;
export type CentreWithPackage = Awaited<ReturnType<typeof addCentreWithPackage>>;

/** The cast of a referred registration: the mother the form names, a referrer holding `referralCode`, the centre. */
export async function addMotherReferrerAndPlace(ctx: AppContext, referralCode: string, feeSen = 50000) {
  const mother = await addParent(ctx, { fullName: 'Lim Siew Lan' });
  const referrer = await addParent(ctx, { fullName: 'Ong Pei Shan', referralCode });
  const place = await addCentreWithPackage(ctx, feeSen);
  return { mother, referrer, place };
}

const parentDetails = (fullName: string, email: string) => ({
  fullName,
  idNumber: '850101-14-5678',
  nationality: 'Malaysian',
  occupation: 'Engineer',
  email,
  workAddress: 'Menara Hijau, Kuala Lumpur',
  officeNumber: '03-12345678',
  mobileNumber: '012-3456789',
});

/** A complete wizard body for a father submitting, the mother named by `motherEmail`. */
export function registrationBody(options: {
  centreId: string;
  packageId: string;
  motherEmail: string;
  referralCode?: string;
  idempotencyKey?: string;
}): RegistrationBody & { idempotencyKey: string } {
  return {
    idempotencyKey: options.idempotencyKey ?? randomUUID(),
    studentDetails: {
      yearIntake: '2026',
      fullName: 'Tan Mei Ling',
      myKidNumber: '220514141234',
      gender: 'female',
      dateOfBirth: '2022-05-14',
      numberOfSiblings: 1,
      uniformSize: 'S',
    },
    contactDetails: {
      relationship: 'FATHER',
      contactEmail: 'typed-by-browser@test.example',
      contactNumber: '019-9999999',
      nationality: 'malaysia',
      nric: '850101145678',
      occupation: 'Engineer',
      addressLine1: '12 Jalan Bunga',
      addressLine2: 'Taman Melati',
      postcode: '53100',
      state: 'W.P. Kuala Lumpur',
    },
    fatherDetails: parentDetails('Tan Ah Kow', 'typed-by-browser@test.example'),
    motherDetails: parentDetails('Lim Siew Lan', options.motherEmail),
    parentMaritalStatus: { status: 'married' },
    programDetails: {
      center: options.centreId,
      package: options.packageId,
      ...(options.referralCode ? { referralCode: options.referralCode } : {}),
      termsAccepted: true,
    },
  };
}

/**
 * The parent of `token` submits the wizard for `place` through the API, naming `mother` (the
 * body of `registrationBody`, for `childName` when given); the registration must be taken (201).
 * Answers the result and the idempotency key it went with.
 */
export async function submitRegistration(
  app: App,
  token: string,
  order: { place: CentreWithPackage; mother: TestParent; referralCode?: string; childName?: string },
): Promise<RegistrationResult & { idempotencyKey: string }> {
  const payload = registrationBody({
    centreId: order.place.centre.id,
    packageId: order.place.pkg.id,
    motherEmail: order.mother.email,
    referralCode: order.referralCode,
  });
  if (order.childName) payload.studentDetails.fullName = order.childName;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/parent/registration',
    headers: bearer(token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json().data, idempotencyKey: payload.idempotencyKey };
}

/**
 * A submitted registration's row as tests write it straight to the database: a mother's, for a
 * girl born on 04/03/2021, at the place given.
 */
export function registrationRow(
  parent: { id: string; email: string },
  place: { centreId: string; packageId: string },
  row: { registrationNumber: string; fullName: string },
): typeof registrations.$inferInsert {
  return {
    ...row,
    parentId: parent.id,
    yearIntake: '2027',
    myKidNumber: '210304101234',
    gender: 'female',
    dateOfBirth: '2021-03-04',
    numberOfSiblings: 0,
    uniformSize: 'S',
    relationship: 'MOTHER',
    contactEmail: parent.email,
    contactNumber: '0123456789',
    nationality: 'malaysia',
    nric: '900101101234',
    occupation: 'Engineer',
    addressLine1: '1 Jalan Telawi',
    addressLine2: '',
    postcode: '59100',
    state: 'W.P. Kuala Lumpur',
    maritalStatus: 'married',
    ...place,
    termsAccepted: true,
  };
}
