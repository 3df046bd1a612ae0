import { incidentNotice, messageText } from '@cic/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadCarePhoto } from '../../../test/care-photo';
import { addCentre, addChild, klInstant } from '../../../test/centre-day-fixture';
import { csvLines } from '../../../test/csv-lines';
import { buildDeliveringTestApp, type DeliveringTestApp } from '../../../test/delivering-test-app';
import { addFamily } from '../../../test/family-fixture';
import { pdfText } from '../../../test/pdf-text';
import { keepQueuedJobs, type QueuedJob } from '../../../test/queued-jobs';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';
import { auditLog, parents } from '../../db/schema/index';
import { incidentNoticeHandler, incidentNoticeJob, incidentReminderHandler } from './notice-job';

type Caller = { token: string; id: string; email?: string };
const day = '2026-03-11';

describe('incident reports', () => {
  let t: DeliveringTestApp;
  let now = klInstant(day, '11:00');
  let queued: QueuedJob[];
  let teacher: Caller;
  let head: Caller;
  let foreignHead: Caller;
  let mother: Caller;
  let father: Caller;
  let neighbour: Caller;
  let aisyah: string;
  let cheras: string;

  beforeAll(async () => {
    t = await buildDeliveringTestApp({ clock: () => now });
    queued = keepQueuedJobs(t.ctx);
    const bangsar = await addCentre(t.ctx, 'CIC Bangsar');
    cheras = (await addCentre(t.ctx, 'CIC Cheras')).id;
    teacher = await signInAs(t.ctx, 'teacher', { centreId: bangsar.id });
    head = await signInAs(t.ctx, 'super manager', { centreId: bangsar.id });
    foreignHead = await signInAs(t.ctx, 'super manager', { centreId: cheras });
    mother = await signInAs(t.ctx, 'parent');
    father = await signInAs(t.ctx, 'parent');
    neighbour = await signInAs(t.ctx, 'parent');
    await t.ctx.db.update(parents).set({ fullName: 'Siti Rahman' }).where(eq(parents.id, mother.id));
    await t.ctx.db.update(parents).set({ language: 'ms' }).where(eq(parents.id, father.id));
    aisyah = (
      await addChild(t.ctx, bangsar.id, 'Nur Aisyah', {
        familyId: await addFamily(t.ctx, 'Rahman', [mother.id, father.id]),
      })
    ).id;
    await addChild(t.ctx, cheras, 'Adam Tan', { familyId: await addFamily(t.ctx, 'Tan', [neighbour.id]) });
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v2${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const report = {
    kind: 'ACCIDENT',
    occurredAt: klInstant(day, '10:40').toISOString(),
    place: 'Playground slide',
    whatHappened: 'Slipped on the ladder and bumped her knee.',
    injury: 'Small bruise',
    bodyParts: ['KNEE'],
    firstAid: 'Cold pack for ten minutes',
    witnesses: 'Teacher Mei',
  };
  const file = async (body: object = {}, token = teacher.token) => {
    const response = await call('POST', '/center/incidents', token, { childId: aisyah, ...report, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; status: string; version: number };
  };

  it('files a report with a photo and tells every parent at once, each in their language', async () => {
    queued.length = 0;
    const photo = (await uploadCarePhoto(t.app, teacher.token)).json().data.id as string;
    const device = await t.subscribeParentDevice(father.token);
    const filed = await file({ photoIds: [photo] });
    expect(filed).toMatchObject({ status: 'FILED', version: 1 });
    expect(queued).toEqual([{ name: incidentNoticeJob, data: { incidentId: filed.id } }]);

    const read = await call('GET', `/center/incidents/${filed.id}`, teacher.token);
    expect(read.json().data).toMatchObject({
      report: { kind: 'ACCIDENT', place: 'Playground slide', bodyParts: ['KNEE'] },
      photos: [{ id: photo, url: expect.any(String) }],
      child: { name: 'Nur Aisyah' },
      acknowledgements: [],
    });

    await incidentNoticeHandler(t.ctx)({ incidentId: filed.id });
    await incidentNoticeHandler(t.ctx)({ incidentId: filed.id });
    const mails = t.mailsTo(mother.email ?? '');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain('Incident report about Nur Aisyah at CIC Bangsar');
    expect(t.mailsTo(father.email ?? '')).toHaveLength(1);
    const input = {
      childName: 'Nur Aisyah',
      centreName: 'CIC Bangsar',
      kind: 'ACCIDENT' as const,
      occurredAt: report.occurredAt,
      place: report.place,
      link: '',
    };
    const [push] = t.push.received(device.endpoint);
    expect(JSON.parse(push?.payload ?? '{}').title).toBe(incidentNotice(input, 'filed', 'ms').title);
  });

  it('refuses a report without its facts, each at its field with its message', async () => {
    const cases: [object, string, string][] = [
      [{ place: ' ' }, 'place', 'incidents.place'],
      [{ kind: 'FALL' }, 'kind', 'incidents.kind'],
      [{ bodyParts: ['TAIL'] }, 'bodyParts.0', 'incidents.bodyPart'],
      [{ firstAid: '' }, 'firstAid', 'incidents.firstAid'],
      [{ occurredAt: klInstant(day, '12:00').toISOString() }, 'occurredAt', 'incidents.occurredInFuture'],
    ];
    for (const [body, field, key] of cases) {
      const response = await call('POST', '/center/incidents', teacher.token, {
        childId: aisyah,
        ...report,
        ...body,
      });
      expectRefusal(response, 400, {
        code: 'VALIDATION_FAILED',
        message: messageText(key),
        field,
        messageCode: key,
      });
    }
    const foreignChild = await call('POST', '/center/incidents', foreignHead.token, {
      childId: aisyah,
      ...report,
    });
    expectRefusal(foreignChild, 404, {
      code: 'NOT_FOUND',
      message: messageText('incidents.childNotFound'),
      field: 'childId',
      messageCode: 'incidents.childNotFound',
    });
  });

  it('keeps every version of a corrected report with who and why', async () => {
    const filed = await file();
    const corrected = await call('POST', `/center/incidents/${filed.id}/corrections`, head.token, {
      ...report,
      injury: 'Bruise and a small graze',
      reason: 'The graze was seen later',
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(corrected.json().data).toMatchObject({ version: 2, reason: 'The graze was seen later' });
    const versions = (await call('GET', `/center/incidents/${filed.id}/versions`, teacher.token)).json().data;
    expect(versions).toMatchObject([
      { version: 1, report: { injury: 'Small bruise' }, reason: null, recordedBy: { id: teacher.id } },
      { version: 2, report: { injury: 'Bruise and a small graze' }, recordedBy: { id: head.id } },
    ]);
    const refused = await call('POST', `/center/incidents/${filed.id}/corrections`, head.token, report);
    expect(refused.json()).toMatchObject({ field: 'reason', messageCode: 'incidents.reason' });
  });

  it('lets the head of centre review and complete a report once, and lists what is open', async () => {
    const filed = await file();
    const open = (await call('GET', '/center/incidents?filter=OPEN', head.token)).json().data as {
      id: string;
    }[];
    expect(open.map((row) => row.id)).toContain(filed.id);
    const done = await call('POST', `/center/incidents/${filed.id}/completion`, head.token, {
      note: 'Spoke to the parents; slide ladder checked.',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'COMPLETED', review: { note: expect.any(String) } });
    const again = await call('POST', `/center/incidents/${filed.id}/completion`, head.token, { note: 'x' });
    expectRefusal(again, 409, {
      code: 'CONFLICT',
      message: messageText('incidents.completed'),
      messageCode: 'incidents.completed',
    });
    const still = (await call('GET', '/center/incidents?filter=OPEN', head.token)).json().data as {
      id: string;
    }[];
    expect(still.map((row) => row.id)).not.toContain(filed.id);
    const foreign = await call('POST', `/center/incidents/${filed.id}/completion`, foreignHead.token, {
      note: 'x',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps the parent’s acknowledgement with name and time, shown to staff, and reminds only the unacknowledged', async () => {
    now = klInstant(day, '11:30');
    const acknowledged = await file({ kind: 'ILLNESS' });
    const waiting = await file({ kind: 'INCIDENT' });
    expect((await call('GET', `/parent/incidents/${waiting.id}`, neighbour.token)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/parent/incidents/${waiting.id}/acknowledgement`, neighbour.token)).statusCode,
    ).toBe(404);
    const mine = (await call('GET', '/parent/incidents', mother.token)).json().data as { id: string }[];
    expect(mine.map((row) => row.id)).toEqual(expect.arrayContaining([acknowledged.id, waiting.id]));

    const ack = await call('PUT', `/parent/incidents/${acknowledged.id}/acknowledgement`, mother.token);
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().data).toEqual({ at: now.toISOString() });
    const seen = (await call('GET', `/center/incidents/${acknowledged.id}`, teacher.token)).json().data;
    expect(seen.acknowledgements).toEqual([{ parentName: 'Siti Rahman', at: now.toISOString(), version: 1 }]);
    const unacknowledged = (await call('GET', '/center/incidents?filter=UNACKNOWLEDGED', head.token)).json()
      .data as { id: string }[];
    expect(unacknowledged.map((row) => row.id)).toContain(waiting.id);
    expect(unacknowledged.map((row) => row.id)).not.toContain(acknowledged.id);

    now = klInstant('2026-03-12', '08:00');
    const before = t.mailsTo(mother.email ?? '').length;
    await incidentReminderHandler(t.ctx)();
    await incidentReminderHandler(t.ctx)();
    const reminders = t.mailsTo(mother.email ?? '').slice(before);
    const about = (id: string) => reminders.filter((mail) => mail.raw.includes(id)).length;
    expect(about(waiting.id)).toBe(1);
    expect(about(acknowledged.id)).toBe(0);
    expect(reminders[0]?.raw).toContain('Please acknowledge the incident report about Nur Aisyah');
  });

  it('gives head office the period’s reports by kind, each read audited, with CSV and PDF', async () => {
    const without = await signInAs(t.ctx, 'admin', { modules: ['MESSAGES'] });
    expect((await call('GET', '/admin/incidents', without.token)).statusCode).toBe(403);
    const admin = await signInAs(t.ctx, 'admin', { modules: ['CARE'] });
    const list = await call('GET', `/admin/incidents?from=${day}&to=${day}&kind=ILLNESS`, admin.token);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as { id: string; kind: string; acknowledgedAt: string | null }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'ILLNESS', acknowledgedAt: expect.any(String) });
    expect(list.json().meta).toEqual({ page: 1, limit: 50, total: 1 });
    const other = await call('GET', `/admin/incidents?from=${day}&to=${day}&centreId=${cheras}`, admin.token);
    expect(other.json().data).toEqual([]);

    const id = rows[0]?.id ?? '';
    expect((await call('GET', `/admin/incidents/${id}`, admin.token)).statusCode).toBe(200);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'incident.read'), eq(auditLog.entityId, id)));
    expect(audits).toMatchObject([{ actorId: admin.id, entityType: 'incident' }]);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/incidents/csv?from=${day}&to=${day}`,
      headers: { ...bearer(admin.token), 'accept-language': 'ms' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="incidents-${day}-${day}.csv"`);
    const lines = csvLines(csv.body);
    expect(lines[0]).toContain('Apa yang berlaku');
    expect(lines.some((line) => line.includes('Sakit') && line.includes('Siti Rahman pada'))).toBe(true);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/incidents/${id}/pdf`,
      headers: bearer(admin.token),
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="incident-nur-aisyah-${day}.pdf"`);
    const text = (await pdfText(pdf.rawPayload)).pages.join('\n');
    expect(text).toContain('INCIDENT REPORT');
    expect(text).toContain('Illness');
    expect(text).toContain('Siti Rahman on 11/03/2026 11:30');
    const parentPdf = await call('GET', `/parent/incidents/${id}/pdf`, mother.token);
    expect(parentPdf.statusCode).toBe(200);
    expect((await call('GET', `/parent/incidents/${id}/pdf`, neighbour.token)).statusCode).toBe(404);
    expect((await call('GET', `/center/incidents/${id}/pdf`, foreignHead.token)).statusCode).toBe(404);
  });
});
