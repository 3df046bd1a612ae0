import {
  type InvoicingRun,
  messageText,
  overtimeInvoiceMessages,
  overtimeReportMessages,
} from '@cic/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { addChild } from '../../../test/centre-day-fixture';
import {
  addGeneratingReport,
  addTwoCentresOctober,
  octoberAfresh,
  reportItems,
} from '../../../test/overtime-fixture';
import { expectRefusal } from '../../../test/refusal';
import { signInAs } from '../../../test/sign-in';
import { invoiceHeadColumns, withCentreAndFamily } from '../../db/invoice-records';
import {
  auditLog,
  centres,
  families,
  invoices,
  invoiceLines as lines,
  overtimeReports,
  overtimeInvoicingRuns as runs,
} from '../../db/schema/index';
import { invoicingRunJobHandler } from './invoicing-runs';

const base = '/api/v2/admin/overtime';

describe('invoicing a whole report on the job queue', () => {
  let t: TestApp;
  let admin: { token: string; id: string };
  const children: Record<string, string> = {};

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    callApi(t.app, admin.token, method, url, payload);

  async function startRun(reportId: string, issue: boolean) {
    const answer = await call('POST', `${base}/invoicing/reports/${reportId}/runs`, { issue });
    expect(answer.statusCode, answer.body).toBe(202);
    return answer.json().data.id as string;
  }

  /** Reads the run until the queue has settled it. */
  async function settled(runId: string): Promise<InvoicingRun> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const answer = await call('GET', `${base}/invoicing/runs/${runId}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const run = answer.json().data as InvoicingRun;
      if (run.status === 'DONE' || run.status === 'FAILED') return run;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the run did not finish');
  }

  /**
   * Each invoice of the report, in number order: its head as every view reads it (number, status,
   * amounts), its centre, family and search names, and its lines' facts.
   */
  async function invoicesOf(reportId: string) {
    const columns = {
      ...invoiceHeadColumns,
      centre: centres.name,
      family: families.namedAfter,
      searchNames: invoices.searchNames,
    };
    const rows = await withCentreAndFamily(t.ctx.db.select(columns).from(invoices).$dynamic())
      .where(eq(invoices.reportId, reportId))
      .orderBy(asc(invoices.number), asc(centres.name), asc(families.namedAfter));
    return Promise.all(
      rows.map(async ({ id, ...row }) => ({
        id,
        ...row,
        lines: (
          await t.ctx.db
            .select({ child: lines.childName, date: lines.localDate, amountSen: lines.amountSen })
            .from(lines)
            .where(eq(lines.invoiceId, id))
            .orderBy(asc(lines.childName), asc(lines.localDate))
        ).map((line) => [line.child, line.date, line.amountSen]),
      })),
    );
  }

  beforeAll(async () => {
    t = await buildTestApp({ jobs: true, clock: () => new Date('2026-11-20T02:00:00Z') });
    admin = await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'], email: 'runs@test.example' });
    const october = await addTwoCentresOctober(t.ctx);
    Object.assign(children, october.children);
    const kajang = october.centres.kajang;
    children.mei = (await addChild(t.ctx, kajang, 'Lim Mei', { familyId: october.families.lim })).id;
    await october.visit(children.mei, kajang, '2026-10-20T17:15:00+08:00'); // RM 3
  });
  afterAll(() => t.close());

  it('issues one invoice per family and centre through the queue, numbered in order without gaps, audited once', async () => {
    const reportId = await octoberAfresh(t.ctx);
    const run = await settled(await startRun(reportId, true));
    expect(run).toMatchObject({
      status: 'DONE',
      invoices: 4,
      items: 6,
      totalSen: 2700,
      errorMessageCode: null,
      errorMessage: null,
    });

    const made = await invoicesOf(reportId);
    // Ampang before Kajang, then the family's name; Lim has two invoices (one per centre).
    expect(made.map((invoice) => [invoice.centre, invoice.family, invoice.totalSen])).toEqual([
      ['CIC Ampang', 'Lim', 1000],
      ['CIC Ampang', 'Tan', 800],
      ['CIC Kajang', 'Lim', 300],
      ['CIC Kajang', null, 600],
    ]);
    const numbers = made.map((invoice) => Number(invoice.number?.slice('INV-2026-'.length)));
    expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] as number) + index));
    for (const invoice of made) {
      expect(invoice.status).toBe('ISSUED');
      expect(invoice.lines.reduce((sum, line) => sum + (line[2] as number), 0)).toBe(invoice.totalSen);
    }
    expect(made[1]).toMatchObject({
      searchNames: 'adam hakim nur aisyah',
      lines: [
        ['Adam Hakim', '2026-10-14', 100],
        ['Nur Aisyah', '2026-10-14', 500],
        ['Nur Aisyah', '2026-10-15', 200],
      ],
    });

    // The families of the issued invoices are told: the notices are queued with every invoice's id.
    const notices = (await t.ctx.db.execute(
      sql`select data from pgboss.job where name = 'invoice-issued-notice'`,
    )) as unknown as { rows: { data: { invoiceIds: string[] } }[] };
    expect(new Set(notices.rows.flatMap((row) => row.data.invoiceIds))).toEqual(
      new Set(made.map((invoice) => invoice.id)),
    );

    const split = (await call('GET', `${base}/invoicing/reports/${reportId}`)).json().data;
    expect(split).toEqual({
      totalSen: 2700,
      invoicedSen: 2700,
      uninvoicedSen: 0,
      invoicedItems: 6,
      uninvoicedItems: 0,
    });
    expect(new Set((await reportItems(t.ctx, reportId)).map((item) => item.status))).toEqual(
      new Set(['INVOICED']),
    );
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'overtime-invoicing-run'), eq(auditLog.entityId, run.id)));
    expect(audit.map((row) => [row.action, row.actorId, row.details])).toEqual([
      [
        'overtime-invoice.run',
        admin.id,
        { reportId, issue: true, status: 'DONE', invoices: 4, items: 6, totalSen: 2700 },
      ],
    ]);
    // A run writes no audit row per invoice.
    const perInvoice = await t.ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'overtime-invoice'),
          sql`${auditLog.entityId} in (select id::text from ${invoices} where ${invoices.reportId} = ${reportId})`,
        ),
      );
    expect(perInvoice[0]?.total).toBe(0);
  });

  it('makes the same invoices as converting every item by hand', async () => {
    const byRun = await octoberAfresh(t.ctx);
    expect((await settled(await startRun(byRun, false))).status).toBe('DONE');
    const byHand = await octoberAfresh(t.ctx);
    const converted = await call('POST', `${base}/invoices/proforma`, {
      reportId: byHand,
      itemIds: (await reportItems(t.ctx, byHand)).map((item) => item.id),
    });
    expect(converted.statusCode, converted.body).toBe(201);
    const fromRun = await invoicesOf(byRun);
    expect(fromRun.map((invoice) => invoice.status)).toEqual(['DRAFT', 'DRAFT', 'DRAFT', 'DRAFT']);
    const sorted = (list: typeof fromRun) =>
      list.map(({ id: _id, ...invoice }) => JSON.stringify(invoice)).sort((a, b) => a.localeCompare(b));
    expect(sorted(fromRun)).toEqual(sorted(await invoicesOf(byHand)));
  });

  it('skips items already on a live invoice, and invoices them again once that invoice is void', async () => {
    const reportId = await octoberAfresh(t.ctx);
    const items = await reportItems(t.ctx, reportId);
    const daniel = items.find((item) => item.childId === children.daniel)?.id as string;
    const byHand = await call('POST', `${base}/invoices`, { reportId, itemIds: [daniel] });
    expect(byHand.statusCode, byHand.body).toBe(201);
    const first = await settled(await startRun(reportId, true));
    expect(first).toMatchObject({ status: 'DONE', invoices: 3, items: 5, totalSen: 1700 });
    const live = await t.ctx.db
      .select({ itemId: lines.itemId })
      .from(lines)
      .where(
        and(
          eq(lines.live, true),
          inArray(
            lines.itemId,
            items.map((item) => item.id),
          ),
        ),
      );
    expect(live.length).toBe(items.length);

    // Nothing left: a second run makes nothing.
    expect(await settled(await startRun(reportId, true))).toMatchObject({ status: 'DONE', invoices: 0 });
    const voided = await call('POST', `${base}/invoices/${byHand.json().data.invoices[0].id}/void`, {
      reason: 'Wrong family',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await settled(await startRun(reportId, false))).toMatchObject({
      status: 'DONE',
      invoices: 1,
      items: 1,
      totalSen: 1000,
    });
  });

  it('numbers in order across batches of centres', async () => {
    const reportId = await octoberAfresh(t.ctx);
    const [row] = await t.ctx.db
      .insert(runs)
      .values({ reportId, issue: true, createdByAdminId: admin.id })
      .returning();
    const runId = row?.id as string;
    // One centre per transaction: Ampang's invoices, then Kajang's, each batch its own block.
    await invoicingRunJobHandler(t.ctx, 1)({ runId });
    const made = await invoicesOf(reportId);
    expect(made.map((invoice) => invoice.centre)).toEqual([
      'CIC Ampang',
      'CIC Ampang',
      'CIC Kajang',
      'CIC Kajang',
    ]);
    const numbers = made.map((invoice) => Number(invoice.number?.slice('INV-2026-'.length)));
    expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] as number) + index));
    expect((await call('GET', `${base}/invoicing/runs/${runId}`)).json().data).toMatchObject({
      status: 'DONE',
      invoices: 4,
      items: 6,
      totalSen: 2700,
    });
    // The queue's retry of a settled run does nothing.
    expect(await invoicingRunJobHandler(t.ctx)({ runId })).toEqual({ runId, ran: false });
  });

  it('refuses a second run while one waits, a report not READY and an unknown report or run', async () => {
    const reportId = await octoberAfresh(t.ctx);
    await t.ctx.db.insert(runs).values({ reportId, issue: false, createdByAdminId: admin.id });
    const inProgress = {
      code: 'CONFLICT',
      message: messageText(overtimeInvoiceMessages.runInProgress),
    };
    expectRefusal(
      await call('POST', `${base}/invoicing/reports/${reportId}/runs`, { issue: true }),
      409,
      inProgress,
    );
    // The database holds it too: one waiting or running run per report.
    await expect(
      t.ctx.db.insert(runs).values({ reportId, issue: true, createdByAdminId: admin.id }),
    ).rejects.toThrow();

    const generating = await addGeneratingReport(t.ctx, { startDate: '2026-10-01', endDate: '2026-10-31' });
    expectRefusal(await call('POST', `${base}/invoicing/reports/${generating}/runs`, { issue: true }), 409, {
      code: 'CONFLICT',
      message: messageText(overtimeReportMessages.notReady),
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectRefusal(await call('POST', `${base}/invoicing/reports/${unknown}/runs`, { issue: true }), 404, {
      code: 'NOT_FOUND',
      message: messageText(overtimeReportMessages.reportNotFound),
    });
    expectRefusal(await call('GET', `${base}/invoicing/runs/${unknown}`), 404, {
      code: 'NOT_FOUND',
      message: messageText(overtimeInvoiceMessages.runNotFound),
    });
    const invalid = await call('POST', `${base}/invoicing/reports/${reportId}/runs`, { issue: 'yes' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      messageCode: overtimeInvoiceMessages.issueChoice,
      message: messageText(overtimeInvoiceMessages.issueChoice),
      field: 'issue',
    });
  });

  it('ends FAILED with the reason when the report was deleted before the run', async () => {
    const reportId = await octoberAfresh(t.ctx);
    const [row] = await t.ctx.db
      .insert(runs)
      .values({ reportId, issue: true, createdByAdminId: admin.id })
      .returning();
    await t.ctx.db.delete(overtimeReports).where(eq(overtimeReports.id, reportId));
    await invoicingRunJobHandler(t.ctx)({ runId: row?.id as string });
    const run = (await call('GET', `${base}/invoicing/runs/${row?.id}`)).json().data;
    expect(run).toMatchObject({
      status: 'FAILED',
      reportId: null,
      invoices: 0,
      errorMessageCode: overtimeInvoiceMessages.runReportGone,
      errorMessage: messageText(overtimeInvoiceMessages.runReportGone),
      finishedAt: expect.any(String),
    });
    // A reader of Malay reads the reason in Malay.
    const malay = await t.app.inject({
      method: 'GET',
      url: `${base}/invoicing/runs/${row?.id}`,
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'ms' },
    });
    expect(malay.json().data.errorMessage).toBe('Laporan telah dipadam sebelum sempat diinvoiskan.');
  });
});
