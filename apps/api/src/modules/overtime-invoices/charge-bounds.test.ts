import { messageText } from '@cic/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { lateFamilyReport, reportItems } from '../../../test/overtime-fixture';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';
import { invoices, overtimeInvoicingRuns, overtimeReportItems } from '../../db/schema/index';
import { invoicingRunJobHandler } from './invoicing-runs';

const base = '/api/v2/admin/overtime';
const text = (key: string) => messageText(key, 'en');

/**
 * Issue 39: a duration or rate no charge can have, and a proforma whose lines add up past what an
 * invoice's total holds, answered 500 (integer out of range). They are refused with a message.
 */
describe('overtime amounts within what a real charge can be', () => {
  let t: TestApp;
  let token: string;
  let adminId: string;
  let reportId: string;
  let itemIds: string[];

  const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => new Date('2026-11-20T02:00:00Z') });
    const admin = await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'], email: 'bounds@test.example' });
    token = admin.token;
    adminId = admin.id;
    ({ reportId, itemIds } = await lateFamilyReport(t.ctx, [
      '2026-10-14T17:23:00+08:00',
      '2026-10-15T17:10:00+08:00',
    ]));
    expect(itemIds).toHaveLength(2);
  });
  afterAll(() => t.close());

  it('refuses an item edit of 100,000 minutes at RM 10,000 with the field and its message', async () => {
    const response = await call('PUT', `${base}/reports/items/${itemIds[0]}`, {
      duration: 100_000,
      rate: 10_000,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'duration' });
  });

  it('bounds an item to one day of its unit, RM 1,000 per unit and RM 1,000,000 in all', async () => {
    const item = `${base}/reports/items/${itemIds[0]}`;
    const refused = async (payload: object, field: string, messageCode: string) => {
      const response = await call('PUT', item, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, messageCode });
    };
    await refused({ duration: 1441, rate: 1 }, 'duration', 'overtime.durationAtMost');
    await refused({ duration: 10, rate: 1000.01 }, 'rate', 'overtime.rateAtMost');
    await refused({ duration: 1440, rate: 1000 }, 'rate', 'overtime.amountAtMost');
    // The largest charge there is: a whole day at RM 694.44 a minute.
    const largest = await call('PUT', item, { duration: 1440, rate: 694.44 });
    expect(largest.statusCode, largest.body).toBe(200);
    expect(largest.json().data.amount).toBe(999_993.6);
    const setUnit = (unit: 'HOUR' | 'MINUTE') =>
      t.ctx.db
        .update(overtimeReportItems)
        .set({ unit })
        .where(eq(overtimeReportItems.id, itemIds[0] as string));
    await setUnit('HOUR');
    await refused({ duration: 25, rate: 1 }, 'duration', 'overtime.durationAtMostHours');
    expect((await call('PUT', item, { duration: 24, rate: 1000 })).statusCode).toBe(200);
    await setUnit('MINUTE');
  });

  it('refuses a proforma whose lines add up past an invoice’s total, keeping nothing', async () => {
    // Items as the old bounds let them be edited: 100,000 minutes at RM 2.14, RM 214,000 each.
    await t.ctx.db
      .update(overtimeReportItems)
      .set({ duration: 100_000, rate: '214.000000', amountSen: 2_140_000_000 })
      .where(inArray(overtimeReportItems.id, itemIds));
    const before = await t.ctx.db.select().from(invoices);
    const response = await call('POST', `${base}/invoices/proforma`, { reportId, itemIds });
    expectRefusal(response, 409, {
      code: 'CONFLICT',
      message: text('invoices.totalTooLarge'),
      field: 'itemIds',
    });
    expect(await t.ctx.db.select().from(invoices)).toEqual(before);
    expect((await reportItems(t.ctx, reportId)).map((row) => row.status)).toEqual(['UNBILLED', 'UNBILLED']);
  });

  it('ends a whole-report run over such a total FAILED with the same message, keeping nothing', async () => {
    const [row] = await t.ctx.db
      .insert(overtimeInvoicingRuns)
      .values({ reportId, issue: true, createdByAdminId: adminId })
      .returning();
    const runId = row?.id as string;
    expect(await invoicingRunJobHandler(t.ctx)({ runId })).toMatchObject({ finished: 'FAILED' });
    const run = await t.app.inject({
      method: 'GET',
      url: `${base}/invoicing/runs/${runId}`,
      headers: bearer(token),
    });
    expect(run.json().data).toMatchObject({
      status: 'FAILED',
      invoices: 0,
      errorMessageCode: 'invoices.totalTooLarge',
      errorMessage: text('invoices.totalTooLarge'),
    });
    expect(await t.ctx.db.select().from(invoices)).toEqual([]);
  });
});
