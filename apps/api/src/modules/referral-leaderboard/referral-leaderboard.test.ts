import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCentre, signInAs } from '../../../test/sign-in';
import { packages, parents, referralCredits, registrations } from '../../db/schema/index';

type RegistrationInsert = typeof registrations.$inferInsert;

describe('referral leaderboard', () => {
  let t: TestApp;
  let token: string;
  let amira: { id: string };
  let ben: { id: string };
  const rows = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/admin/referral-leaderboard',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    token = (await signInAs(t.ctx, 'admin', { modules: ['REFERRAL'] })).token;
    const centre = await createCentre(t.ctx, 'CIC Bangsar');
    const [fullDay] = await t.ctx.db
      .insert(packages)
      .values({
        centreId: centre.id,
        name: 'Full Day',
        packageType: 'Full Day',
        onlineRegistrationFeeSen: 15000,
      })
      .returning();
    const inserted = await t.ctx.db
      .insert(parents)
      .values([
        { email: 'amira@test.example', fullName: 'Amira Hassan', referralCode: 'CICAMIRA' },
        { email: 'ben@test.example', fullName: 'Ben Tan', referralCode: 'CICBEN22' },
        { email: 'chong@test.example', fullName: 'Chong Wei' },
        { email: 'devi@test.example', fullName: 'Devi Raj' },
        { email: 'nobody@test.example', fullName: 'Never Referred', referralCode: 'CICNONE2' },
      ])
      .returning();
    const [amiraRow, benRow, chong, devi] = inserted;
    if (!amiraRow || !benRow || !chong || !devi || !fullDay) throw new Error('fixture not created');
    amira = amiraRow;
    ben = benRow;

    const registration = (
      values: Partial<RegistrationInsert> &
        Pick<RegistrationInsert, 'registrationNumber' | 'parentId' | 'fullName'>,
    ) => ({
      status: 'PENDING' as const,
      yearIntake: '2025',
      myKidNumber: '200101140123',
      gender: 'female' as const,
      dateOfBirth: '2020-01-01',
      numberOfSiblings: 0,
      uniformSize: 'S' as const,
      relationship: 'MOTHER' as const,
      contactEmail: 'contact@test.example',
      contactNumber: '012-345 6789',
      nationality: 'malaysia' as const,
      nric: '850101145678',
      occupation: 'Engineer',
      addressLine1: '1 Jalan Test',
      addressLine2: 'Bangsar',
      postcode: '59100',
      state: 'W.P. Kuala Lumpur' as const,
      maritalStatus: 'married' as const,
      centreId: centre.id,
      packageId: fullDay.id,
      termsAccepted: true,
      ...values,
    });
    const [completed, pending, benReferral] = await t.ctx.db
      .insert(registrations)
      .values([
        registration({
          registrationNumber: 'REG-20250301-0001',
          parentId: chong.id,
          fullName: 'Chong Mei Ling',
          status: 'COMPLETED',
          yearIntake: '2025',
          contactEmail: 'chong@test.example',
          fatherFullName: 'Chong Wei',
          fatherIdNumber: '800101105555',
          motherFullName: 'Lim Siew',
          motherIdNumber: '820202106666',
          referralCode: 'CICAMIRA',
          referrerParentId: amira.id,
          createdAt: new Date('2025-03-01T02:00:00Z'),
        }),
        registration({
          registrationNumber: 'REG-20250405-0002',
          parentId: devi.id,
          fullName: 'Arjun Raj',
          status: 'PENDING',
          yearIntake: '2026',
          contactEmail: 'devi@test.example',
          motherFullName: 'Devi Raj',
          referralCode: 'CICAMIRA',
          referrerParentId: amira.id,
          createdAt: new Date('2025-04-05T03:30:00Z'),
        }),
        registration({
          registrationNumber: 'REG-20250410-0003',
          parentId: devi.id,
          fullName: 'Priya Raj',
          status: 'COMPLETED',
          referralCode: 'CICBEN22',
          referrerParentId: ben.id,
          createdAt: new Date('2025-04-10T01:00:00Z'),
        }),
        // Not referred: never on the leaderboard.
        registration({
          registrationNumber: 'REG-20250411-0004',
          parentId: chong.id,
          fullName: 'Not Referred',
        }),
      ])
      .returning();
    if (!completed || !pending || !benReferral) throw new Error('fixture not created');
    await t.ctx.db.insert(referralCredits).values([
      { referrerParentId: amira.id, registrationId: completed.id, amountSen: 2500, status: 'EARNED' },
      { referrerParentId: ben.id, registrationId: benReferral.id, amountSen: 2500, status: 'PAID' },
    ]);
  });
  afterAll(() => t.close());

  it('answers one row per referrer, most referrals first, with counts, children, RM total and logs', async () => {
    const data = await rows();
    expect(data.map((row: { email: string }) => row.email)).toEqual([
      'amira@test.example',
      'ben@test.example',
    ]);
    const [first] = data;
    expect(first).toEqual({
      id: amira.id,
      parentName: 'Amira Hassan',
      email: 'amira@test.example',
      referralCount: 2,
      totalReimbursement: 25,
      enrolledChildren: [
        { name: 'Arjun Raj', center: 'CIC Bangsar', package: 'Full Day', year: '2026', status: 'PENDING' },
        {
          name: 'Chong Mei Ling',
          center: 'CIC Bangsar',
          package: 'Full Day',
          year: '2025',
          status: 'COMPLETED',
        },
      ],
      referralLogs: [
        {
          dateTime: '2025-04-05T03:30:00.000Z',
          cicCentre: 'CIC Bangsar',
          studentID: 'REG-20250405-0002',
          fatherName: null,
          motherName: 'Devi Raj',
          studentName: 'Arjun Raj',
          contactEmail: 'devi@test.example',
          referralCode: 'CICAMIRA',
          fatherICNumber: null,
          motherICNumber: null,
          registrationStatus: 'PENDING',
          creditStatus: null,
        },
        {
          dateTime: '2025-03-01T02:00:00.000Z',
          cicCentre: 'CIC Bangsar',
          studentID: 'REG-20250301-0001',
          fatherName: 'Chong Wei',
          motherName: 'Lim Siew',
          studentName: 'Chong Mei Ling',
          contactEmail: 'chong@test.example',
          referralCode: 'CICAMIRA',
          fatherICNumber: '800101105555',
          motherICNumber: '820202106666',
          registrationStatus: 'COMPLETED',
          creditStatus: 'EARNED',
        },
      ],
    });
    expect(data[1]).toMatchObject({ id: ben.id, referralCount: 1, totalReimbursement: 25 });
  });

  it('counts earned and paid credits only, in ringgit with sen', async () => {
    const [pending] = await t.ctx.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.registrationNumber, 'REG-20250405-0002'));
    if (!pending) throw new Error('fixture missing');
    await t.ctx.db
      .insert(referralCredits)
      .values({ referrerParentId: amira.id, registrationId: pending.id, amountSen: 1050, status: 'PENDING' });
    expect((await rows())[0]).toMatchObject({ referralCount: 2, totalReimbursement: 25 });
    await t.ctx.db
      .update(referralCredits)
      .set({ status: 'PAID' })
      .where(eq(referralCredits.registrationId, pending.id));
    expect((await rows())[0]).toMatchObject({ referralCount: 2, totalReimbursement: 35.5 });
    await t.ctx.db
      .update(referralCredits)
      .set({ status: 'CANCELLED' })
      .where(eq(referralCredits.registrationId, pending.id));
    expect((await rows())[0]).toMatchObject({ referralCount: 2, totalReimbursement: 25 });
  });

  it('is closed to admins without the Referral module', async () => {
    const other = await signInAs(t.ctx, 'admin', { modules: ['USER'] });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/admin/referral-leaderboard',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(response.statusCode).toBe(403);
  });
});
