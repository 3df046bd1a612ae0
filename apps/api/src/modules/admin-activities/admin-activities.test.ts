import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCentre, signInAs } from '../../../test/sign-in';
import { activities } from '../../db/schema/index';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('admin activity views', () => {
  let t: TestApp;
  let admin: string;
  let centreId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signInAs(t.ctx, 'admin', { modules: ['ACTIVITY'] })).token;
    centreId = (await createCentre(t.ctx, 'CIC Ampang')).id;
    const aina = (await signInAs(t.ctx, 'teacher', { centreId })).id;
    const rohana = (await signInAs(t.ctx, 'super manager', { centreId })).id;
    const rows = [
      { managerId: aina, activityDate: '2026-10-05', status: 'PUBLISHED' },
      { managerId: aina, activityDate: '2026-10-05', status: 'PUBLISHED' },
      { managerId: rohana, activityDate: '2026-10-05', status: 'DRAFT' },
      { managerId: rohana, activityDate: '2026-10-20', status: 'ARCHIVED' },
      { managerId: rohana, activityDate: '2026-10-31', status: 'PUBLISHED' },
      { managerId: aina, activityDate: '2026-11-01', status: 'PUBLISHED' },
    ] as const;
    await t.ctx.db.insert(activities).values(
      rows.map((row, index) => ({
        ...row,
        centreId,
        title: `Post ${index + 1}`,
        visibility: 'ALL' as const,
      })),
    );
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it("lists every centre with its activities of the date's month and their authors", async () => {
    const centres = await get('/api/v2/admin/activity/center?date=2026-10-15');
    const ampang = centres.find((centre: { id: string }) => centre.id === centreId);
    expect(ampang).toMatchObject({ name: 'CIC Ampang', type: 'company', totalActivities: 5 });
    expect(ampang.managers).toHaveLength(2);
    const november = await get('/api/v2/admin/activity/center?date=2026-11-30');
    expect(november.find((centre: { id: string }) => centre.id === centreId).totalActivities).toBe(1);
  });

  it('shows one centre by status with the counts of each', async () => {
    const all = await get(`/api/v2/admin/activity/center/${centreId}?date=2026-10-01`);
    expect(all.counts).toEqual({ ALL: 5, PUBLISHED: 3, DRAFT: 1, ARCHIVED: 1 });
    expect(all.metrics.totalActivities).toBe(5);
    expect(all.activities.map((activity: { activityDate: string }) => activity.activityDate)).toEqual([
      '2026-10-31',
      '2026-10-20',
      '2026-10-05',
      '2026-10-05',
      '2026-10-05',
    ]);
    const drafts = await get(`/api/v2/admin/activity/center/${centreId}?date=2026-10-01&status=draft`);
    expect(drafts.activities.map((activity: { title: string }) => activity.title)).toEqual(['Post 3']);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/activity/center/${centreId}?status=hidden`,
      headers: bearer(admin),
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('counts the published activities of each day of the month', async () => {
    const calendar = await get(`/api/v2/admin/activity/center/${centreId}/calendar?date=2026-10-09`);
    expect(calendar).toHaveLength(31);
    const counts = Object.fromEntries(
      calendar.map((day: { date: string; count: number }) => [day.date, day.count]),
    );
    expect(counts['2026-10-05']).toBe(2);
    expect(counts['2026-10-20']).toBe(0);
    expect(counts['2026-10-31']).toBe(1);
    expect(calendar[0]).toEqual({ date: '2026-10-01', count: 0 });
  });

  it('answers 404 for a centre or an activity that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const centre = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/activity/center/${missing}/calendar`,
      headers: bearer(admin),
    });
    expect(centre.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This center was not found.' });
    const activity = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/admin/activity/${missing}/archive`,
      headers: bearer(admin),
    });
    expect(activity.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Activity not found' });
  });
});
