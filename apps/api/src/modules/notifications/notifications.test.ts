import { checkInNotice } from '@cic/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi, type Method } from '../../../test/call-api';
import { addChild } from '../../../test/centre-day-fixture';
import { buildDeliveringTestApp, type DeliveringTestApp } from '../../../test/delivering-test-app';
import { startFakePushService } from '../../../test/fake-push-service';
import { multipartBody } from '../../../test/multipart-body';
import { readMail } from '../../../test/received-mail';
import { expectRefusal } from '../../../test/refusal';
import { bearer, createCentre, signInAs } from '../../../test/sign-in';
import { settle, until } from '../../../test/waits';
import {
  checkIns,
  children,
  families,
  familyMembers,
  notificationDeliveries,
  parents as parentsTable,
  pushSubscriptions,
} from '../../db/schema/index';
import { checkInNotificationHandler } from './notification-jobs';

/** A call to a parent's notification settings, at `url` below them. */
const notificationSettings = (
  app: TestApp['app'],
  token: string,
  method: Method,
  url = '',
  payload?: object,
) => callApi(app, token, method, `/api/v2/parent/notifications${url}`, payload);

describe('notifications at check-in and check-out', () => {
  let t: DeliveringTestApp;
  let teacher: { token: string; centreId: string; name: string };
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await buildDeliveringTestApp({
      jobs: true,
    });
    const centre = await createCentre(t.ctx);
    const signedIn = await signInAs(t.ctx, 'teacher', { centreId: centre.id });
    teacher = { token: signedIn.token, centreId: centre.id, name: signedIn.name ?? '' };
    jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c08040' } })
      .jpeg()
      .toBuffer();
  }, 120_000);

  afterAll(() => t.close(), 60_000);

  /** A child in a family of its own with the given parents signed in. */
  async function familyWith(parentCount: number) {
    const [family] = await t.ctx.db.insert(families).values({ namedAfter: 'Test' }).returning();
    if (!family) throw new Error('family not created');
    const child = await addChild(t.ctx, teacher.centreId, `Child ${family.id.slice(0, 6)}`);
    await t.ctx.db.update(children).set({ familyId: family.id }).where(eq(children.id, child.id));
    const parents = [];
    for (let index = 0; index < parentCount; index += 1) {
      const signedIn = await signInAs(t.ctx, 'parent');
      const parent = { token: signedIn.token, id: signedIn.id, email: signedIn.email ?? '' };
      await t.ctx.db
        .insert(familyMembers)
        .values({ familyId: family.id, parentId: parent.id, relation: index === 0 ? 'mother' : 'father' });
      parents.push(parent);
    }
    return { child, parents };
  }

  async function record(
    childId: string,
    status: 'CHECKIN' | 'CHECKOUT',
    temperature = '36.8',
    collector: Record<string, string> = {},
  ) {
    const body = await multipartBody(
      { temperature, status, note: '', schoolPackage: '', timestamp: new Date().toISOString(), ...collector },
      [{ field: 'image', bytes: jpeg, type: 'image/jpeg', name: 'photo.jpg' }],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/center/students/${childId}/check-in`,
      headers: { ...bearer(teacher.token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; time: string };
  }

  const mailsTo = (email: string) =>
    t.mailsTo(email).map((mail) => ({ to: mail.to, subject: readMail(mail).subject }));

  it('sends one e-mail to each parent of the child and one push to each subscribed device, none to other families', async () => {
    const { child, parents } = await familyWith(2);
    const [mother, father] = parents as [(typeof parents)[0], (typeof parents)[0]];
    const other = await familyWith(1);
    const otherParent = other.parents[0];
    if (!otherParent) throw new Error('no parent');
    const device = await t.subscribeParentDevice(mother.token);
    const otherDevice = await t.subscribeParentDevice(otherParent.token);

    const checkIn = await record(child.id, 'CHECKIN');
    const expected = checkInNotice({
      childName: child.name,
      status: 'CHECKIN',
      recordedAt: checkIn.time,
      temperature: 36.8,
      teacherName: teacher.name,
      link: `http://localhost:3000/parent/children/${child.id}/check-in`,
    });
    await until(() => mailsTo(mother.email).length === 1 && mailsTo(father.email).length === 1);
    await until(() => t.push.received(device.endpoint).length === 1);
    await settle();

    expect(mailsTo(mother.email)).toEqual([{ to: [mother.email], subject: expected.title }]);
    expect(mailsTo(father.email)).toHaveLength(1);
    expect(mailsTo(otherParent.email)).toHaveLength(0);
    expect(t.push.received(otherDevice.endpoint)).toHaveLength(0);
    const [delivered] = t.push.received(device.endpoint);
    expect(JSON.parse(delivered?.payload ?? '')).toEqual({
      title: expected.title,
      body: expected.shortText,
      url: expected.link,
      tag: `check-in:${checkIn.id}`,
    });
    expect(delivered?.vapidKey).toBe(t.ctx.config.webPush.publicKey);

    // The job run again (a retry after a crash) sends nothing twice.
    const again = await checkInNotificationHandler(t.ctx)({ checkInId: checkIn.id });
    expect(again).toEqual({ sent: 0, skipped: 3, failed: 0, gone: 0 });
    expect(mailsTo(mother.email)).toHaveLength(1);
    expect(t.push.received(device.endpoint)).toHaveLength(1);
  });

  it('says plainly when the temperature is a fever and when someone not on the list collected the child', async () => {
    const { child, parents } = await familyWith(1);
    const mother = parents[0];
    if (!mother) throw new Error('no parent');
    const checkIn = await record(child.id, 'CHECKIN', '38.2');
    await until(() => mailsTo(mother.email).length === 1);
    const checkOut = await record(child.id, 'CHECKOUT', '36.9', {
      collectedBy: 'other',
      collectedByName: 'Uncle Raju',
    });
    await until(() => mailsTo(mother.email).length === 2);
    const link = `http://localhost:3000/parent/children/${child.id}/check-in`;
    const common = { childName: child.name, teacherName: teacher.name, link };
    const fever = checkInNotice({
      ...common,
      status: 'CHECKIN',
      recordedAt: checkIn.time,
      temperature: 38.2,
      fever: true,
    });
    const other = checkInNotice({
      ...common,
      status: 'CHECKOUT',
      recordedAt: checkOut.time,
      temperature: 36.9,
      collectedBy: { name: 'Uncle Raju', other: true },
    });
    const bodies = t.smtp.received.filter((mail) => mail.to.includes(mother.email)).map((mail) => mail.raw);
    expect(fever.text).toContain('fever');
    expect(other.text).toContain('Uncle Raju');
    expect(bodies[0]).toContain('fever');
    expect(bodies[1]).toContain('Uncle Raju');
    expect(mailsTo(mother.email).map((mail) => mail.subject)).toEqual([fever.title, other.title]);
  });

  it("names the parent who collected the child by relation in the reader's language (issue 27)", async () => {
    const { child, parents } = await familyWith(2);
    const [mother, father] = parents as [(typeof parents)[0], (typeof parents)[0]];
    await t.ctx.db.update(parentsTable).set({ language: 'ms' }).where(eq(parentsTable.id, mother.id));
    await record(child.id, 'CHECKIN');
    await record(child.id, 'CHECKOUT', '36.8', { collectedBy: `parent:${father.id}` });
    await until(() => mailsTo(mother.email).length === 2 && mailsTo(father.email).length === 2);
    const textOf = (email: string) =>
      t.smtp.received
        .filter((mail) => mail.to.includes(email))
        .map((mail) => mail.raw.replace(/=\r?\n/g, ''))
        .join('\n');
    expect(textOf(mother.email)).toMatch(/Diambil oleh: [^\n]+ \(bapa\)\./);
    expect(textOf(mother.email)).not.toContain('(father)');
    expect(textOf(father.email)).toMatch(/Collected by: [^\n]+ \(father\)\./);
  });

  it('sends no e-mail to a parent who turned e-mail off, and still pushes to their device', async () => {
    const { child, parents } = await familyWith(1);
    const parent = parents[0];
    if (!parent) throw new Error('no parent');
    const off = await notificationSettings(t.app, parent.token, 'PUT', '/email', { email: false });
    expect(off.json().data).toMatchObject({ email: false });
    const device = await t.subscribeParentDevice(parent.token);

    await record(child.id, 'CHECKIN');
    await until(() => t.push.received(device.endpoint).length === 1);
    await settle();
    expect(mailsTo(parent.email)).toHaveLength(0);
  });

  it('saves the check-in while the mail server fails, and retries the job until the e-mail goes, pushing once', async () => {
    const { child, parents } = await familyWith(1);
    const parent = parents[0];
    if (!parent) throw new Error('no parent');
    const device = await t.subscribeParentDevice(parent.token);
    t.refuseMail(1);

    const started = Date.now();
    const checkIn = await record(child.id, 'CHECKIN');
    // The answer does not wait for mail or push.
    expect(Date.now() - started).toBeLessThan(5_000);
    const saved = await t.ctx.db.select().from(checkIns).where(eq(checkIns.id, checkIn.id));
    expect(saved).toHaveLength(1);

    await until(() => mailsTo(parent.email).length === 1);
    await settle();
    expect(t.mailRefusalsLeft()).toBe(0);
    expect(mailsTo(parent.email)).toHaveLength(1);
    expect(t.push.received(device.endpoint)).toHaveLength(1);
    const deliveries = await t.ctx.db.select().from(notificationDeliveries);
    expect(
      deliveries.find((row) => row.dedupeKey === `check-in:${checkIn.id}:email:${parent.id}`)?.status,
    ).toBe('sent');
  });

  it('deletes a subscription the push service answers 410 for, and still e-mails', async () => {
    const { child, parents } = await familyWith(1);
    const parent = parents[0];
    if (!parent) throw new Error('no parent');
    const device = await t.subscribeParentDevice(parent.token);
    t.push.answer(device.endpoint, 410);

    await record(child.id, 'CHECKIN');
    await until(async () => {
      const rows = await t.ctx.db.select().from(pushSubscriptions);
      return !rows.some((row) => row.endpoint === device.endpoint);
    });
    await until(() => mailsTo(parent.email).length === 1);
    const settings = await notificationSettings(t.app, parent.token, 'GET');
    expect(settings.json().data.pushEndpoints).toEqual([]);
  });
});

describe('notification settings', () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startFakePushService>>;

  beforeAll(async () => {
    push = await startFakePushService();
    t = await buildTestApp({ jobs: true, env: { PUSH_SERVICE_ORIGINS: push.origin } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await push.close();
  }, 60_000);

  it('shows both e-mails and the messages on, the server’s push key and no device at first', async () => {
    const parent = await signInAs(t.ctx, 'parent');
    const response = await notificationSettings(t.app, parent.token, 'GET');
    expect(response.json()).toEqual({
      success: true,
      data: {
        email: true,
        announcementEmail: true,
        messages: true,
        pushPublicKey: t.ctx.config.webPush.publicKey,
        pushEndpoints: [],
      },
    });
  });

  it('turns announcement e-mails off and on without touching the check-in e-mails', async () => {
    const parent = await signInAs(t.ctx, 'parent');
    const put = (payload: object) =>
      notificationSettings(t.app, parent.token, 'PUT', '/announcement-email', payload);
    const off = await put({ announcementEmail: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ email: true, announcementEmail: false });
    const on = await put({ announcementEmail: true });
    expect(on.json().data).toMatchObject({ email: true, announcementEmail: true });
    const wrong = await put({ announcementEmail: 'no' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      messageCode: 'announcements.emailSwitch',
      field: 'announcementEmail',
    });
  });

  it('turns message notices off and on without touching the e-mails; anything but a switch is refused', async () => {
    const parent = await signInAs(t.ctx, 'parent');
    const put = (payload: object) => notificationSettings(t.app, parent.token, 'PUT', '/messages', payload);
    const off = await put({ messages: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ email: true, announcementEmail: true, messages: false });
    expect((await notificationSettings(t.app, parent.token, 'GET')).json().data.messages).toBe(false);
    const on = await put({ messages: true });
    expect(on.json().data).toMatchObject({ messages: true });
    expectRefusal(await put({ messages: 'no' }), 400, {
      code: 'VALIDATION_FAILED',
      message: 'Message notifications must be on or off',
      field: 'messages',
    });
  });

  it('subscribes and unsubscribes a device; an endpoint outside the push services is refused', async () => {
    const parent = await signInAs(t.ctx, 'parent');
    const device = push.subscribe();
    const refused = await notificationSettings(t.app, parent.token, 'POST', '/push', {
      ...device,
      endpoint: 'https://attacker.example/collect',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'endpoint' });
    const badKey = await notificationSettings(t.app, parent.token, 'POST', '/push', {
      ...device,
      keys: { ...device.keys, p256dh: 'short' },
    });
    expect(badKey.statusCode).toBe(400);

    const added = await notificationSettings(t.app, parent.token, 'POST', '/push', device);
    expect(added.json().data.pushEndpoints).toEqual([device.endpoint]);
    const removed = await notificationSettings(t.app, parent.token, 'POST', '/push/remove', {
      endpoint: device.endpoint,
    });
    expect(removed.json().data.pushEndpoints).toEqual([]);
  });

  it('moves a device to the parent who subscribes it last, and keeps ten devices per parent', async () => {
    const first = await signInAs(t.ctx, 'parent');
    const second = await signInAs(t.ctx, 'parent');
    const shared = push.subscribe();
    for (const parent of [first, second]) {
      await notificationSettings(t.app, parent.token, 'POST', '/push', shared);
    }
    const settingsOf = async (token: string) => (await notificationSettings(t.app, token, 'GET')).json().data;
    expect((await settingsOf(first.token)).pushEndpoints).toEqual([]);
    expect((await settingsOf(second.token)).pushEndpoints).toEqual([shared.endpoint]);

    for (let index = 0; index < 11; index += 1) {
      await notificationSettings(t.app, second.token, 'POST', '/push', push.subscribe());
    }
    const kept = (await settingsOf(second.token)).pushEndpoints as string[];
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(shared.endpoint);
  });

  it('sends a test notification to e-mail and each device, at most one a minute', async () => {
    const parent = await signInAs(t.ctx, 'parent');
    const device = push.subscribe();
    await notificationSettings(t.app, parent.token, 'POST', '/push', device);
    const sent = await notificationSettings(t.app, parent.token, 'POST', '/test');
    expect(sent.json()).toMatchObject({ success: true, data: { email: true, devices: 1 } });
    await until(() => push.received(device.endpoint).length === 1);
    expect(JSON.parse(push.received(device.endpoint)[0]?.payload ?? '').title).toBe(
      'CIC Connect test notification',
    );

    const again = await notificationSettings(t.app, parent.token, 'POST', '/test');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('refuses a test notification when every channel is off', async () => {
    const parent = await signInAs(t.ctx, 'parent');
    await notificationSettings(t.app, parent.token, 'PUT', '/email', { email: false });
    const refused = await notificationSettings(t.app, parent.token, 'POST', '/test');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Turn on e-mail or push notifications first.');
  });
});
