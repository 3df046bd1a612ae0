import { randomUUID } from 'node:crypto';
import { kualaLumpurInstant, messageText } from '@cic/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMailKeepingTestApp, type MailKeepingTestApp } from '../../../test/build-test-app';
import { uploadPhoto } from '../../../test/care-photo';
import { addCentre } from '../../../test/centre-day-fixture';
import { addNeighbouringFamilies } from '../../../test/neighbouring-families';
import { keepQueuedJobs, type QueuedJob } from '../../../test/queued-jobs';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';
import { auditLog, managers } from '../../db/schema/index';
import { type DoseOverdueData, doseOverdueHandler, doseOverdueJob } from './overdue-job';

type Caller = { token: string; id: string };
const day = '2026-03-11';
const at = (time: string, date = day) => kualaLumpurInstant(date, time);

describe('medication', () => {
  let t: MailKeepingTestApp;
  let now = at('07:30');
  let queued: QueuedJob[];
  let teacher: Caller & { name: string };
  let head: Caller & { name: string };
  let foreignHead: Caller;
  let mother: Caller;
  let neighbour: Caller;
  let aisyah: string;
  let adam: string;

  beforeAll(async () => {
    t = await buildMailKeepingTestApp({ clock: () => now });
    queued = keepQueuedJobs(t.ctx);
    const bangsar = await addCentre(t.ctx, 'CIC Bangsar');
    const cheras = await addCentre(t.ctx, 'CIC Cheras');
    teacher = (await signInAs(t.ctx, 'teacher', { centreId: bangsar.id })) as typeof teacher;
    head = (await signInAs(t.ctx, 'super manager', { centreId: bangsar.id })) as typeof head;
    await t.ctx.db.update(managers).set({ email: 'head@bangsar.test' }).where(eq(managers.id, head.id));
    foreignHead = await signInAs(t.ctx, 'super manager', { centreId: cheras.id });
    ({ mother, neighbour, aisyah, adam } = await addNeighbouringFamilies(
      t.ctx,
      bangsar.id,
      teacher.id,
      at('07:45'),
    ));
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = at('07:50');
    queued.length = 0;
    t.outbox.length = 0;
  });

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v2${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const labelPhoto = async (token = mother.token) => {
    const response = await uploadPhoto(t.app, token, '/api/v2/parent/medication/photos');
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };
  const request = async (body: object = {}) => ({
    medicineName: 'Paracetamol syrup',
    dose: '5 ml',
    timesOfDay: ['12:00'],
    from: day,
    to: '2026-03-13',
    labelPhotoId: await labelPhoto(),
    ...body,
  });
  const authorise = async (body: object = {}) => {
    const response = await call(
      'POST',
      `/parent/children/${aisyah}/medication`,
      mother.token,
      await request(body),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; status: string; labelPhoto: { url: string } | null };
  };
  const accepted = async (body: object = {}) => {
    const { id } = await authorise(body);
    const response = await call('POST', `/center/medication/${id}/accept`, head.token);
    expect(response.statusCode, response.body).toBe(200);
    return id;
  };
  const given = (slot: string | null, time: string, body: object = {}) => ({
    slot,
    outcome: 'GIVEN',
    at: at(time).toISOString(),
    amount: '5 ml',
    ...body,
  });
  const refusedAt = (field: string, key: Parameters<typeof messageText>[0]) => ({
    code: 'VALIDATION_FAILED',
    message: messageText(key),
    messageCode: key,
    field,
  });

  it('refuses a request without times or when needed, ending before it starts, or without a label photo', async () => {
    const path = `/parent/children/${aisyah}/medication`;
    expectRefusal(
      await call('POST', path, mother.token, await request({ timesOfDay: [] })),
      400,
      refusedAt('timesOfDay', 'medication.timesOrWhenNeeded'),
    );
    expectRefusal(
      await call('POST', path, mother.token, await request({ timesOfDay: [], whenNeeded: true })),
      400,
      refusedAt('condition', 'medication.condition'),
    );
    expectRefusal(
      await call('POST', path, mother.token, await request({ to: '2026-03-10' })),
      400,
      refusedAt('to', 'medication.toBeforeFrom'),
    );
    const { labelPhotoId: _, ...withoutPhoto } = await request();
    expectRefusal(
      await call('POST', path, mother.token, withoutPhoto),
      400,
      refusedAt('labelPhotoId', 'medication.labelPhoto'),
    );
    expectRefusal(
      await call('POST', path, mother.token, await request({ from: '2026-03-10' })),
      400,
      refusedAt('from', 'medication.fromPast'),
    );
    // Another parent's upload is not this parent's label.
    expectRefusal(
      await call(
        'POST',
        path,
        mother.token,
        await request({ labelPhotoId: await labelPhoto(neighbour.token) }),
      ),
      404,
      {
        code: 'NOT_FOUND',
        message: messageText('medication.photoNotFound'),
        field: 'labelPhotoId',
      },
    );
  });

  it('keeps the label photo behind a signed link, and lets only the head of centre accept', async () => {
    const { id, status, labelPhoto: photo } = await authorise();
    expect(status).toBe('PENDING');
    const link = new URL(photo?.url ?? '');
    expect((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode).toBe(200);

    const list = await call('GET', '/center/medication', teacher.token);
    expect(list.json().data.pending.map((row: { id: string }) => row.id)).toContain(id);
    expect((await call('POST', `/center/medication/${id}/accept`, teacher.token)).statusCode).toBe(403);
    expectRefusal(await call('POST', `/center/medication/${id}/accept`, foreignHead.token), 404, {
      code: 'NOT_FOUND',
      message: messageText('medication.notFound'),
    });
    const answer = await call('POST', `/center/medication/${id}/accept`, head.token);
    expect(answer.json().data).toMatchObject({
      status: 'ACCEPTED',
      decidedBy: { id: head.id, name: head.name },
    });
    expectRefusal(await call('POST', `/center/medication/${id}/accept`, head.token), 409, {
      code: 'CONFLICT',
      message: messageText('medication.notPending'),
    });
  });

  it('declines with a reason, and a declined or pending medicine is never given', async () => {
    const pending = await authorise();
    expectRefusal(
      await call('POST', `/center/medication/${pending.id}/doses`, teacher.token, given('12:00', '12:05')),
      409,
      {
        code: 'CONFLICT',
        message: messageText('medication.notAccepted'),
      },
    );
    expectRefusal(
      await call('POST', `/center/medication/${pending.id}/decline`, head.token, {}),
      400,
      refusedAt('reason', 'medication.declineReason'),
    );
    const declined = await call('POST', `/center/medication/${pending.id}/decline`, head.token, {
      reason: 'Needs a doctor',
    });
    expect(declined.json().data).toMatchObject({ status: 'DECLINED', declineReason: 'Needs a doctor' });
    now = at('12:10');
    expect(
      (await call('POST', `/center/medication/${pending.id}/doses`, teacher.token, given('12:00', '12:05')))
        .statusCode,
    ).toBe(409);
  });

  it('records a dose once per time, refuses one outside the dates, and shows it on the list and the timeline', async () => {
    const id = await accepted({ timesOfDay: ['09:00', '15:00'] });
    now = at('09:05');
    const outside = await call('POST', `/center/medication/${id}/doses`, teacher.token, {
      ...given('09:00', '09:00'),
      at: at('09:00', '2026-03-10').toISOString(),
    });
    expectRefusal(outside, 409, { code: 'CONFLICT', message: messageText('medication.outsideDates') });
    expectRefusal(
      await call(
        'POST',
        `/center/medication/${id}/doses`,
        teacher.token,
        given('09:00', '09:02', { amount: '' }),
      ),
      400,
      refusedAt('amount', 'medication.amount'),
    );
    expectRefusal(
      await call('POST', `/center/medication/${id}/doses`, teacher.token, given('10:00', '09:02')),
      400,
      refusedAt('slot', 'medication.noSuchTime'),
    );
    const dose = await call('POST', `/center/medication/${id}/doses`, teacher.token, given('09:00', '09:02'));
    expect(dose.statusCode, dose.body).toBe(201);
    expect(dose.json().data).toMatchObject({
      outcome: 'GIVEN',
      amount: '5 ml',
      recordedBy: { name: teacher.name },
    });
    expectRefusal(
      await call('POST', `/center/medication/${id}/doses`, teacher.token, given('09:00', '09:03')),
      409,
      {
        code: 'CONFLICT',
        message: messageText('medication.doseRecorded'),
      },
    );

    now = at('15:31');
    const list = (await call('GET', '/center/medication', head.token)).json().data;
    const mine = list.due.filter((row: { authorisationId: string }) => row.authorisationId === id);
    expect(mine).toMatchObject([
      { slot: '09:00', overdue: false, doses: [{ outcome: 'GIVEN' }] },
      { slot: '15:00', overdue: true, doses: [] },
    ]);
    const notGiven = await call('POST', `/center/medication/${id}/doses`, teacher.token, {
      slot: '15:00',
      outcome: 'NOT_GIVEN',
      at: at('15:30').toISOString(),
      reasonCode: 'REFUSED',
      reasonText: 'Spat it out',
    });
    expect(notGiven.statusCode, notGiven.body).toBe(201);

    const timeline = await call('GET', `/parent/children/${aisyah}/care?date=${day}`, mother.token);
    const doses = timeline
      .json()
      .data.doses.filter((row: { authorisationId: string }) => row.authorisationId === id);
    expect(doses).toMatchObject([
      { slot: '09:00', outcome: 'GIVEN', amount: '5 ml', recordedBy: { name: teacher.name } },
      { slot: '15:00', outcome: 'NOT_GIVEN', reasonCode: 'REFUSED', reasonText: 'Spat it out', amount: null },
    ]);
    expect(
      (await call('GET', `/parent/children/${adam}/care?date=${day}`, neighbour.token)).json().data.doses,
    ).toEqual([]);
  });

  it('shows the check-in photo on the timeline behind a signed link', async () => {
    const timeline = (await call('GET', `/parent/children/${aisyah}/care?date=${day}`, mother.token)).json()
      .data;
    expect(timeline.checkIns).toMatchObject([
      {
        status: 'CHECKIN',
        photo: {
          url: expect.stringContaining('check-ins/test/'),
          thumbnailUrl: expect.stringContaining('-thumb'),
        },
      },
    ]);
  });

  it('corrects a dose with a new version, keeping the earlier with who and why', async () => {
    const id = await accepted({ timesOfDay: [], whenNeeded: true, condition: 'Fever over 38°C' });
    now = at('10:00');
    const first = await call('POST', `/center/medication/${id}/doses`, teacher.token, given(null, '09:58'));
    expect(first.statusCode, first.body).toBe(201);
    const doseId = first.json().data.id as string;
    const correction = await call('POST', `/center/medication/doses/${doseId}/corrections`, head.token, {
      outcome: 'GIVEN',
      at: at('09:55').toISOString(),
      amount: '2.5 ml',
      reason: 'Half the dose was given',
    });
    expect(correction.statusCode, correction.body).toBe(201);
    expect(correction.json().data).toMatchObject({ amount: '2.5 ml', corrected: true, version: 2 });
    const versions = (await call('GET', `/center/medication/doses/${doseId}/versions`, teacher.token)).json()
      .data;
    expect(versions).toMatchObject([
      { version: 1, amount: '5 ml', recordedBy: { id: teacher.id }, reason: null },
      { version: 2, amount: '2.5 ml', recordedBy: { id: head.id }, reason: 'Half the dose was given' },
    ]);
    expect(
      (await call('GET', `/center/medication/doses/${doseId}/versions`, foreignHead.token)).statusCode,
    ).toBe(404);
  });

  it('alerts the heads of centre once of a dose not recorded 30 minutes after its time, and not of one recorded', async () => {
    now = at('08:00');
    const id = await accepted({ timesOfDay: ['10:00', '11:00'] });
    const checks = queued.filter((job) => job.name === doseOverdueJob);
    expect(checks).toEqual([
      {
        name: doseOverdueJob,
        data: { authorisationId: id, day, slot: '10:00' },
        options: expect.objectContaining({ startAfterSeconds: 9000 }),
      },
      {
        name: doseOverdueJob,
        data: { authorisationId: id, day, slot: '11:00' },
        options: expect.objectContaining({ startAfterSeconds: 12_600 }),
      },
    ]);
    now = at('10:45');
    const dose = await call('POST', `/center/medication/${id}/doses`, teacher.token, given('11:00', '10:45'));
    expect(dose.statusCode, dose.body).toBe(201);

    const check = doseOverdueHandler(t.ctx);
    now = at('11:31');
    expect(await check(checks[0]?.data as DoseOverdueData)).toMatchObject({ alerted: true });
    expect(await check(checks[0]?.data as DoseOverdueData)).toMatchObject({ alerted: true });
    expect(t.outbox.map((mail) => mail.to)).toEqual(['head@bangsar.test']);
    expect(t.outbox[0]?.subject).toBe('Dose not recorded: Nur Aisyah');
    expect(await check(checks[1]?.data as DoseOverdueData)).toEqual({ alerted: false });
    expect(t.outbox).toHaveLength(1);
  });

  it('lets the parent withdraw, and nothing is given after', async () => {
    const id = await accepted();
    const withdrawn = await call('POST', `/parent/medication/${id}/withdraw`, mother.token);
    expect(withdrawn.json().data.status).toBe('WITHDRAWN');
    expect((await call('POST', `/parent/medication/${id}/withdraw`, neighbour.token)).statusCode).toBe(404);
    now = at('12:05');
    expect(
      (await call('POST', `/center/medication/${id}/doses`, teacher.token, given('12:00', '12:01')))
        .statusCode,
    ).toBe(409);
  });

  it("answers 404 for another family's child and audits an admin's read", async () => {
    expectRefusal(await call('GET', `/parent/children/${aisyah}/medication`, neighbour.token), 404, {
      code: 'NOT_FOUND',
      message: messageText('medication.childNotFound'),
    });
    expect(
      (await call('POST', `/parent/children/${aisyah}/medication`, neighbour.token, await request()))
        .statusCode,
    ).toBe(404);
    const own = await call('GET', `/parent/children/${aisyah}/medication`, mother.token);
    expect(own.json().data.length).toBeGreaterThan(0);

    const admin = await signInAs(t.ctx, 'admin', { modules: ['CARE'] });
    const read = await call('GET', `/admin/children/${aisyah}/medication?date=${day}`, admin.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.doses.length).toBeGreaterThan(0);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'medication.read'), eq(auditLog.entityId, aisyah)));
    expect(audit).toMatchObject([{ actorId: admin.id, details: { day } }]);
    expect((await call('GET', `/admin/children/${randomUUID()}/medication`, admin.token)).statusCode).toBe(
      404,
    );
  });
});
