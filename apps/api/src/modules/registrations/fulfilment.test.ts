import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addChild } from '../../../test/centre-day-fixture';
import {
  addMotherReferrerAndPlace,
  addParent,
  type CentreWithPackage,
  setRegistrationOpen,
  submitRegistration,
  type TestParent,
} from '../../../test/registration-fixture';
import { bearer, signInAs } from '../../../test/sign-in';
import type { MailMessage } from '../../adapters/mail';
import type { Db } from '../../db/client';
import {
  children,
  enrolmentPeriods,
  families,
  familyCreditAccounts,
  familyCreditEntries,
  familyMembers,
  referralCredits,
  registrations,
} from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { confirmationMailJob, sendConfirmationMails } from './confirmation-mail';
import { createRegistrationFulfilment } from './fulfilment';

const now = new Date('2026-03-11T04:00:00Z');

describe('fulfilling a paid or failed order', () => {
  let t: TestApp;
  const sent: MailMessage[] = [];
  let mother: TestParent;
  let referrer: TestParent;
  let place: CentreWithPackage;
  const fulfilment = createRegistrationFulfilment();

  beforeAll(async () => {
    t = await buildTestApp({
      clock: () => now,
      jobs: true,
      mailer: { send: async (message) => void sent.push(message) },
    });
    await setRegistrationOpen(t.ctx, true);
    ({ mother, referrer, place } = await addMotherReferrerAndPlace(t.ctx, 'CICFUL23'));
  });
  afterAll(() => t.close());

  /** Submits a registration through the API and answers its order and registration ids. */
  async function submitted(token: string, referralCode?: string) {
    const { orderId, idempotencyKey } = await submitRegistration(t.app, token, {
      place,
      mother,
      referralCode,
    });
    const [row] = await t.ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.idempotencyKey, idempotencyKey));
    if (!row) throw new Error('registration missing');
    return { orderId, registrationId: row.id };
  }
  const settle = <T>(work: (tx: Db) => Promise<T>) =>
    inTransaction(
      t.ctx.db,
      () => null,
      (_, tx) => work(tx),
    );
  const registrationRow = async (id: string) =>
    (await t.ctx.db.select().from(registrations).where(eq(registrations.id, id)))[0];

  it('enrols the child in a new family with the other verified parent, credits the referrer once, and mails the contact', async () => {
    const father = await addParent(t.ctx, { fullName: 'Tan Ah Kow' });
    const { orderId, registrationId } = await submitted(father.token, 'CICFUL23');

    const first = await settle((tx) => fulfilment.orderPaid(tx, orderId, '2026-03-11'));
    expect(first).toEqual({ completedRegistrationIds: [registrationId] });
    const again = await settle((tx) => fulfilment.orderPaid(tx, orderId, '2026-03-11'));
    expect(again).toEqual({ completedRegistrationIds: [] });

    const registration = await registrationRow(registrationId);
    expect(registration?.status).toBe('COMPLETED');
    const enrolled = await t.ctx.db.select().from(children).where(eq(children.name, 'Tan Mei Ling'));
    const child = enrolled.find((row) => row.id === registration?.childId);
    expect(child).toMatchObject({
      centreId: place.centre.id,
      packageId: place.pkg.id,
      myKidNumber: '220514141234',
    });
    // Billed from the day it was enrolled, in the registration's package, once however often it is paid.
    const periods = await t.ctx.db
      .select()
      .from(enrolmentPeriods)
      .where(eq(enrolmentPeriods.childId, child?.id ?? ''));
    expect(periods).toEqual([
      expect.objectContaining({
        centreId: place.centre.id,
        packageId: place.pkg.id,
        startsOn: child?.enrolledOn,
        endsOn: null,
        registrationId,
      }),
    ]);
    const members = await t.ctx.db
      .select({ parentId: familyMembers.parentId, relation: familyMembers.relation })
      .from(familyMembers)
      .where(eq(familyMembers.familyId, child?.familyId ?? ''));
    expect(members).toEqual(
      expect.arrayContaining([
        { parentId: father.id, relation: 'father' },
        { parentId: mother.id, relation: 'mother' },
      ]),
    );
    expect(members).toHaveLength(2);
    const credits = await t.ctx.db
      .select()
      .from(referralCredits)
      .where(eq(referralCredits.registrationId, registrationId));
    expect(credits).toMatchObject([{ referrerParentId: referrer.id, amountSen: 2500, status: 'EARNED' }]);

    const admin = await signInAs(t.ctx, 'admin', { modules: ['REFERRAL'] });
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/v2/admin/referral-leaderboard',
      headers: bearer(admin.token),
    });
    expect(board.statusCode).toBe(200);
    const row = board.json().data.find((entry: { id: string }) => entry.id === referrer.id);
    expect(row).toMatchObject({ referralCount: 1, totalReimbursement: 25 });

    await sendConfirmationMails(t.ctx.jobs, { error: () => {} }, first);
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
    expect(sent[0]).toMatchObject({ to: father.email, subject: 'Registration confirmed: Tan Mei Ling' });
    expect(sent[0]?.text).toContain(registration?.registrationNumber);
  });

  it("pays the referral's RM 25 onto the account of the referrer's family at their child's centre, once", async () => {
    const [ong] = await t.ctx.db.insert(families).values({ namedAfter: 'Ong' }).returning();
    const familyId = ong?.id ?? '';
    await t.ctx.db.insert(familyMembers).values({ familyId, parentId: referrer.id, relation: 'mother' });
    await addChild(t.ctx, place.centre.id, 'Ong Jia Hui', { familyId });
    const father = await addParent(t.ctx, { fullName: 'Lee Chong' });
    const { orderId, registrationId } = await submitted(father.token, 'CICFUL23');
    await settle((tx) => fulfilment.orderPaid(tx, orderId, '2026-03-11'));
    await settle((tx) => fulfilment.orderPaid(tx, orderId, '2026-03-12'));

    const [credit] = await t.ctx.db
      .select()
      .from(referralCredits)
      .where(eq(referralCredits.registrationId, registrationId));
    expect(credit).toMatchObject({ referrerParentId: referrer.id, amountSen: 2500, status: 'PAID' });
    const [account] = await t.ctx.db
      .select()
      .from(familyCreditAccounts)
      .where(eq(familyCreditAccounts.familyId, familyId));
    expect(account).toMatchObject({ centreId: place.centre.id, balanceSen: 2500 });
    const entries = await t.ctx.db
      .select()
      .from(familyCreditEntries)
      .where(eq(familyCreditEntries.accountId, account?.id ?? ''));
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'REFERRAL',
        amountSen: 2500,
        day: '2026-03-11',
        referralCreditId: credit?.id,
      }),
    ]);
  });

  it("puts a second child in the parent's existing family", async () => {
    const father = await addParent(t.ctx);
    const one = await submitted(father.token);
    const two = await submitted(father.token);
    for (const { orderId } of [one, two]) {
      await settle((tx) => fulfilment.orderPaid(tx, orderId, '2026-03-11'));
    }
    const childIds = [
      (await registrationRow(one.registrationId))?.childId,
      (await registrationRow(two.registrationId))?.childId,
    ];
    const families = await Promise.all(
      childIds.map(
        async (id) =>
          (
            await t.ctx.db
              .select()
              .from(children)
              .where(eq(children.id, id ?? ''))
          )[0]?.familyId,
      ),
    );
    expect(families[0]).toBeTruthy();
    expect(families[1]).toBe(families[0]);
  });

  it('marks a pending registration PAYMENT_FAILED, never a completed one', async () => {
    const father = await addParent(t.ctx);
    const failed = await submitted(father.token);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await settle((tx) => fulfilment.orderFailed(tx, failed.orderId));
    }
    expect((await registrationRow(failed.registrationId))?.status).toBe('PAYMENT_FAILED');

    const paid = await submitted(father.token);
    await settle((tx) => fulfilment.orderPaid(tx, paid.orderId, '2026-03-11'));
    await settle((tx) => fulfilment.orderFailed(tx, paid.orderId));
    expect((await registrationRow(paid.registrationId))?.status).toBe('COMPLETED');
  });

  it('keeps the payment when the confirmation cannot be queued, and logs it', async () => {
    const logged: object[] = [];
    const refusing = { send: async () => Promise.reject(new Error('queue down')) };
    await sendConfirmationMails(
      refusing,
      { error: (details) => void logged.push(details) },
      {
        completedRegistrationIds: ['00000000-0000-4000-8000-000000000000'],
      },
    );
    expect(logged).toEqual([
      expect.objectContaining({ registrationId: '00000000-0000-4000-8000-000000000000' }),
    ]);
    expect(confirmationMailJob).toBe('registration-confirmation-mail');
  });
});
