import { addCalendarDays, kualaLumpurDay } from '@cic/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCentre, signInAs } from '../../../test/sign-in';
import {
  activities,
  activityImages,
  activityYears,
  auditLog,
  children,
  configFlags,
  families,
  familyMembers,
} from '../../db/schema/index';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("parents' activity feed", () => {
  let t: TestApp;
  let centreA: string;
  let centreB: string;
  const authors = new Map<string, string>();
  const parents: Record<'ofFour' | 'ofSix' | 'elsewhere' | 'admin', string> = {
    ofFour: '',
    ofSix: '',
    elsewhere: '',
    admin: '',
  };
  const posts: Record<string, string> = {};
  const today = kualaLumpurDay(new Date());
  /** A date of birth that makes the child `age` today (a birthday well away from today). */
  const bornAged = (age: number) => addCalendarDays(today, -(age * 365 + 60));

  async function parentWithChild(centreId: string, age: number) {
    const parent = await signInAs(t.ctx, 'parent');
    const [family] = await t.ctx.db.insert(families).values({ namedAfter: 'Test' }).returning();
    if (!family) throw new Error('family not created');
    await t.ctx.db
      .insert(familyMembers)
      .values({ familyId: family.id, parentId: parent.id, relation: 'mother' });
    await t.ctx.db.insert(children).values({
      name: `Child ${age}`,
      gender: 'male',
      dateOfBirth: bornAged(age),
      centreId,
      familyId: family.id,
    });
    return parent.token;
  }

  async function post(
    title: string,
    centreId: string,
    visibility: 'ALL' | 'YEAR' | 'NONE',
    years: number[],
    daysAgo = 1,
  ) {
    const [row] = await t.ctx.db
      .insert(activities)
      .values({
        centreId,
        managerId: authors.get(centreId) as string,
        title,
        description: `${title} description`,
        activityDate: addCalendarDays(today, -daysAgo),
        status: 'PUBLISHED',
        visibility,
        publishedAt: new Date(),
      })
      .returning();
    if (!row) throw new Error('activity not created');
    await t.ctx.db.insert(activityYears).values(years.map((year) => ({ activityId: row.id, year })));
    await t.ctx.db.insert(activityImages).values({
      activityId: row.id,
      photoKey: `activities/test/${row.id}.jpg`,
      thumbnailKey: `activities/test/${row.id}-thumb.jpg`,
      description: 'A caption',
    });
    posts[title] = row.id;
    return row.id;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    await t.ctx.db.update(configFlags).set({ enabled: true }).where(eq(configFlags.key, 'activities'));
    centreA = (await createCentre(t.ctx, 'CIC Bangsar')).id;
    centreB = (await createCentre(t.ctx, 'CIC Cheras')).id;
    for (const centreId of [centreA, centreB]) {
      authors.set(centreId, (await signInAs(t.ctx, 'teacher', { centreId })).id);
    }
    parents.ofFour = await parentWithChild(centreA, 4);
    parents.ofSix = await parentWithChild(centreA, 6);
    parents.elsewhere = await parentWithChild(centreB, 4);
    parents.admin = (await signInAs(t.ctx, 'admin', { modules: ['ACTIVITY'] })).token;
    await post('For everyone', centreA, 'ALL', [4, 6], 3);
    await post('For age four', centreA, 'YEAR', [4], 2);
    await post('For nobody', centreA, 'NONE', [4, 6], 1);
    await post('At the other centre', centreB, 'ALL', [6], 1);
  });
  afterAll(() => t.close());

  const feed = async (token: string, query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/parent/activities${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: { id: string; title: string; images: { description: string; url: string }[] }[];
      meta: object;
    };
  };
  const one = (token: string, title: string) =>
    t.app.inject({ method: 'GET', url: `/api/v2/parent/activities/${posts[title]}`, headers: bearer(token) });

  it('shows ALL to the parents of any child at the centre, YEAR to the matching age only, NONE to nobody', async () => {
    const four = await feed(parents.ofFour);
    expect(four.data.map((item) => item.title)).toEqual(['For age four', 'For everyone']);
    expect(four.meta).toEqual({ page: 1, limit: 10, total: 2 });
    expect(four.data[0]?.images[0]).toMatchObject({ description: 'A caption' });
    expect(four.data[0]?.images[0]?.url).toMatch(/expires|X-Amz/i);

    expect((await feed(parents.ofSix)).data.map((item) => item.title)).toEqual(['For everyone']);
    expect((await feed(parents.elsewhere)).data.map((item) => item.title)).toEqual(['At the other centre']);
  });

  it('pages the feed newest activity date first', async () => {
    const second = await feed(parents.ofFour, '?page=2&limit=1');
    expect(second.data.map((item) => item.title)).toEqual(['For everyone']);
    expect(second.meta).toEqual({ page: 2, limit: 1, total: 2 });
  });

  it('answers 404 for a post the parent may not see', async () => {
    expect((await one(parents.ofFour, 'For age four')).json().data).toMatchObject({
      title: 'For age four',
      center: { name: 'CIC Bangsar' },
    });
    for (const [token, title] of [
      [parents.ofSix, 'For age four'],
      [parents.ofFour, 'For nobody'],
      [parents.ofFour, 'At the other centre'],
    ] as const) {
      const response = await one(token, title);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Activity not found' });
    }
  });

  it('hides an archived post and shows it again once unarchived, each move audited', async () => {
    const id = posts['For age four'];
    const archive = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/admin/activity/${id}/archive`,
      headers: bearer(parents.admin),
    });
    expect(archive.json()).toMatchObject({ data: { id, status: 'ARCHIVED' } });
    expect((await feed(parents.ofFour)).data.map((item) => item.title)).toEqual(['For everyone']);
    expect((await one(parents.ofFour, 'For age four')).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/admin/activity/${id}/archive`,
      headers: bearer(parents.admin),
    });
    expect(again.statusCode).toBe(409);

    await t.app.inject({
      method: 'PUT',
      url: `/api/v2/admin/activity/${id}/unarchive`,
      headers: bearer(parents.admin),
    });
    expect((await feed(parents.ofFour)).data.map((item) => item.title)).toContain('For age four');
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id as string));
    expect(audit.map((entry) => entry.action)).toEqual(['activity.archive', 'activity.unarchive']);
  });

  it('answers 403 FEATURE_DISABLED while activities are switched off', async () => {
    await t.ctx.db.update(configFlags).set({ enabled: false }).where(eq(configFlags.key, 'activities'));
    try {
      for (const response of [
        await t.app.inject({
          method: 'GET',
          url: '/api/v2/parent/activities',
          headers: bearer(parents.ofFour),
        }),
        await one(parents.ofFour, 'For everyone'),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'FEATURE_DISABLED',
          message: 'Activities are switched off.',
        });
      }
      // The admin's views stay open.
      const admin = await t.app.inject({
        method: 'GET',
        url: '/api/v2/admin/activity/center',
        headers: bearer(parents.admin),
      });
      expect(admin.statusCode).toBe(200);
    } finally {
      await t.ctx.db.update(configFlags).set({ enabled: true }).where(eq(configFlags.key, 'activities'));
    }
  });
});
