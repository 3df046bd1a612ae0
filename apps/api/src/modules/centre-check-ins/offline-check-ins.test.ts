import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { addChild } from '../../../test/centre-day-fixture';
import { appWithTwoCentres, checkInCalls, checkInFields } from '../../../test/check-in-request';
import { expectRefusal } from '../../../test/refusal';
import { signInAs } from '../../../test/sign-in';
import { sessions } from '../../db/schema/index';
import { checkInNotificationJob } from '../notifications';

const hour = 60 * 60 * 1000;

/** Records a phone kept offline and sends again with the id it made (issue 31). */
describe('check-ins sent with the id the phone made', () => {
  let t: TestApp;
  let centreA: { id: string };
  let centreB: { id: string };
  let teacherA: { token: string; id: string };
  let teacherB: { token: string };
  let jpeg: Buffer;

  beforeAll(async () => {
    ({ t, centreA, centreB, teacherA, teacherB } = await appWithTwoCentres());
    jpeg = await sharp({ create: { width: 48, height: 64, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  const form = checkInFields;
  const { postCheckIn, rowsOf, storedCheckInFiles } = checkInCalls(() => ({ t, jpeg }));

  /** The two refusals of the id the phone made: used for another child, or not a UUID. */
  const idRefusals = {
    otherChild: {
      status: 409,
      code: 'CONFLICT',
      messageCode: 'checkIns.clientIdOtherChild',
      message: 'This record id was already used for another child. Record it again.',
    },
    notUuid: {
      status: 400,
      code: 'VALIDATION_FAILED',
      messageCode: 'checkIns.clientId',
      message: 'The record id made on the device is not valid.',
    },
  };

  /** A record refused on the id the phone made stores nothing for the child. */
  async function expectIdRefused(childId: string, clientId: string, refusal: keyof typeof idRefusals) {
    const { status, ...envelope } = idRefusals[refusal];
    const response = await postCheckIn(teacherA.token, childId, form({ clientId }));
    expectRefusal(response, status, { ...envelope, field: 'clientId' });
    expect(await rowsOf(childId)).toHaveLength(0);
  }

  it('answers a repeat with the same record, storing one row and queueing one notice', async () => {
    const child = await addChild(t.ctx, centreA.id, 'Adam Tan');
    const clientId = randomUUID();
    const fields = form({ clientId });
    const send = vi.spyOn(t.ctx.jobs, 'send');
    try {
      const first = await postCheckIn(teacherA.token, child.id, fields);
      expect(first.statusCode, first.body).toBe(201);
      const again = await postCheckIn(teacherA.token, child.id, fields);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(send.mock.calls.filter(([name]) => name === checkInNotificationJob)).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
    const rows = await rowsOf(child.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.clientId).toBe(clientId);
  });

  it('keeps the capture time as the record time and when it arrived beside it', async () => {
    const child = await addChild(t.ctx, centreA.id, 'Bella Ong');
    const timestamp = new Date(Date.now() - 3 * hour).toISOString();
    const response = await postCheckIn(teacherA.token, child.id, form({ timestamp, clientId: randomUUID() }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.time).toBe(timestamp);
    const [row] = await rowsOf(child.id);
    expect(row?.recordedAt.toISOString()).toBe(timestamp);
    expect(row?.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a record taken before the session that signs it was opened (a back-dated check-out)', async () => {
    const fresh = await signInAs(t.ctx, 'teacher', { centreId: centreA.id });
    await t.ctx.db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.managerId, fresh.id));
    const child = await addChild(t.ctx, centreA.id, 'Back Dated');
    const response = await postCheckIn(
      fresh.token,
      child.id,
      form({ timestamp: new Date(Date.now() - hour).toISOString(), clientId: randomUUID() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'timestamp',
      message: 'This photo was taken before you signed in. Please take a new photo.',
    });
    expect(await rowsOf(child.id)).toHaveLength(0);
    expect((await postCheckIn(fresh.token, child.id, form({ clientId: randomUUID() }))).statusCode).toBe(201);
  });

  it('shows the admin both times of a record sent more than 10 minutes after it was taken', async () => {
    const admin = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });
    const detailOf = async (checkInId: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/admin/checkin/${checkInId}`,
          headers: { authorization: `Bearer ${admin.token}` },
        })
      ).json().data;
    const late = await addChild(t.ctx, centreA.id, 'Sent Later');
    const taken = new Date(Date.now() - 11 * 60_000).toISOString();
    const kept = await postCheckIn(
      teacherA.token,
      late.id,
      form({ timestamp: taken, clientId: randomUUID() }),
    );
    expect(await detailOf(kept.json().data.id)).toMatchObject({ time: taken, sentLater: true });
    const received = new Date((await detailOf(kept.json().data.id)).receivedAt).getTime();
    expect(received).toBeGreaterThan(Date.now() - 60_000);
    const onTime = await addChild(t.ctx, centreA.id, 'Sent At Once');
    const sent = await postCheckIn(teacherA.token, onTime.id, form({ clientId: randomUUID() }));
    expect(await detailOf(sent.json().data.id)).toMatchObject({ sentLater: false });
  });

  it('answers a repeated check-out with its collector, after the day moved on', async () => {
    const child = await addChild(t.ctx, centreA.id, 'Chong Wei');
    const checkIn = await postCheckIn(teacherA.token, child.id, form({ clientId: randomUUID() }));
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const out = form({
      status: 'CHECKOUT',
      collectedBy: 'other',
      collectedByName: 'Aunt May',
      clientId: randomUUID(),
    });
    const first = await postCheckIn(teacherA.token, child.id, out);
    expect(first.statusCode, first.body).toBe(201);
    const again = await postCheckIn(teacherA.token, child.id, out);
    expect(again.json()).toEqual(first.json());
    expect(again.json().data.collectedBy).toEqual({ kind: 'OTHER', name: 'Aunt May', relationship: null });
    expect(await rowsOf(child.id)).toHaveLength(2);
  });

  it('stores one record and one photo when the same record arrives twice at once', async () => {
    const child = await addChild(t.ctx, centreA.id, 'Omar Hakim');
    const before = await storedCheckInFiles();
    const fields = form({ clientId: randomUUID() });
    const responses = await Promise.all([
      postCheckIn(teacherA.token, child.id, fields),
      postCheckIn(teacherA.token, child.id, fields),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    const [one, two] = responses.map((response) => response.json());
    expect(two).toEqual(one);
    const rows = await rowsOf(child.id);
    expect(rows).toHaveLength(1);
    const added = (await storedCheckInFiles()).filter((name) => !before.includes(name));
    expect(added).toEqual([path.basename(rows[0]?.photoKey ?? '')]);
  });

  it('refuses an id already used for another child, with the message and its field', async () => {
    const one = await addChild(t.ctx, centreA.id, 'Dina Lee');
    const two = await addChild(t.ctx, centreA.id, 'Eva Goh');
    const clientId = randomUUID();
    expect((await postCheckIn(teacherA.token, one.id, form({ clientId }))).statusCode).toBe(201);
    await expectIdRefused(two.id, clientId, 'otherChild');
  });

  it('keeps centres apart: the same id in another centre is another record', async () => {
    const here = await addChild(t.ctx, centreA.id, 'Farah Aziz');
    const there = await addChild(t.ctx, centreB.id, 'Gopal Raj');
    const clientId = randomUUID();
    expect((await postCheckIn(teacherA.token, here.id, form({ clientId }))).statusCode).toBe(201);
    const other = await postCheckIn(teacherB.token, there.id, form({ clientId }));
    expect(other.statusCode, other.body).toBe(201);
    expect(await rowsOf(there.id)).toHaveLength(1);
  });

  it('answers an id that is not a UUID with the envelope on clientId, storing nothing', async () => {
    const child = await addChild(t.ctx, centreA.id, 'Hana Yusof');
    await expectIdRefused(child.id, 'phone-1', 'notUuid');
  });

  it('still refuses a new record for a child another phone recorded meanwhile', async () => {
    const child = await addChild(t.ctx, centreA.id, 'Ilham Musa');
    expect((await postCheckIn(teacherA.token, child.id, form())).statusCode).toBe(201);
    const waiting = await postCheckIn(
      teacherA.token,
      child.id,
      form({ clientId: randomUUID(), timestamp: new Date(Date.now() - 30_000).toISOString() }),
    );
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({ messageCode: 'checkIns.alreadyCheckedIn', field: 'status' });
  });
});
