import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipartBody } from '../../../test/multipart-body';
import { createCentre, signInAs } from '../../../test/sign-in';
import { activityImages, configFlags } from '../../db/schema/index';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('teacher activities', () => {
  let t: TestApp;
  let teacherA: { token: string };
  let teacherB: { token: string };
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.ctx.db.update(configFlags).set({ enabled: true }).where(eq(configFlags.key, 'activities'));
    const centreA = await createCentre(t.ctx, 'CIC Bangsar');
    const centreB = await createCentre(t.ctx, 'CIC Cheras');
    teacherA = await signInAs(t.ctx, 'teacher', { centreId: centreA.id });
    teacherB = await signInAs(t.ctx, 'teacher', { centreId: centreB.id });
    jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  const fields = (overrides: Record<string, string> = {}) => ({
    title: 'Sports Day Practice',
    description: 'Relay races on the field.',
    visibility: 'YEAR',
    activityDate: '2026-11-20',
    years: '[4]',
    imageDescriptions: JSON.stringify(['Warming up', 'The relay']),
    ...overrides,
  });
  const photos = (count: number, bytes = jpeg) =>
    Array.from({ length: count }, (_, index) => ({
      field: 'images',
      bytes,
      type: 'image/jpeg',
      name: `photo-${index}.jpg`,
    }));

  async function save(
    token: string,
    path: 'draft' | 'publish',
    form: Record<string, string>,
    files: ReturnType<typeof photos>,
  ) {
    const body = await multipartBody(form, files);
    return t.app.inject({
      method: 'POST',
      url: `/api/v2/center/activities/${path}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  }
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const storedKeys = async (activityId: string) =>
    (await t.ctx.db.select().from(activityImages).where(eq(activityImages.activityId, activityId))).flatMap(
      (image) => [image.photoKey, image.thumbnailKey],
    );

  it('takes an ISO date-time as the activity date and keeps its Kuala Lumpur day', async () => {
    // A centre of its own, so the other tests' lists of drafts stay as they expect.
    const teacher = await signInAs(t.ctx, 'teacher', { centreId: (await createCentre(t.ctx)).id });
    const saved = await save(
      teacher.token,
      'draft',
      fields({ activityDate: '2026-11-20T16:30:00.000Z' }),
      photos(1),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await get(teacher.token, `/api/v2/center/activities/drafts/${saved.json().data.id}`);
    expect(shown.json().data.activityDate).toBe('2026-11-21');
  });

  it('saves a draft, publishes it and moves it back to draft, keeping images and captions', async () => {
    const draft = await save(teacherA.token, 'draft', fields(), photos(2));
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ message: 'Activity saved as draft', data: { status: 'DRAFT' } });
    const id = draft.json().data.id as string;

    const drafts = await get(teacherA.token, '/api/v2/center/activities/drafts');
    expect(drafts.json().data.map((activity: { id: string }) => activity.id)).toEqual([id]);
    const shown = (await get(teacherA.token, `/api/v2/center/activities/drafts/${id}`)).json().data;
    expect(shown).toMatchObject({
      title: 'Sports Day Practice',
      years: [4],
      visibility: 'YEAR',
      status: 'DRAFT',
      publishedAt: null,
    });
    expect(shown.images.map((image: { description: string }) => image.description)).toEqual([
      'Warming up',
      'The relay',
    ]);
    expect(shown.images[0].url).toMatch(/expires=|X-Amz-Expires|signature/i);

    const keepFirst = {
      activityId: id,
      existingImageIds: JSON.stringify([shown.images[0].id]),
      existingImageDescriptions: JSON.stringify([{ id: shown.images[0].id, description: 'Ready, set' }]),
      imageDescriptions: '[]',
    };
    const keysBefore = await storedKeys(id);
    const published = await save(teacherA.token, 'publish', fields(keepFirst), []);
    expect(published.json()).toMatchObject({
      message: 'Activity published successfully',
      data: { id, status: 'PUBLISHED' },
    });
    const afterPublish = (await get(teacherA.token, `/api/v2/center/activities/${id}`)).json().data;
    expect(afterPublish.status).toBe('PUBLISHED');
    expect(afterPublish.publishedAt).not.toBeNull();
    expect(afterPublish.images.map((image: { description: string }) => image.description)).toEqual([
      'Ready, set',
    ]);
    // The second image's files went with it.
    const kept = await storedKeys(id);
    const gone = keysBefore.filter((key) => !kept.includes(key));
    expect(gone).toHaveLength(2);
    for (const key of gone) expect(await t.ctx.storage.get(key)).toBeNull();
    const list = await get(teacherA.token, '/api/v2/center/activities/published');
    expect(list.json().data.map((activity: { id: string }) => activity.id)).toContain(id);
    expect((await get(teacherA.token, `/api/v2/center/activities/drafts/${id}`)).statusCode).toBe(404);

    const moved = await save(teacherA.token, 'draft', fields(keepFirst), []);
    expect(moved.json().data).toEqual({ id, status: 'DRAFT' });
    expect((await get(teacherA.token, `/api/v2/center/activities/${id}`)).json().data).toMatchObject({
      status: 'DRAFT',
      publishedAt: null,
    });
  });

  it('refuses a sixth image, counting the kept ones', async () => {
    const six = await save(teacherA.token, 'publish', fields(), photos(6));
    expect(six.statusCode).toBe(400);
    expect(six.json()).toMatchObject({ message: 'An activity has at most 5 images.', field: 'images' });

    const created = await save(teacherA.token, 'draft', fields(), photos(3));
    const id = created.json().data.id as string;
    const images = (await get(teacherA.token, `/api/v2/center/activities/${id}`)).json().data.images;
    const more = await save(
      teacherA.token,
      'draft',
      fields({
        activityId: id,
        existingImageIds: JSON.stringify(images.map((image: { id: string }) => image.id)),
      }),
      photos(3),
    );
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject({ message: 'An activity has at most 5 images.', field: 'images' });
  });

  it('refuses a file that is not an image with 415, and publishing without images', async () => {
    const text = await save(
      teacherA.token,
      'publish',
      fields(),
      photos(1, Buffer.from('not a photo at all')),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA' });
    const none = await save(teacherA.token, 'publish', fields(), []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'Please upload at least one image', field: 'images' });
    const noYears = await save(teacherA.token, 'publish', fields({ years: '[]' }), photos(1));
    expect(noYears.json()).toMatchObject({ message: 'Please select at least one year', field: 'years' });
  });

  it('answers 404 to a teacher of another centre, for reading, saving and deleting', async () => {
    const created = await save(teacherA.token, 'publish', fields(), photos(1));
    const id = created.json().data.id as string;
    expect((await get(teacherB.token, `/api/v2/center/activities/${id}`)).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Activity not found',
    });
    const update = await save(teacherB.token, 'publish', fields({ activityId: id }), photos(1));
    expect(update.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/center/activities/${id}`,
      headers: bearer(teacherB.token),
    });
    expect(remove.statusCode).toBe(404);
    expect((await get(teacherB.token, '/api/v2/center/activities/published')).json().data).toEqual([]);
    expect((await get(teacherA.token, '/api/v2/center/activities/not-a-uuid')).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Activity not found',
    });
  });

  it('deletes an activity for good with its image files', async () => {
    const created = await save(teacherA.token, 'publish', fields(), photos(2));
    const id = created.json().data.id as string;
    const keys = await storedKeys(id);
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(await t.ctx.storage.get(key)).not.toBeNull();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/center/activities/${id}`,
      headers: bearer(teacherA.token),
    });
    expect(removed.json()).toMatchObject({ success: true, message: 'Activity deleted successfully' });
    for (const key of keys) expect(await t.ctx.storage.get(key)).toBeNull();
    expect((await get(teacherA.token, `/api/v2/center/activities/${id}`)).statusCode).toBe(404);
  });

  it('answers 403 FEATURE_DISABLED on every teacher route while activities are switched off', async () => {
    await t.ctx.db.update(configFlags).set({ enabled: false }).where(eq(configFlags.key, 'activities'));
    try {
      const list = await get(teacherA.token, '/api/v2/center/activities/published');
      expect(list.statusCode).toBe(403);
      expect(list.json()).toMatchObject({
        code: 'FEATURE_DISABLED',
        message: 'Activities are switched off.',
      });
      const posted = await save(teacherA.token, 'publish', fields(), photos(1));
      expect(posted.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
    } finally {
      await t.ctx.db.update(configFlags).set({ enabled: true }).where(eq(configFlags.key, 'activities'));
    }
  });
});
