import { announcementNotice } from '@cic/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedLink } from '../../../test/call-api';
import { addChild } from '../../../test/centre-day-fixture';
import { buildDeliveringTestApp, type DeliveringTestApp } from '../../../test/delivering-test-app';
import { multipartBody } from '../../../test/multipart-body';
import { bearer, createCentre, signInAs } from '../../../test/sign-in';
import { settle, until } from '../../../test/waits';
import { announcements, families, familyMembers, notificationDeliveries } from '../../db/schema/index';
import { createPurgeRepository } from '../../jobs/purge-repository';
import { announcementLink, createAnnouncementDelivery } from './delivery';

describe('announcements', () => {
  let t: DeliveringTestApp;
  /** The app's clock: real time unless a test sets it. */
  let now: Date | null = null;
  let admin: { token: string };
  let centreA: { id: string; name: string };
  let centreB: { id: string; name: string };

  beforeAll(async () => {
    t = await buildDeliveringTestApp({
      jobs: true,
      clock: () => now ?? new Date(),
    });
    admin = await signInAs(t.ctx, 'admin', { modules: ['ANNOUNCEMENT'] });
    centreA = await createCentre(t.ctx);
    centreB = await createCentre(t.ctx);
  }, 120_000);

  afterAll(() => t.close(), 60_000);

  /** A parent signed in, in a family of their own with one active child at the centre, born on the day. */
  async function parentAt(centreId: string, dateOfBirth = '2021-05-04', language: 'en' | 'ms' = 'en') {
    const [family] = await t.ctx.db.insert(families).values({ namedAfter: 'Test' }).returning();
    if (!family) throw new Error('family not created');
    await addChild(t.ctx, centreId, `Child ${family.id.slice(0, 6)}`, { familyId: family.id, dateOfBirth });
    const parent = await signInAs(t.ctx, 'parent');
    await t.ctx.db
      .insert(familyMembers)
      .values({ familyId: family.id, parentId: parent.id, relation: 'mother' });
    if (language === 'ms') {
      await t.app.inject({
        method: 'PUT',
        url: '/api/v2/language',
        headers: bearer(parent.token),
        payload: { language: 'ms' },
      });
    }
    return { token: parent.token, id: parent.id, email: parent.email ?? '' };
  }

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => {
    const response = await t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(500);
    return response;
  };

  const draft = (body: object, token = admin.token, base = '/api/v2/admin/announcements') =>
    call('POST', base, token, {
      title: 'Sports day',
      body: 'Bring a hat: https://cic.example/sports',
      ...body,
    });

  /** Writes and publishes one now; answers its id. */
  async function published(body: object, token = admin.token, base = '/api/v2/admin/announcements') {
    const created = await draft(body, token, base);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const publish = await call('POST', `${base}/${id}/publish`, token, {});
    expect(publish.statusCode, publish.body).toBe(200);
    expect(publish.json()).toMatchObject({
      data: { status: 'PUBLISHED' },
      messageCode: 'success.announcementPublished',
    });
    return id;
  }

  const listOf = async (token: string) => {
    const response = await call('GET', '/api/v2/parent/announcements', token);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      data: { id: string; unread: boolean; pinned: boolean }[];
      meta: { total: number };
    };
  };
  const idsOf = async (token: string) => (await listOf(token)).data.map((item) => item.id);

  it('reaches the parents of a chosen centre only: listed unread, read once opened, 404 for anyone else', async () => {
    const inside = await parentAt(centreA.id);
    const outside = await parentAt(centreB.id);
    const id = await published({ audience: 'CENTRES', centreIds: [centreA.id] });

    const list = await listOf(inside.token);
    expect(list.data.map((item) => item.id)).toContain(id);
    expect(list.data.find((item) => item.id === id)).toMatchObject({ unread: true, title: 'Sports day' });
    const unread = await call('GET', '/api/v2/parent/announcements/unread-count', inside.token);
    expect(unread.json().data.count).toBeGreaterThanOrEqual(1);
    const before = unread.json().data.count as number;

    const opened = await call('GET', `/api/v2/parent/announcements/${id}`, inside.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      id,
      unread: false,
      author: { role: 'ADMIN', name: '' },
      centre: null,
    });
    const after = await call('GET', '/api/v2/parent/announcements/unread-count', inside.token);
    expect(after.json().data.count).toBe(before - 1);
    expect((await listOf(inside.token)).data.find((item) => item.id === id)?.unread).toBe(false);

    expect(await idsOf(outside.token)).not.toContain(id);
    const refused = await call('GET', `/api/v2/parent/announcements/${id}`, outside.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ messageCode: 'announcements.notFound' });

    // The admin sees whom it reached (once the queue has listed them) and who opened it.
    await until(async () => {
      const reach = (await call('GET', `/api/v2/admin/announcements/${id}`, admin.token)).json().data.reach;
      return reach.reached >= 1 && reach.opened === 1;
    });
    await until(() => t.mailsTo(inside.email).length === 1);
    expect(t.mailsTo(outside.email)).toEqual([]);
  });

  it('narrows to children of the chosen years, and reaches every centre when told to', async () => {
    // Ages on today's Kuala Lumpur day: born 4 and 6 years ago today (both birthdays reached).
    const today = new Date();
    const bornYearsAgo = (years: number) => `${today.getUTCFullYear() - years}-01-01`;
    const four = await parentAt(centreA.id, bornYearsAgo(4));
    const six = await parentAt(centreB.id, bornYearsAgo(6));
    const forFours = await published({ audience: 'ALL_CENTRES', years: [4] });
    const forAll = await published({ audience: 'ALL_CENTRES' });
    const sixAtA = await published({ audience: 'CENTRES', centreIds: [centreA.id], years: [6] });

    expect(await idsOf(four.token)).toEqual(expect.arrayContaining([forFours, forAll]));
    expect(await idsOf(four.token)).not.toContain(sixAtA);
    expect(await idsOf(six.token)).toContain(forAll);
    expect(await idsOf(six.token)).not.toContain(forFours);
    expect(await idsOf(six.token)).not.toContain(sixAtA);
    expect((await call('GET', `/api/v2/parent/announcements/${forFours}`, six.token)).statusCode).toBe(404);
  });

  it('keeps a head of centre to their own centre: audience fixed, another centre’s answers 404', async () => {
    const head = await signInAs(t.ctx, 'super manager', { centreId: centreA.id });
    const otherHead = await signInAs(t.ctx, 'super manager', { centreId: centreB.id });
    const base = '/api/v2/super-manager/announcements';
    // An audience in the body is not theirs to choose: it is dropped.
    const id = await published({ audience: 'ALL_CENTRES', centreIds: [centreB.id] }, head.token, base);
    const own = await call('GET', `${base}/${id}`, head.token);
    expect(own.json().data).toMatchObject({
      audience: 'CENTRES',
      centres: [{ id: centreA.id }],
      author: { role: 'HEAD_OF_CENTRE', name: head.name },
      centre: { id: centreA.id },
    });

    for (const [method, url] of [
      ['GET', `${base}/${id}`],
      ['PUT', `${base}/${id}`],
      ['POST', `${base}/${id}/publish`],
      ['POST', `${base}/${id}/archive`],
    ] as const) {
      const refused = await call(
        method,
        url,
        otherHead.token,
        method === 'GET' ? undefined : { title: 'x', body: 'y' },
      );
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
      expect(refused.json()).toMatchObject({ messageCode: 'announcements.notFound' });
    }
    const adminOwn = await published({ audience: 'ALL_CENTRES' });
    expect((await call('GET', `${base}/${adminOwn}`, head.token)).statusCode).toBe(404);
    const listed = (await call('GET', base, otherHead.token))
      .json()
      .data.map((item: { id: string }) => item.id);
    expect(listed).not.toContain(id);
    expect((await call('GET', base, head.token)).json().data.map((item: { id: string }) => item.id)).toEqual([
      id,
    ]);

    // Parents of centre B never see centre A's.
    const parentB = await parentAt(centreB.id);
    expect(await idsOf(parentB.token)).not.toContain(id);
    // The admin sees and manages it.
    expect((await call('GET', `/api/v2/admin/announcements/${id}`, admin.token)).statusCode).toBe(200);
  });

  it('shows teachers the published announcements of their centre, not drafts nor other centres’', async () => {
    const teacher = await signInAs(t.ctx, 'teacher', { centreId: centreB.id });
    const toB = await published({ audience: 'CENTRES', centreIds: [centreB.id], pinned: true });
    const toA = await published({ audience: 'CENTRES', centreIds: [centreA.id] });
    const unpublished = (await draft({ audience: 'CENTRES', centreIds: [centreB.id] })).json().data.id;
    const seen = (await call('GET', '/api/v2/center/announcements', teacher.token)).json().data;
    const ids = seen.map((item: { id: string }) => item.id);
    expect(ids[0]).toBe(toB);
    expect(ids).not.toContain(toA);
    expect(ids).not.toContain(unpublished);
    expect((await call('GET', `/api/v2/center/announcements/${toA}`, teacher.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/v2/center/announcements/${toB}`, teacher.token)).statusCode).toBe(200);
  });

  it('publishes a scheduled announcement when its time comes (controlled clock), not before', async () => {
    const parent = await parentAt(centreA.id);
    const start = new Date();
    const at = new Date(start.getTime() + 90 * 60 * 1000);
    const id = (await draft({ audience: 'CENTRES', centreIds: [centreA.id] })).json().data.id as string;
    const scheduled = await call('POST', `/api/v2/admin/announcements/${id}/publish`, admin.token, {
      publishAt: at.toISOString(),
    });
    expect(scheduled.json()).toMatchObject({
      data: { status: 'SCHEDULED', publishAt: at.toISOString(), publishedAt: null },
      messageCode: 'success.announcementScheduled',
    });
    const sent: { name: string; data: object }[] = [];
    const delivery = createAnnouncementDelivery({
      ...t.ctx,
      jobs: {
        send: async (name, data = {}) => {
          sent.push({ name, data });
          return 'job';
        },
      },
    });

    now = new Date(at.getTime() - 60_000);
    try {
      await delivery.publishDue();
      expect(await idsOf(parent.token)).not.toContain(id);
      expect((await call('GET', `/api/v2/admin/announcements/${id}`, admin.token)).json().data.status).toBe(
        'SCHEDULED',
      );

      now = new Date(at.getTime() + 30_000);
      const result = await delivery.publishDue();
      expect(result.published).toBeGreaterThanOrEqual(1);
      const answer = (await call('GET', `/api/v2/admin/announcements/${id}`, admin.token)).json().data;
      expect(answer).toMatchObject({ status: 'PUBLISHED', publishedAt: at.toISOString() });
      expect(await idsOf(parent.token)).toContain(id);
      expect(
        sent.some(
          (job) =>
            job.name === 'announcement-batch' &&
            (job.data as { announcementId: string }).announcementId === id,
        ),
      ).toBe(true);
    } finally {
      now = null;
    }
  });

  it('restarts a delivery whose follow-up job was lost, from the minute sweep', async () => {
    const centre = await createCentre(t.ctx);
    const parent = await parentAt(centre.id);
    const id = await published({ audience: 'CENTRES', centreIds: [centre.id] });
    await until(() => t.mailsTo(parent.email).length === 1);
    // As if the process stopped between the commit and the queue, five minutes ago.
    await t.ctx.db
      .update(announcements)
      .set({ deliveryQueuedAt: null, publishedAt: new Date(Date.now() - 5 * 60 * 1000) })
      .where(eq(announcements.id, id));
    const sent: unknown[] = [];
    const delivery = createAnnouncementDelivery({
      ...t.ctx,
      jobs: {
        send: async (_name, data = {}) => {
          sent.push(data);
          return 'job';
        },
      },
    });
    const result = await delivery.publishDue();
    expect(result.restarted).toBeGreaterThanOrEqual(1);
    expect(sent).toContainEqual({ announcementId: id, batch: 0 });
    const [row] = await t.ctx.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row?.deliveryQueuedAt).not.toBeNull();
    // The batch again: the parent already has their e-mail.
    await delivery.sendBatch({ announcementId: id, batch: 0 });
    expect(t.mailsTo(parent.email)).toHaveLength(1);
  });

  it('sends one e-mail per parent and one push per device, however often a batch runs; no e-mail to a parent who turned them off', async () => {
    const centre = await createCentre(t.ctx);
    const reader = await parentAt(centre.id, '2021-05-04', 'ms');
    const quiet = await parentAt(centre.id);
    const device = await t.subscribeParentDevice(quiet.token);
    await call('PUT', '/api/v2/parent/notifications/announcement-email', quiet.token, {
      announcementEmail: false,
    });

    const id = await published({ audience: 'CENTRES', centreIds: [centre.id], title: 'Cuti sekolah' });
    await until(() => t.mailsTo(reader.email).length === 1 && t.push.received(device.endpoint).length === 1);

    // The job again, and the whole delivery again: nothing goes twice.
    const delivery = createAnnouncementDelivery({ ...t.ctx, jobs: t.ctx.jobs });
    await delivery.sendBatch({ announcementId: id, batch: 0 });
    await delivery.start(id);
    await settle();
    expect(t.mailsTo(reader.email)).toHaveLength(1);
    expect(t.mailsTo(quiet.email)).toEqual([]);
    expect(t.push.received(device.endpoint)).toHaveLength(1);

    // In the reader's language: the announcement's own words, the catalogue's around them.
    const words = announcementNotice(
      {
        title: 'Cuti sekolah',
        body: 'Bring a hat: https://cic.example/sports',
        centreName: null,
        link: announcementLink(t.ctx.config.publicUrl, id),
      },
      'ms',
    );
    const raw = t.mailsTo(reader.email)[0]?.raw ?? '';
    expect(raw).toMatch(/Subject: Cuti sekolah/);
    expect(raw.replace(/=\r?\n/g, '')).toContain('Daripada CIC Education');
    expect(JSON.parse(t.push.received(device.endpoint)[0]?.payload ?? '{}')).toMatchObject({
      title: 'Cuti sekolah',
      url: words.link,
    });
    const reach = (await call('GET', `/api/v2/admin/announcements/${id}`, admin.token)).json().data.reach;
    expect(reach).toEqual({ reached: 2, opened: 0 });
  });

  it('retries a failing mail server until every parent has their one e-mail', async () => {
    const centre = await createCentre(t.ctx);
    const parents = [await parentAt(centre.id), await parentAt(centre.id), await parentAt(centre.id)];
    t.refuseMail(2);
    const id = await published({ audience: 'CENTRES', centreIds: [centre.id] });
    await until(() => parents.every((parent) => t.mailsTo(parent.email).length === 1), 60_000);
    await settle();
    for (const parent of parents) expect(t.mailsTo(parent.email)).toHaveLength(1);
    expect(t.mailRefusalsLeft()).toBe(0);
    const failed = await t.ctx.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.status, 'failed'));
    expect(failed.filter((row) => row.dedupeKey.startsWith(`announcement:${id}:`))).toEqual([]);
  }, 90_000);

  it('hides an archived or ended announcement from parents and teachers', async () => {
    const parent = await parentAt(centreA.id);
    const teacher = await signInAs(t.ctx, 'teacher', { centreId: centreA.id });
    const archived = await published({ audience: 'CENTRES', centreIds: [centreA.id] });
    const ended = await published({ audience: 'CENTRES', centreIds: [centreA.id] });
    expect(await idsOf(parent.token)).toEqual(expect.arrayContaining([archived, ended]));

    const archive = await call('POST', `/api/v2/admin/announcements/${archived}/archive`, admin.token);
    expect(archive.json()).toMatchObject({
      data: { status: 'ARCHIVED' },
      messageCode: 'success.announcementArchived',
    });
    expect(
      (await call('POST', `/api/v2/admin/announcements/${archived}/archive`, admin.token)).statusCode,
    ).toBe(409);
    await t.ctx.db.update(announcements).set({ endDate: '2020-01-01' }).where(eq(announcements.id, ended));

    expect(await idsOf(parent.token)).not.toContain(archived);
    expect(await idsOf(parent.token)).not.toContain(ended);
    expect((await call('GET', `/api/v2/parent/announcements/${archived}`, parent.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/v2/parent/announcements/${ended}`, parent.token)).statusCode).toBe(404);
    const teacherIds = (await call('GET', '/api/v2/center/announcements', teacher.token))
      .json()
      .data.map((item: { id: string }) => item.id);
    expect(teacherIds).not.toContain(archived);
    expect(teacherIds).not.toContain(ended);
  });

  it('reads Ended to its writers once the end date has passed, listed under Ended and no longer under Published, with its centres by name (issue 40)', async () => {
    const ended = await published({ audience: 'CENTRES', centreIds: [centreA.id, centreB.id] });
    const running = await published({ audience: 'CENTRES', centreIds: [centreA.id] });
    await t.ctx.db.update(announcements).set({ endDate: '2020-01-01' }).where(eq(announcements.id, ended));

    const detail = await call('GET', `/api/v2/admin/announcements/${ended}`, admin.token);
    expect(detail.json().data).toMatchObject({
      status: 'PUBLISHED',
      state: 'ENDED',
      centres: [centreA, centreB]
        .map(({ id, name }) => ({ id, name }))
        .sort((one, other) => one.name.localeCompare(other.name)),
    });
    const listed = async (state: string) =>
      (await call('GET', `/api/v2/admin/announcements?status=${state}&limit=100`, admin.token))
        .json()
        .data.map((item: { id: string; state: string }) => [item.id, item.state]);
    expect(await listed('ended')).toContainEqual([ended, 'ENDED']);
    expect(await listed('ended')).not.toContainEqual([running, 'PUBLISHED']);
    expect(await listed('published')).toContainEqual([running, 'PUBLISHED']);
    expect((await listed('published')).map(([id]: string[]) => id)).not.toContain(ended);
  });

  it('pins first for parents, filters and pages the admin list by status', async () => {
    const centre = await createCentre(t.ctx);
    const parent = await parentAt(centre.id);
    const pinned = await published({ audience: 'CENTRES', centreIds: [centre.id], pinned: true });
    const newer = await published({ audience: 'CENTRES', centreIds: [centre.id] });
    // Others to every centre from earlier tests are listed too, newest first, after the pinned one.
    const ids = await idsOf(parent.token);
    expect(ids[0]).toBe(pinned);
    expect(ids[1]).toBe(newer);

    const drafts = await call('GET', '/api/v2/admin/announcements?status=draft&limit=1', admin.token);
    expect(drafts.statusCode).toBe(200);
    expect(drafts.json().meta).toMatchObject({ page: 1, limit: 1 });
    expect(drafts.json().data.every((item: { status: string }) => item.status === 'DRAFT')).toBe(true);
    const bad = await call('GET', '/api/v2/admin/announcements?status=sent', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ messageCode: 'announcements.statusFilter' });
  });

  it('refuses what cannot be: unknown centres, an end before publication, editing a published one', async () => {
    const unknown = await draft({ audience: 'CENTRES', centreIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ messageCode: 'announcements.centreNotFound', field: 'centreIds' });
    const noCentres = await draft({ audience: 'CENTRES' });
    expect(noCentres.json()).toMatchObject({ messageCode: 'announcements.centres' });
    const control = await draft({ audience: 'ALL_CENTRES', title: 'Sports\u0085Day' });
    expect(control.statusCode).toBe(400);
    expect(control.json()).toMatchObject({ messageCode: 'common.unsafeText', field: 'title' });
    const past = await draft({ audience: 'ALL_CENTRES', endDate: '2020-01-01' });
    expect(past.json()).toMatchObject({ messageCode: 'announcements.endBeforePublish', field: 'endDate' });

    const id = await published({ audience: 'ALL_CENTRES' });
    const edit = await call('PUT', `/api/v2/admin/announcements/${id}`, admin.token, {
      title: 'Changed',
      body: 'Changed',
      audience: 'ALL_CENTRES',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ messageCode: 'announcements.notEditable' });
    const caption = await call(
      'PUT',
      `/api/v2/admin/announcements/${id}/images/00000000-0000-4000-8000-000000000000`,
      admin.token,
      { description: 'Changed' },
    );
    expect(caption.statusCode).toBe(409);
    const again = await call('POST', `/api/v2/admin/announcements/${id}/publish`, admin.token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageCode: 'announcements.notPublishable' });
  });

  it('edits a draft, finds centres by name, and takes up to five images kept like activity images', async () => {
    const id = (await draft({ audience: 'ALL_CENTRES' })).json().data.id as string;
    const edited = await call('PUT', `/api/v2/admin/announcements/${id}`, admin.token, {
      title: 'Sports day moved',
      body: 'Now on Friday',
      audience: 'CENTRES',
      centreIds: [centreB.id],
      years: [5, 4],
      endDate: '2100-01-01',
    });
    expect(edited.json().data).toMatchObject({
      title: 'Sports day moved',
      audience: 'CENTRES',
      centres: [{ id: centreB.id, name: centreB.name }],
      years: [4, 5],
      endDate: '2100-01-01',
    });
    const found = await call(
      'GET',
      `/api/v2/admin/announcements/centres?search=${encodeURIComponent(centreB.name)}`,
      admin.token,
    );
    expect(found.json().data).toEqual([{ id: centreB.id, name: centreB.name }]);

    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#40a080' } })
      .jpeg()
      .toBuffer();
    const upload = async () => {
      const form = await multipartBody({ description: 'The field' }, [
        { field: 'image', bytes: jpeg, type: 'image/jpeg', name: 'field.jpg' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v2/admin/announcements/${id}/images`,
        headers: { ...bearer(admin.token), ...form.headers },
        payload: form.payload,
      });
    };
    for (let count = 1; count <= 5; count += 1) {
      const added = await upload();
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().data.images).toHaveLength(count);
    }
    const sixth = await upload();
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({ messageCode: 'announcements.tooManyImages', field: 'image' });

    const images = (await call('GET', `/api/v2/admin/announcements/${id}`, admin.token)).json().data
      .images as {
      id: string;
      url: string;
      thumbnailUrl: string;
      description: string;
    }[];
    expect(images[0]).toMatchObject({ description: 'The field' });
    const file = await openSignedLink(t.app, images[0]?.url ?? '');
    expect(file.statusCode).toBe(200);
    // The orphan-photo sweep knows these files are named by rows.
    const keys = (await t.ctx.db.query.announcementImages.findMany()).flatMap((row) => [
      row.photoKey,
      row.thumbnailKey,
    ]);
    expect((await createPurgeRepository(t.ctx.db).referencedPhotoKeys(keys)).size).toBe(keys.length);

    // A saved image's caption changes, goes with an empty one, and keeps the caption's rules.
    const imageUrl = `/api/v2/admin/announcements/${id}/images/${images[1]?.id}`;
    const captioned = await call('PUT', imageUrl, admin.token, { description: '  The hall  ' });
    expect(captioned.statusCode).toBe(200);
    expect(captioned.json().data.images[1]).toMatchObject({ id: images[1]?.id, description: 'The hall' });
    const cleared = await call('PUT', imageUrl, admin.token, { description: '' });
    expect(cleared.json().data.images[1]).toMatchObject({ id: images[1]?.id, description: null });
    const tooLong = await call('PUT', imageUrl, admin.token, { description: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ messageCode: 'common.atMostCharacters', field: 'description' });
    const otherImage = await call(
      'PUT',
      `/api/v2/admin/announcements/${id}/images/00000000-0000-4000-8000-000000000000`,
      admin.token,
      { description: 'x' },
    );
    expect(otherImage.statusCode).toBe(404);

    const removed = await call(
      'DELETE',
      `/api/v2/admin/announcements/${id}/images/${images[0]?.id}`,
      admin.token,
    );
    expect(removed.json().data.images).toHaveLength(4);
    const gone = await call(
      'DELETE',
      `/api/v2/admin/announcements/${id}/images/${images[0]?.id}`,
      admin.token,
    );
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ messageCode: 'announcements.imageNotFound' });
  });

  it('refuses an admin without the ANNOUNCEMENT module', async () => {
    const other = await signInAs(t.ctx, 'admin', { modules: ['ACTIVITY'] });
    const refused = await call('GET', '/api/v2/admin/announcements', other.token);
    expect(refused.statusCode).toBe(403);
  });
});
