import { messageText, overtimeCsvColumns, overtimeReportMessages } from '@cic/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addCentre, addChild, addManager, addPackage, addRecord } from '../../../test/centre-day-fixture';
import { addGeneratingReport, addRules } from '../../../test/overtime-fixture';
import { bearer, signInAs } from '../../../test/sign-in';

const base = '/api/v2/admin/overtime';
const at = (instant: string) => new Date(instant);

describe('overtime reports API', () => {
  let t: TestApp;
  let admin: string;
  let ampang: string;
  let kajang: string;
  const children: Record<string, string> = {};
  const checkouts: Record<string, string> = {};

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = admin,
  ) {
    return t.app.inject({ method, url, payload, headers: bearer(token) });
  }
  async function data(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  }

  /** Generates through the API and waits for the job to settle the report. */
  async function generated(payload: object) {
    const response = await call('POST', `${base}/generate-report`, payload);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json().data as { id: string };
    await expect
      .poll(async () => (await data('GET', `${base}/reports/${id}`)).data.status, { timeout: 15_000 })
      .toBe('READY');
    return id;
  }

  beforeAll(async () => {
    t = await buildTestApp({ jobs: true });
    admin = (await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'], email: 'boss@test.example' })).token;
    ampang = (await addCentre(t.ctx, 'CIC Ampang')).id;
    kajang = (await addCentre(t.ctx, 'CIC Kajang')).id;
    const ampangTeacher = (await addManager(t.ctx, ampang, 'Cikgu Aminah')).id;
    const kajangTeacher = (await addManager(t.ctx, kajang, 'Cikgu Rohana')).id;
    const fullDay = await addPackage(t.ctx, ampang, 'Full Day', 'Full Day');
    const halfDay = await addPackage(t.ctx, ampang, 'Half Day', 'Half Day');
    // Default: RM 1 per 5 minutes 17:00–18:00, RM 5 per 15 minutes 18:00–19:00.
    await addRules(t.ctx, null, [
      { startTime: '17:00', endTime: '18:00', duration: 5, unit: 'MINUTE', amountSen: 100, isActive: true },
      { startTime: '18:00', endTime: '19:00', duration: 15, unit: 'MINUTE', amountSen: 500, isActive: true },
    ]);
    const visit = async (
      key: string,
      childId: string,
      centreId: string,
      managerId: string,
      checkout: string,
      packageId?: string,
    ) => {
      const out = at(checkout);
      const common = { childId, centreId, managerId, packageId };
      await addRecord(t.ctx, { ...common, status: 'CHECKIN', at: new Date(out.getTime() - 9 * 3_600_000) });
      checkouts[key] = (await addRecord(t.ctx, { ...common, status: 'CHECKOUT', at: out })).id;
    };
    children.aisyah = (await addChild(t.ctx, ampang, 'Nur Aisyah', { packageId: halfDay.id })).id;
    children.daniel = (await addChild(t.ctx, ampang, 'Daniel Lim', { packageId: fullDay.id })).id;
    children.wei = (await addChild(t.ctx, kajang, 'Tan Wei_Ming')).id;
    children.siti = (await addChild(t.ctx, kajang, 'Siti 100% Aminah')).id;
    // Aisyah: 17:23 (RM 5) on the 14th under Full Day, then 18:20 (RM 12 + RM 10) on the 15th under Half Day.
    await visit('aisyah14', children.aisyah, ampang, ampangTeacher, '2026-10-14T17:23:00+08:00', fullDay.id);
    await visit('aisyah15', children.aisyah, ampang, ampangTeacher, '2026-10-15T18:20:00+08:00', halfDay.id);
    // Daniel: 17:05 (RM 1).
    await visit('daniel', children.daniel, ampang, ampangTeacher, '2026-10-14T17:05:00+08:00', fullDay.id);
    // Wei Ming: 17:10 (RM 2), no package. Siti: 17:50 (RM 10).
    await visit('wei', children.wei, kajang, kajangTeacher, '2026-10-14T17:10:00+08:00');
    await visit('siti', children.siti, kajang, kajangTeacher, '2026-10-16T17:50:00+08:00');
  });
  afterAll(() => t.close());

  const october = {
    name: 'October overtime',
    description: 'Late pick-ups',
    startDate: '2026-10-01',
    endDate: '2026-10-31',
  };

  it('answers the id at once and follows the report from GENERATING to READY with its kept totals', async () => {
    const response = await call('POST', `${base}/generate-report`, october);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json().data;
    const first = (await data('GET', `${base}/reports/${id}`)).data;
    expect(['GENERATING', 'READY']).toContain(first.status);
    await expect
      .poll(async () => (await data('GET', `${base}/reports/${id}`)).data.status, { timeout: 15_000 })
      .toBe('READY');
    const report = (await data('GET', `${base}/reports/${id}`)).data;
    expect(report).toMatchObject({
      name: 'October overtime',
      description: 'Late pick-ups',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      failureReason: null,
      createdByUser: { email: 'boss@test.example' },
      _count: { centers: 2, students: 4, items: 6 },
      totalAmount: 40,
    });
  });

  it('refuses a report without a name, with the end before the start, or with an unknown centre', async () => {
    const noName = await call('POST', `${base}/generate-report`, { ...october, name: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ field: 'name', message: messageText(overtimeReportMessages.name) });
    const backwards = await call('POST', `${base}/generate-report`, { ...october, endDate: '2026-09-30' });
    expect(backwards.json()).toMatchObject({
      field: 'endDate',
      message: messageText(overtimeReportMessages.endBeforeStart),
    });
    const unknown = await call('POST', `${base}/generate-report`, {
      ...october,
      centerIds: [crypto.randomUUID()],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: messageText(overtimeReportMessages.centerNotFound) });
  });

  it('lists reports newest first, paged, searching the name with % and _ taken literally', async () => {
    await generated({ ...october, name: 'Kajang 100% late' });
    await generated({ ...october, name: 'Kajang_only', centerIds: [kajang] });
    const page = await data('GET', `${base}/reports?limit=2&page=1`);
    expect(page.meta).toMatchObject({ page: 1, limit: 2 });
    expect(page.meta.total).toBeGreaterThanOrEqual(3);
    expect(page.data.map((report: { name: string }) => report.name)).toEqual([
      'Kajang_only',
      'Kajang 100% late',
    ]);
    const percent = await data('GET', `${base}/reports?search=${encodeURIComponent('100%')}`);
    expect(percent.data.map((report: { name: string }) => report.name)).toEqual(['Kajang 100% late']);
    const underscore = await data('GET', `${base}/reports?search=_`);
    expect(underscore.data.map((report: { name: string }) => report.name)).toEqual(['Kajang_only']);
    const kajangOnly = underscore.data[0];
    expect(kajangOnly._count).toEqual({ centers: 1, students: 2, items: 2 });
  });

  it('edits only the name and description, and deletes a report with its items', async () => {
    const id = await generated({ ...october, name: 'To rename' });
    const edited = await data('PUT', `${base}/reports/${id}`, { name: 'Renamed', description: 'New words' });
    expect(edited).toMatchObject({
      message: 'Report updated successfully',
      data: { name: 'Renamed', description: 'New words' },
    });
    const blank = await call('PUT', `${base}/reports/${id}`, { name: '', description: '' });
    expect(blank.json()).toMatchObject({ field: 'name', message: messageText(overtimeReportMessages.name) });
    const removed = await data('DELETE', `${base}/reports/${id}`);
    expect(removed.message).toBe('Overtime report deleted successfully');
    const gone = await call('GET', `${base}/reports/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(messageText(overtimeReportMessages.reportNotFound));
    expect((await call('GET', `${base}/reports/${id}/students`)).statusCode).toBe(404);
  });

  it('shows the Centers tab by name with students, items and amount; searches by centre name', async () => {
    const id = await generated(october);
    const centres = (await data('GET', `${base}/reports/${id}/centers`)).data;
    expect(centres).toEqual([
      {
        centerId: ampang,
        centerInfo: { name: 'CIC Ampang' },
        totalStudents: 2,
        totalItems: 4,
        totalAmount: 28,
      },
      {
        centerId: kajang,
        centerInfo: { name: 'CIC Kajang' },
        totalStudents: 2,
        totalItems: 2,
        totalAmount: 12,
      },
    ]);
    const searched = (await data('GET', `${base}/reports/${id}/centers?search=kaj`)).data;
    expect(searched.map((centre: { centerId: string }) => centre.centerId)).toEqual([kajang]);
  });

  it('pages the Students tab by child name with the centre filter, the name search, days and latest package', async () => {
    const id = await generated(october);
    const all = await data('GET', `${base}/reports/${id}/students?limit=2`);
    expect(all.meta).toEqual({ page: 1, limit: 2, total: 4 });
    // Both first rows are children at Ampang with nothing invoiced yet.
    const unbilled = (childId: string | undefined, name: string, packageName: string) => ({
      childId,
      childInfo: { name },
      centerId: ampang,
      centerInfo: { name: 'CIC Ampang' },
      packageName,
      status: 'UNBILLED',
      invoiceNumbers: [],
    });
    expect(all.data).toEqual([
      {
        ...unbilled(children.daniel, 'Daniel Lim', 'Full Day'),
        numberOfDays: 1,
        totalItems: 1,
        totalAmount: 1,
      },
      // Her latest charged check-out (the 15th) was under Half Day.
      {
        ...unbilled(children.aisyah, 'Nur Aisyah', 'Half Day'),
        numberOfDays: 2,
        totalItems: 3,
        totalAmount: 27,
      },
    ]);
    const second = await data('GET', `${base}/reports/${id}/students?limit=2&page=2`);
    expect(second.data.map((row: { childInfo: { name: string } }) => row.childInfo.name)).toEqual([
      'Siti 100% Aminah',
      'Tan Wei_Ming',
    ]);
    expect(second.data[1].packageName).toBeNull();
    const kajangRows = await data('GET', `${base}/reports/${id}/students?centerId=${kajang}`);
    expect(kajangRows.meta.total).toBe(2);
    const percent = await data('GET', `${base}/reports/${id}/students?search=${encodeURIComponent('0%')}`);
    expect(percent.data.map((row: { childId: string }) => row.childId)).toEqual([children.siti]);
    const underscore = await data('GET', `${base}/reports/${id}/students?search=_`);
    expect(underscore.data.map((row: { childId: string }) => row.childId)).toEqual([children.wei]);
  });

  it("lists a child's items by date, then start time, each tied to its check-out", async () => {
    const id = await generated(october);
    const sheet = (await data('GET', `${base}/reports/${id}/students/${children.aisyah}`)).data;
    expect(sheet.childInfo).toEqual({ name: 'Nur Aisyah' });
    expect(
      sheet.items.map((item: Record<string, unknown>) => [
        item.date,
        item.startTime,
        item.endTime,
        item.duration,
        item.unit,
        item.rate,
        item.amount,
        // The block as its rule states it (decision 087): RM 1 per 5 minutes, RM 5 per 15.
        item.blockDuration,
        item.blockRateSen,
        item.checkoutId,
      ]),
    ).toEqual([
      [
        '2026-10-14',
        '2026-10-14T09:00:00.000Z',
        '2026-10-14T09:23:00.000Z',
        25,
        'MINUTE',
        0.2,
        5,
        5,
        100,
        checkouts.aisyah14,
      ],
      [
        '2026-10-15',
        '2026-10-15T09:00:00.000Z',
        '2026-10-15T10:00:00.000Z',
        60,
        'MINUTE',
        0.2,
        12,
        5,
        100,
        checkouts.aisyah15,
      ],
      [
        '2026-10-15',
        '2026-10-15T10:00:00.000Z',
        '2026-10-15T10:20:00.000Z',
        30,
        'MINUTE',
        0.333333,
        10,
        15,
        500,
        checkouts.aisyah15,
      ],
    ]);
    const stranger = await call('GET', `${base}/reports/${id}/students/${crypto.randomUUID()}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(messageText(overtimeReportMessages.studentNotFound));
  });

  it('recomputes the amount on the server from duration × rate, ignoring the sent amount; the totals follow', async () => {
    const id = await generated(october);
    const [item] = (await data('GET', `${base}/reports/${id}/students/${children.daniel}`)).data.items;
    const edited = await data('PUT', `${base}/reports/items/${item.id}`, {
      duration: 7,
      rate: 0.333333,
      amount: 1000,
    });
    expect(edited.message).toBe('Report item updated successfully');
    // 7 × 0.333333 = 2.333331 → RM 2.33, whatever the client said.
    expect(edited.data).toMatchObject({ id: item.id, duration: 7, rate: 0.333333, amount: 2.33 });
    // No whole block of whole sen adds up to 7 × 0.333333: the item reads per unit (decision 087).
    expect(edited.data).toMatchObject({ blockDuration: null, blockRateSen: null, invoice: null });
    const report = (await data('GET', `${base}/reports/${id}`)).data;
    expect(report.totalAmount).toBe(41.33);
    const asStrings = await data('PUT', `${base}/reports/items/${item.id}`, { duration: '10', rate: '1.5' });
    expect(asStrings.data).toMatchObject({ duration: 10, rate: 1.5, amount: 15 });
    // RM 1.50 a minute is its own block: 'RM 1.50 per minute × 10'.
    expect(asStrings.data).toMatchObject({ blockDuration: 1, blockRateSen: 150 });
    const restored = await data('PUT', `${base}/reports/items/${item.id}`, { duration: 10, rate: 0.2 });
    expect(restored.data).toMatchObject({ amount: 2, blockDuration: 1, blockRateSen: 20 });
  });

  it('refuses a duration below 1 and a negative rate with the spec messages', async () => {
    const id = await generated(october);
    const [item] = (await data('GET', `${base}/reports/${id}/students/${children.daniel}`)).data.items;
    const zero = await call('PUT', `${base}/reports/items/${item.id}`, { duration: 0, rate: 1 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ field: 'duration', message: 'Duration must be greater than 0' });
    const negative = await call('PUT', `${base}/reports/items/${item.id}`, { duration: 5, rate: -0.1 });
    expect(negative.json()).toMatchObject({
      field: 'rate',
      message: 'Rate must be greater than or equal to 0',
    });
    const text = await call('PUT', `${base}/reports/items/${item.id}`, { duration: 'five', rate: 1 });
    expect(text.json()).toMatchObject({ field: 'duration', message: 'Duration must be a number' });
    const missing = await call('PUT', `${base}/reports/items/${crypto.randomUUID()}`, {
      duration: 5,
      rate: 1,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messageText(overtimeReportMessages.itemNotFound));
  });

  it("deletes an item and a child's items; a child with no items left is no longer counted", async () => {
    const id = await generated(october);
    const [danielItem] = (await data('GET', `${base}/reports/${id}/students/${children.daniel}`)).data.items;
    const removed = await data('DELETE', `${base}/reports/items/${danielItem.id}`);
    expect(removed.message).toBe('Report item deleted successfully');
    expect((await data('GET', `${base}/reports/${id}`)).data).toMatchObject({
      _count: { centers: 2, students: 3, items: 5 },
      totalAmount: 39,
    });
    expect((await call('DELETE', `${base}/reports/items/${danielItem.id}`)).statusCode).toBe(404);
    await data('DELETE', `${base}/reports/${id}/students/${children.wei}`);
    await data('DELETE', `${base}/reports/${id}/students/${children.siti}`);
    expect((await data('GET', `${base}/reports/${id}`)).data).toMatchObject({
      _count: { centers: 1, students: 1, items: 3 },
      totalAmount: 27,
    });
    expect((await call('DELETE', `${base}/reports/${id}/students/${children.siti}`)).statusCode).toBe(404);
    expect((await data('GET', `${base}/reports/${id}/centers`)).data).toHaveLength(1);
  });

  it('answers 409 on the items of a report that is still being generated', async () => {
    const id = await addGeneratingReport(t.ctx, { startDate: '2026-10-01', endDate: '2026-10-31' });
    for (const url of [
      `${base}/reports/${id}/centers`,
      `${base}/reports/${id}/students`,
      `${base}/reports/${id}/students/${children.daniel}`,
      `${base}/reports/${id}/export`,
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: messageText(overtimeReportMessages.notReady),
      });
    }
    expect((await call('DELETE', `${base}/reports/${id}/students/${children.daniel}`)).statusCode).toBe(409);
    expect((await data('GET', `${base}/reports/${id}`)).data.status).toBe('GENERATING');
  });

  it('lets an OVERTIME admin open the check-in behind an item, and keeps other admins out of reports', async () => {
    const overtimeOnly = admin;
    const opened = await call('GET', `/api/v2/admin/checkin/${checkouts.daniel}`, undefined, overtimeOnly);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.status).toBe('CHECKOUT');
    const checkinOnly = (await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] })).token;
    expect(
      (await call('GET', `/api/v2/admin/checkin/${checkouts.daniel}`, undefined, checkinOnly)).statusCode,
    ).toBe(200);
    expect((await call('GET', `${base}/reports`, undefined, checkinOnly)).statusCode).toBe(403);
    const usersOnly = (await signInAs(t.ctx, 'admin', { modules: ['USER'] })).token;
    expect(
      (await call('GET', `/api/v2/admin/checkin/${checkouts.daniel}`, undefined, usersOnly)).statusCode,
    ).toBe(403);
  });

  it('exports one CSV row per item with a BOM, the contract header, quoting and non-ASCII names', async () => {
    const id = await generated({ ...october, name: 'Laporan Oktober: "lewat"' });
    const response = await call('GET', `${base}/reports/${id}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="overtime-laporan-oktober-lewat-2026-10-01-2026-10-31.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.rawPayload.subarray(3).toString('utf8').trimEnd().split('\n');
    expect(lines[0]).toBe(overtimeCsvColumns.join(','));
    expect(lines).toHaveLength(1 + 6);
    expect(lines.slice(1, 3)).toEqual([
      'CIC Ampang,Daniel Lim,Full Day,14/10/2026,17:00,17:05,5,MINUTE,0.200000,1.00',
      'CIC Ampang,Nur Aisyah,Full Day,14/10/2026,17:00,17:23,25,MINUTE,0.200000,5.00',
    ]);
    expect(lines[4]).toBe('CIC Ampang,Nur Aisyah,Half Day,15/10/2026,18:00,18:20,30,MINUTE,0.333333,10.00');
  });

  it('quotes names with a comma and a quote and keeps Malay names in Jawi intact', async () => {
    const putrajaya = (await addCentre(t.ctx, 'CIC Putrajaya, Presint 9')).id;
    const teacher = (await addManager(t.ctx, putrajaya, 'Cikgu Salmah')).id;
    const names = ['Lim "Ah Boy", junior', 'Nur Aisyah binti Abdullah (نور عائشة)'];
    for (const [index, name] of names.entries()) {
      const childId = (await addChild(t.ctx, putrajaya, name)).id;
      const out = at(`2026-11-0${index + 2}T17:12:00+08:00`);
      await addRecord(t.ctx, {
        childId,
        centreId: putrajaya,
        managerId: teacher,
        status: 'CHECKIN',
        at: at('2026-11-02T08:00:00+08:00'),
      });
      await addRecord(t.ctx, {
        childId,
        centreId: putrajaya,
        managerId: teacher,
        status: 'CHECKOUT',
        at: out,
      });
    }
    const id = await generated({
      name: 'November',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      centerIds: [putrajaya],
    });
    const response = await call('GET', `${base}/reports/${id}/export`);
    const lines = response.rawPayload.subarray(3).toString('utf8').trimEnd().split('\n');
    expect(lines.slice(1)).toEqual([
      '"CIC Putrajaya, Presint 9","Lim ""Ah Boy"", junior",,02/11/2026,17:00,17:12,15,MINUTE,0.200000,3.00',
      '"CIC Putrajaya, Presint 9",Nur Aisyah binti Abdullah (نور عائشة),,03/11/2026,17:00,17:12,15,MINUTE,0.200000,3.00',
    ]);
  });
});
