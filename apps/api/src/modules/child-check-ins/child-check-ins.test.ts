import { kualaLumpurDay } from '@cic/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, createCentre, signInAs } from '../../../test/sign-in';
import { checkIns, children, families, familyMembers, managers } from '../../db/schema/index';

describe("a child's check-in history for parents", () => {
  let t: TestApp;
  let parent: { token: string; id: string };
  let childId: string;
  let otherChildId: string;
  let quietChildId: string;
  const photo = Buffer.from('photo-bytes-of-the-arrival');

  beforeAll(async () => {
    t = await buildTestApp();
    const centre = await createCentre(t.ctx, 'CIC Bangsar');
    const [teacher] = await t.ctx.db
      .insert(managers)
      .values({ centreId: centre.id, name: 'Cikgu Aminah' })
      .returning();
    const [family, otherFamily] = await t.ctx.db
      .insert(families)
      .values([{ namedAfter: 'Lim' }, { namedAfter: 'Ng' }])
      .returning();
    if (!teacher || !family || !otherFamily) throw new Error('fixtures not created');
    parent = await signInAs(t.ctx, 'parent');
    await t.ctx.db
      .insert(familyMembers)
      .values({ familyId: family.id, parentId: parent.id, relation: 'father' });
    const child = { gender: 'male' as const, dateOfBirth: '2020-02-02', centreId: centre.id };
    const [kid, quiet, other] = await t.ctx.db
      .insert(children)
      .values([
        { ...child, name: 'Lim Kai Xuan', familyId: family.id },
        { ...child, name: 'Lim Kai Le', familyId: family.id },
        { ...child, name: 'Ng Hui Min', familyId: otherFamily.id },
      ])
      .returning();
    if (!kid || !quiet || !other) throw new Error('children not created');
    childId = kid.id;
    quietChildId = quiet.id;
    otherChildId = other.id;

    await t.ctx.storage.put('check-ins/test/arrival.jpg', photo, 'image/jpeg');
    await t.ctx.storage.put('check-ins/test/arrival-thumb.jpg', Buffer.from('thumb'), 'image/jpeg');
    const record = (
      childOf: string,
      status: 'CHECKIN' | 'CHECKOUT',
      at: string,
      temperature: number,
      note: string | null = null,
    ) => ({
      childId: childOf,
      centreId: centre.id,
      status,
      recordedAt: new Date(at),
      localDate: kualaLumpurDay(at),
      temperature,
      note,
      photoKey: 'check-ins/test/arrival.jpg',
      thumbnailKey: 'check-ins/test/arrival-thumb.jpg',
      recordedById: teacher.id,
    });
    await t.ctx.db.insert(checkIns).values([
      // 2 March in Kuala Lumpur: 09:00 and 17:30.
      record(childId, 'CHECKIN', '2026-03-02T01:00:00Z', 36.5, 'Sleepy this morning'),
      record(childId, 'CHECKOUT', '2026-03-02T09:30:00Z', 36.8),
      // 23:30 UTC on 2 March is 07:30 on 3 March in Kuala Lumpur.
      record(childId, 'CHECKIN', '2026-03-02T23:30:00Z', 37.1),
      record(childId, 'CHECKIN', '2026-03-04T00:15:00Z', 36.6),
      record(otherChildId, 'CHECKIN', '2026-03-04T00:20:00Z', 36.6),
    ]);
  });
  afterAll(() => t.close());

  const history = (path: string, token = parent.token) =>
    t.app.inject({ method: 'GET', url: `/api/v2/parent/${path}`, headers: bearer(token) });

  it('groups records by Kuala Lumpur day, newest day first', async () => {
    const response = await history(`children/${childId}/check-in`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.meta).toEqual({ page: 1, limit: 50, total: 3 });
    expect(Object.keys(body.data)).toEqual(['2026-03-04', '2026-03-03', '2026-03-02']);
    expect(Object.keys(body.data['2026-03-03'])).toEqual(['CHECKIN']);
    expect(body.data['2026-03-03'].CHECKIN).toMatchObject({
      status: 'CHECKIN',
      time: '2026-03-02T23:30:00.000Z',
      temperature: 37.1,
      note: null,
      recordedBy: 'Cikgu Aminah',
    });
    expect(body.data['2026-03-02']).toMatchObject({
      CHECKIN: { time: '2026-03-02T01:00:00.000Z', temperature: 36.5, note: 'Sleepy this morning' },
      CHECKOUT: { time: '2026-03-02T09:30:00.000Z', temperature: 36.8 },
    });
  });

  it('gives photos as signed links that the file route serves', async () => {
    const body = (await history(`children/${childId}/check-in`)).json();
    const entry = body.data['2026-03-02'].CHECKIN;
    for (const url of [entry.imgUrl, entry.thumbnailUrl]) {
      expect(url).toMatch(
        /^http:\/\/localhost:3000\/api\/files\/check-ins\/test\/.+\?expires=\d+&signature=/,
      );
    }
    const served = await t.app.inject({
      method: 'GET',
      url: entry.imgUrl.replace('http://localhost:3000', ''),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(photo)).toBe(true);
    const unsigned = await t.app.inject({ method: 'GET', url: '/api/files/check-ins/test/arrival.jpg' });
    expect(unsigned.statusCode).toBe(403);
  });

  it('pages by days', async () => {
    const second = (await history(`children/${childId}/check-in?page=2&limit=2`)).json();
    expect(second.meta).toEqual({ page: 2, limit: 2, total: 3 });
    expect(Object.keys(second.data)).toEqual(['2026-03-02']);
    expect(Object.keys(second.data['2026-03-02'])).toEqual(['CHECKIN', 'CHECKOUT']);
    const beyond = (await history(`children/${childId}/check-in?page=5&limit=2`)).json();
    expect(beyond).toMatchObject({ data: {}, meta: { page: 5, limit: 2, total: 3 } });
  });

  it('answers the same on the short path', async () => {
    const long = (await history(`children/${childId}/check-in?limit=1`)).json();
    const short = (await history(`${childId}/check-in?limit=1`)).json();
    expect(short.meta).toEqual(long.meta);
    expect(short.data['2026-03-04'].CHECKIN.id).toBe(long.data['2026-03-04'].CHECKIN.id);
  });

  it('answers an empty history for a child without records', async () => {
    const body = (await history(`children/${quietChildId}/check-in`)).json();
    expect(body).toEqual({ success: true, data: {}, meta: { page: 1, limit: 50, total: 0 } });
  });

  it("answers 404 for another family's child, an unknown child and a malformed id", async () => {
    for (const id of [otherChildId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const path of [`children/${id}/check-in`, `${id}/check-in`]) {
        const response = await history(path);
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toMatchObject({
          success: false,
          code: 'NOT_FOUND',
          message: 'Child not found.',
        });
      }
    }
    const stranger = await signInAs(t.ctx, 'parent');
    expect((await history(`children/${childId}/check-in`, stranger.token)).statusCode).toBe(404);
  });

  it('refuses a page size over 100', async () => {
    const response = await history(`children/${childId}/check-in?limit=101`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'limit' });
  });
});
