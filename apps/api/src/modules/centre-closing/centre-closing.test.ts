import { closingNotice } from '@cic/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi, type Method } from '../../../test/call-api';
import { addCentre, addChild, addManager, addRecord, klInstant } from '../../../test/centre-day-fixture';
import { buildDeliveringTestApp, type DeliveringTestApp } from '../../../test/delivering-test-app';
import { signInAs } from '../../../test/sign-in';
import { centres, managers } from '../../db/schema/index';
import { centreClosingHandler } from './closing-job';

const today = '2026-11-27';
const yesterday = '2026-11-26';

describe('the closing-time check', () => {
  let t: DeliveringTestApp;
  let now = klInstant(today, '07:00');

  beforeAll(async () => {
    t = await buildDeliveringTestApp({
      clock: () => now,
    });
  }, 120_000);

  afterAll(() => t.close(), 60_000);

  const run = () => centreClosingHandler(t.ctx)();
  /** The mail's text with its quoted-printable soft line breaks joined. */
  const textOf = (raw: string) => raw.replace(/=\r?\n/g, '');

  /**
   * A centre closing at `closingTime` with a head of centre (e-mail and a device, in `language`),
   * teacher A (a device, no e-mail) who checked in Aina and Badrul today, teacher B who checked
   * Chong in and out today, and Dewi checked in yesterday by B and never out.
   */
  async function centreDay(name: string, closingTime: string, language: 'en' | 'ms' = 'en') {
    const centre = await addCentre(t.ctx, name);
    await t.ctx.db.update(centres).set({ closingTime }).where(eq(centres.id, centre.id));
    const head = await addManager(t.ctx, centre.id, 'Head', {
      superManager: true,
      email: `head-${centre.id.slice(0, 8)}@test.example`,
    });
    await t.ctx.db.update(managers).set({ language }).where(eq(managers.id, head.id));
    const teacherA = await addManager(t.ctx, centre.id, 'Teacher A');
    const teacherB = await addManager(t.ctx, centre.id, 'Teacher B');
    const [aina, badrul, chong, dewi] = await Promise.all(
      ['Aina', 'Badrul', 'Chong', 'Dewi'].map((child) => addChild(t.ctx, centre.id, `${child} ${name}`)),
    );
    if (!aina || !badrul || !chong || !dewi) throw new Error('children not created');
    const record = (childId: string, managerId: string, status: 'CHECKIN' | 'CHECKOUT', at: Date) =>
      addRecord(t.ctx, { childId, centreId: centre.id, managerId, status, at });
    await record(aina.id, teacherA.id, 'CHECKIN', klInstant(today, '08:00'));
    await record(badrul.id, teacherA.id, 'CHECKIN', klInstant(today, '08:10'));
    await record(chong.id, teacherB.id, 'CHECKIN', klInstant(today, '08:20'));
    await record(chong.id, teacherB.id, 'CHECKOUT', klInstant(today, '17:00'));
    await record(dewi.id, teacherB.id, 'CHECKIN', klInstant(yesterday, '08:00'));
    const devices = {
      head: await t.subscribeStaffDevice(head.id),
      teacherA: await t.subscribeStaffDevice(teacherA.id),
    };
    return { centre, head, teacherA, teacherB, children: { aina, badrul, chong, dewi }, devices };
  }

  it('tells nobody before closing time, then each person once: the head of every child, a teacher of their own', async () => {
    const day = await centreDay('Seri', '18:30');
    const teacherBDevice = await t.subscribeStaffDevice(day.teacherB.id);
    const headEmail = day.head.email ?? '';

    now = klInstant(today, '18:25');
    await run();
    expect(t.mailsTo(headEmail)).toHaveLength(0);
    expect(t.push.received(day.devices.head.endpoint)).toHaveLength(0);

    now = klInstant(today, '18:30');
    await run();
    const stillIn = [day.children.aina.name, day.children.badrul.name];
    const expected = closingNotice(
      {
        centreName: day.centre.name,
        childNames: stillIn,
        closingTime: '18:30',
        day: today,
        link: 'http://localhost:3000/app/teacher/checkin',
      },
      'en',
    );
    const [mail] = t.mailsTo(headEmail);
    expect(t.mailsTo(headEmail)).toHaveLength(1);
    expect(textOf(mail?.raw ?? '')).toContain(`- ${day.children.aina.name}`);
    expect(textOf(mail?.raw ?? '')).not.toContain(day.children.chong.name);
    expect(textOf(mail?.raw ?? '')).not.toContain(day.children.dewi.name);
    const [headPush] = t.push.received(day.devices.head.endpoint);
    expect(JSON.parse(headPush?.payload ?? '')).toEqual({
      title: expected.title,
      body: expected.shortText,
      url: expected.link,
      tag: `closing:${day.centre.id}:${today}`,
    });
    const [teacherPush] = t.push.received(day.devices.teacherA.endpoint);
    expect(JSON.parse(teacherPush?.payload ?? '').body).toBe(expected.shortText);
    // Teacher B's children were checked out, or are yesterday's: nothing to tell them.
    expect(t.push.received(teacherBDevice.endpoint)).toHaveLength(0);
    const [centre] = await t.ctx.db.select().from(centres).where(eq(centres.id, day.centre.id));
    expect(centre?.closingCheckedOn).toBe(today);

    // The next runs of the day send nothing more.
    now = klInstant(today, '18:35');
    await run();
    await run();
    expect(t.mailsTo(headEmail)).toHaveLength(1);
    expect(t.push.received(day.devices.head.endpoint)).toHaveLength(1);
    expect(t.push.received(day.devices.teacherA.endpoint)).toHaveLength(1);
  });

  it('retries a message that failed, sending nothing twice', async () => {
    const day = await centreDay('Melur', '18:40');
    const headEmail = day.head.email ?? '';
    now = klInstant(today, '18:45');
    t.refuseMail(1);
    await expect(run()).rejects.toThrow();
    expect(t.mailsTo(headEmail)).toHaveLength(0);
    expect(t.push.received(day.devices.head.endpoint)).toHaveLength(1);
    const [unmarked] = await t.ctx.db.select().from(centres).where(eq(centres.id, day.centre.id));
    expect(unmarked?.closingCheckedOn).toBeNull();

    await run();
    expect(t.mailsTo(headEmail)).toHaveLength(1);
    expect(t.push.received(day.devices.head.endpoint)).toHaveLength(1);
    expect(t.push.received(day.devices.teacherA.endpoint)).toHaveLength(1);
  });

  it("follows each centre's own closing time and writes in each person's language", async () => {
    const day = await centreDay('Kenanga', '20:00', 'ms');
    const headEmail = day.head.email ?? '';
    now = klInstant(today, '19:55');
    await run();
    expect(t.mailsTo(headEmail)).toHaveLength(0);

    now = klInstant(today, '20:05');
    await run();
    expect(t.mailsTo(headEmail)).toHaveLength(1);
    const [headPush] = t.push.received(day.devices.head.endpoint);
    expect(JSON.parse(headPush?.payload ?? '').title).toBe(
      `2 kanak-kanak masih didaftar masuk di ${day.centre.name}`,
    );
    const [teacherPush] = t.push.received(day.devices.teacherA.endpoint);
    expect(JSON.parse(teacherPush?.payload ?? '').title).toBe(
      `2 children are still checked in at ${day.centre.name}`,
    );
  });
});

describe('push on a teacher’s device', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUSH_SERVICE_ORIGINS: 'https://push.example' } });
  }, 120_000);

  afterAll(async () => {
    await t.close();
  }, 60_000);

  const subscription = (id: string) => ({
    endpoint: `https://push.example/device/${id}`,
    keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) },
  });
  /** A call to the notification settings of `side`: the parent's, or a teacher's or head of centre's. */
  const settings = (side: 'parent' | 'center', token: string, method: Method, url = '', payload?: object) =>
    callApi(t.app, token, method, `/api/v2/${side}/notifications${url}`, payload);

  it('keeps, lists and removes the devices of a teacher or head of centre, and takes a device from a parent', async () => {
    const teacher = await signInAs(t.ctx, 'teacher');
    const parent = await signInAs(t.ctx, 'parent');
    const shared = subscription('shared');
    const parentAdd = await settings('parent', parent.token, 'POST', '/push', shared);
    expect(parentAdd.statusCode, parentAdd.body).toBe(200);

    const added = await settings('center', teacher.token, 'POST', '/push', shared);
    expect(added.statusCode, added.body).toBe(200);
    // A test teacher has no e-mail address, so no message e-mails (decision 114).
    expect(added.json().data).toEqual({
      pushPublicKey: t.ctx.config.webPush.publicKey,
      pushEndpoints: [shared.endpoint],
      messageEmails: false,
      messageEmailAddress: null,
    });
    const parentSettings = await settings('parent', parent.token, 'GET');
    expect(parentSettings.json().data.pushEndpoints).toEqual([]);

    const listed = await settings('center', teacher.token, 'GET');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.pushEndpoints).toEqual([shared.endpoint]);

    const removed = await settings('center', teacher.token, 'POST', '/push/remove', {
      endpoint: shared.endpoint,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.pushEndpoints).toEqual([]);
  });

  it('refuses an endpoint outside the known push services with the envelope', async () => {
    const head = await signInAs(t.ctx, 'super manager');
    const response = await settings('center', head.token, 'POST', '/push', {
      ...subscription('x'),
      endpoint: 'https://attacker.example/x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      messageCode: 'notifications.pushNotSupported',
      field: 'endpoint',
    });
  });
});
