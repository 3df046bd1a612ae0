import { randomUUID } from 'node:crypto';
import { referralCodePattern } from '@cic/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectRefusal } from '../../../test/refusal';
import { bearer, createCentre, signInAs } from '../../../test/sign-in';
import {
  childContacts,
  children,
  families,
  familyMembers,
  packages,
  parents,
  registrations,
} from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { createFamiliesRepository } from './repository';

describe('connecting families and referral codes', () => {
  let t: TestApp;
  let centre: { id: string; name: string };
  beforeAll(async () => {
    t = await buildTestApp();
    centre = await createCentre(t.ctx, 'CIC Taman Melawati');
  });
  afterAll(() => t.close());

  const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@test.example`;

  async function addChild(
    name: string,
    contacts: { relation: 'father' | 'mother' | 'guardian'; fullName: string; email: string | null }[],
    familyId: string | null = null,
  ) {
    const [child] = await t.ctx.db
      .insert(children)
      .values({ name, gender: 'female', dateOfBirth: '2021-05-04', centreId: centre.id, familyId })
      .returning();
    if (!child) throw new Error('child not created');
    if (contacts.length > 0) {
      await t.ctx.db
        .insert(childContacts)
        .values(contacts.map((contact) => ({ ...contact, childId: child.id })));
    }
    return child;
  }

  const connect = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v2/parent/family', headers: bearer(token) });
  const generateReferral = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v2/parent/generate-referral', headers: bearer(token) });

  async function membershipsOf(parentId: string) {
    return t.ctx.db.select().from(familyMembers).where(eq(familyMembers.parentId, parentId));
  }

  it('groups two siblings named on the contacts into one family, and the other parent joins it', async () => {
    const mumEmail = uniqueEmail('lim.meiling');
    const dadEmail = uniqueEmail('tan.weiming');
    const contacts = [
      { relation: 'father' as const, fullName: 'Tan Wei Ming', email: dadEmail },
      { relation: 'mother' as const, fullName: 'Lim Mei Ling', email: mumEmail.toUpperCase() },
    ];
    const older = await addChild('Tan Jia Hui', contacts);
    const younger = await addChild('Tan Jun Hao', contacts);
    const mum = await signInAs(t.ctx, 'parent', { email: mumEmail });

    const response = await connect(mum.token);
    expect(response.statusCode, response.body).toBe(200);
    const { families: linked } = response.json().data;
    expect(linked).toHaveLength(1);
    expect(linked[0]).toMatchObject({
      relation: 'mother',
      family: {
        name: 'Tan Family',
        members: [{ relation: 'mother', parent: { email: mumEmail, verified: true } }],
      },
    });
    expect(linked[0].family.children.map((child: { id: string }) => child.id).sort()).toEqual(
      [older.id, younger.id].sort(),
    );
    expect(linked[0].family.children[0]).toMatchObject({
      active: true,
      center: { name: 'CIC Taman Melawati' },
      lastCheckInImage: null,
    });
    const familyId = linked[0].family.id as string;

    // Connecting twice changes nothing.
    const again = await connect(mum.token);
    expect(again.json().data.families.map((link: { family: { id: string } }) => link.family.id)).toEqual([
      familyId,
    ]);
    expect(await membershipsOf(mum.id)).toHaveLength(1);
    const kids = await t.ctx.db
      .select()
      .from(children)
      .where(inArray(children.id, [older.id, younger.id]));
    expect(kids.every((kid) => kid.familyId === familyId)).toBe(true);

    const dad = await signInAs(t.ctx, 'parent', { email: dadEmail });
    const dadResponse = await connect(dad.token);
    const dadFamilies = dadResponse.json().data.families;
    expect(dadFamilies).toHaveLength(1);
    expect(dadFamilies[0]).toMatchObject({
      relation: 'father',
      family: { id: familyId, name: 'Tan Family' },
    });
    expect(dadFamilies[0].family.members.map((member: { relation: string }) => member.relation)).toEqual([
      'mother',
      'father',
    ]);
    const named = await t.ctx.db.select().from(families).where(eq(families.namedAfter, 'Tan'));
    expect(named).toHaveLength(1);
  });

  it("keeps only what a family is called after, and names it in the reader's language (issue 27)", async () => {
    const email = uniqueEmail('huda.ms');
    await addChild('Nur Iman binti Ahmad Faizal', [{ relation: 'mother', fullName: 'Nurul Huda', email }]);
    const parent = await signInAs(t.ctx, 'parent', { email });
    const malay = { ...bearer(parent.token), 'accept-language': 'ms' };
    const connected = await t.app.inject({ method: 'POST', url: '/api/v2/parent/family', headers: malay });
    const familyId = connected.json().data.families[0].family.id;
    expect(connected.json().data.families[0].family.name).toBe('Keluarga Ahmad Faizal');
    const [row] = await t.ctx.db.select().from(families).where(eq(families.id, familyId));
    expect(row?.namedAfter).toBe('Ahmad Faizal');

    const me = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v2/parent/me',
        headers: { ...bearer(parent.token), 'accept-language': language },
      });
    expect((await me('ms')).json().data.user.families[0].family.name).toBe('Keluarga Ahmad Faizal');
    expect((await me('en')).json().data.user.families[0].family.name).toBe('Ahmad Faizal Family');
  });

  it('gives a parent with a family a referral code on connecting', async () => {
    const email = uniqueEmail('nurul.huda');
    await addChild('Nur Aisyah binti Ahmad Faizal', [{ relation: 'mother', fullName: 'Nurul Huda', email }]);
    const parent = await signInAs(t.ctx, 'parent', { email });
    const response = await connect(parent.token);
    expect(response.json().data.families[0].family.name).toBe('Ahmad Faizal Family');
    const [row] = await t.ctx.db.select().from(parents).where(eq(parents.id, parent.id));
    expect(row?.referralCode).toMatch(referralCodePattern);
  });

  it('joins the family of a child whose registration names the parent', async () => {
    const contactParent = await signInAs(t.ctx, 'parent');
    const [family] = await t.ctx.db.insert(families).values({ namedAfter: 'Rajesh' }).returning();
    const child = await addChild('Arjun a/l Rajesh', [], family?.id ?? null);
    const [programme] = await t.ctx.db
      .insert(packages)
      .values({
        centreId: centre.id,
        name: `Full Day ${randomUUID().slice(0, 4)}`,
        packageType: 'full-day',
        onlineRegistrationFeeSen: 15000,
      })
      .returning();
    const motherEmail = uniqueEmail('priya');
    await t.ctx.db.insert(registrations).values({
      registrationNumber: `REG-${randomUUID().slice(0, 8)}`,
      parentId: contactParent.id,
      status: 'COMPLETED',
      yearIntake: '2025',
      fullName: 'Arjun a/l Rajesh',
      myKidNumber: '210504101234',
      gender: 'male',
      dateOfBirth: '2021-05-04',
      numberOfSiblings: 0,
      uniformSize: 'S',
      relationship: 'FATHER',
      contactEmail: contactParent.email ?? '',
      contactNumber: '0123456789',
      nationality: 'malaysia',
      nric: '850101105555',
      occupation: 'Doctor',
      addressLine1: '1 Jalan Mawar',
      addressLine2: 'Taman Melawati',
      postcode: '53100',
      state: 'Selangor',
      motherEmail: motherEmail.toUpperCase(),
      maritalStatus: 'married',
      centreId: centre.id,
      packageId: programme?.id ?? '',
      termsAccepted: true,
      childId: child.id,
    });

    const mother = await signInAs(t.ctx, 'parent', { email: motherEmail });
    const linked = (await connect(mother.token)).json().data.families;
    expect(linked).toHaveLength(1);
    expect(linked[0]).toMatchObject({
      relation: 'mother',
      family: { id: family?.id, name: 'Rajesh Family' },
    });

    const contact = (await connect(contactParent.token)).json().data.families;
    expect(contact[0]).toMatchObject({ relation: 'father', family: { id: family?.id } });
  });

  it('answers with no families when nothing names the parent', async () => {
    const parent = await signInAs(t.ctx, 'parent');
    const response = await connect(parent.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { families: [] },
      message: 'No children found',
    });
    const [row] = await t.ctx.db.select().from(parents).where(eq(parents.id, parent.id));
    expect(row?.referralCode).toBeNull();
  });

  it('never connects on an unverified e-mail', async () => {
    const email = uniqueEmail('unverified');
    const child = await addChild('Wong Zi Xuan', [{ relation: 'mother', fullName: 'Chan Siew Lan', email }]);
    const [parent] = await t.ctx.db.insert(parents).values({ email }).returning();
    const { token } = await t.ctx.sessions.issue({ subjectType: 'parent', parentId: parent?.id ?? '' });
    const response = await connect(token);
    expectRefusal(response, 403, {
      code: 'FORBIDDEN',
      message: 'Please verify your e-mail first.',
    });
    const [row] = await t.ctx.db.select().from(children).where(eq(children.id, child.id));
    expect(row?.familyId).toBeNull();
  });

  it('makes a referral code once and keeps it; refuses one without a family', async () => {
    const lonely = await signInAs(t.ctx, 'parent');
    const refused = await generateReferral(lonely.token);
    expectRefusal(refused, 409, {
      code: 'CONFLICT',
      message: 'Connect your family before sharing a referral code.',
    });

    const codes = new Set<string>();
    for (const name of ['Lee Yu Xin', 'Ng Hui Min', 'Aarav Nair']) {
      const email = uniqueEmail('referrer');
      await addChild(name, [{ relation: 'guardian', fullName: 'Guardian', email }]);
      const parent = await signInAs(t.ctx, 'parent', { email });
      await connect(parent.token);
      const first = await generateReferral(parent.token);
      expect(first.statusCode, first.body).toBe(200);
      const { referralCode } = first.json().data;
      expect(referralCode).toMatch(referralCodePattern);
      expect((await generateReferral(parent.token)).json().data.referralCode).toBe(referralCode);
      codes.add(referralCode);
    }
    expect(codes.size).toBe(3);
  });

  it('survives a referral code clash inside a transaction (savepoint) and recognises it', async () => {
    const taken = await signInAs(t.ctx, 'parent');
    const other = await signInAs(t.ctx, 'parent');
    await t.ctx.db.update(parents).set({ referralCode: 'CICAAAAA' }).where(eq(parents.id, taken.id));
    const saved = await t.ctx.db.transaction(async (tx) => {
      let clash: unknown = null;
      try {
        await tx.transaction((savepoint) =>
          createFamiliesRepository(savepoint).setReferralCode(other.id, 'CICAAAAA'),
        );
      } catch (error) {
        clash = error;
      }
      expect(isUniqueViolation(clash)).toBe(true);
      return createFamiliesRepository(tx).setReferralCode(other.id, 'CICBBBBB');
    });
    expect(saved).toBe('CICBBBBB');
    expect(isUniqueViolation(new Error('something else'))).toBe(false);
  });
});
