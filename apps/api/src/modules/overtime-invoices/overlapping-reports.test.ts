import {
  message,
  messageText,
  type OvertimeInvoice,
  type OvertimeItem,
  overtimeInvoiceMessages,
} from '@cic/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi, type Method } from '../../../test/call-api';
import { addCentre, addChild, addManager } from '../../../test/centre-day-fixture';
import {
  addDayEndingAt,
  addRules,
  forgetBilledCheckouts,
  readyReport,
  reportItems,
  rmOnePer5Minutes,
} from '../../../test/overtime-fixture';
import { expectRefusal } from '../../../test/refusal';
import { signInAs } from '../../../test/sign-in';
import { families, invoiceLines } from '../../db/schema/index';
import { violatedUniqueConstraint } from '../../db/unique-violation';

const base = '/api/v2/admin/overtime';

/**
 * A charge belongs to its check-out, not to a report (issue 39, decision 087): a report over days
 * already invoiced shows those charges as invoiced, with the number, and no way of converting it
 * — by items, by students or the whole report on the queue — bills a check-out's charge twice.
 */
describe('overlapping reports bill each check-out once', () => {
  let t: TestApp;
  let token: string;
  const children = { aisyah: '', adam: '', daniel: '' };
  const call = (method: Method, url: string, payload?: object) => callApi(t.app, token, method, url, payload);
  async function data(method: Method, url: string, payload?: object) {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data;
  }

  const convert = (reportId: string, choice: object, to = 'invoices') =>
    call('POST', `${base}/${to}`, { reportId, ...choice });
  async function converted(reportId: string, choice: object, to = 'invoices') {
    const response = await convert(reportId, choice, to);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.invoices as OvertimeInvoice[];
  }

  /**
   * October reported and invoiced whole, one invoice partly paid (as the issue found it), then a
   * report over 01/10–30/11 generated over it. Earlier tests' invoices no longer hold anything.
   */
  async function overlapAfterOctober(issue = true) {
    await forgetBilledCheckouts(t.ctx);
    const october = await readyReport(t.ctx, { startDate: '2026-10-01', endDate: '2026-10-31' });
    const items = (await reportItems(t.ctx, october)).map((item) => item.id);
    const invoices = await converted(october, { itemIds: items }, issue ? 'invoices' : 'invoices/proforma');
    const [tan] = invoices;
    if (!tan) throw new Error('no invoice');
    if (issue) {
      await data('POST', `${base}/invoices/${tan.id}/payments`, {
        method: 'CASH',
        paidOn: '2026-12-01',
        amountSen: 500,
      });
    }
    return {
      october,
      invoice: tan,
      overlap: await readyReport(t.ctx, { startDate: '2026-10-01', endDate: '2026-11-30' }),
    };
  }

  const sheet = async (reportId: string, childId: string) =>
    (await data('GET', `${base}/reports/${reportId}/students/${childId}`)).items as OvertimeItem[];

  /** Check-outs whose charge is on live invoices of two reports, or one block on two live lines. */
  async function billedTwice() {
    const result = (await t.ctx.db.execute(sql`
      select l.checkout_id from invoice_lines l join invoices v on v.id = l.invoice_id
      where l.live and l.checkout_id is not null
      group by l.checkout_id having count(distinct v.report_id) > 1
      union all
      select i.checkout_id from invoice_lines l join overtime_report_items i on i.id = l.item_id
      where l.live and l.checkout_id is not null
      group by i.checkout_id, l.start_time having count(*) > 1`)) as unknown as {
      rows: unknown[];
    };
    return result.rows.length;
  }

  beforeAll(async () => {
    t = await buildTestApp({ jobs: true, clock: () => new Date('2026-12-01T02:00:00Z') });
    token = (await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'] })).token;
    const ampang = (await addCentre(t.ctx, 'CIC Ampang')).id;
    const managerId = (await addManager(t.ctx, ampang, 'Cikgu Aminah')).id;
    const [tan] = await t.ctx.db
      .insert(families)
      .values([{ namedAfter: 'Tan' }])
      .returning();
    // RM 1 per 5 minutes from 17:00, then RM 5 per 15 minutes from 18:00.
    await addRules(t.ctx, null, [
      rmOnePer5Minutes,
      { startTime: '18:00', endTime: '19:00', duration: 15, unit: 'MINUTE', amountSen: 500, isActive: true },
    ]);
    children.aisyah = (await addChild(t.ctx, ampang, 'Nur Aisyah', { familyId: tan?.id })).id;
    children.adam = (await addChild(t.ctx, ampang, 'Adam Hakim', { familyId: tan?.id })).id;
    children.daniel = (await addChild(t.ctx, ampang, 'Daniel Lim')).id;
    const visit = (child: keyof typeof children, checkout: string) =>
      addDayEndingAt(t.ctx, { childId: children[child], centreId: ampang, managerId }, new Date(checkout));
    await visit('aisyah', '2026-10-14T17:23:00+08:00'); // RM 5
    await visit('aisyah', '2026-10-15T18:20:00+08:00'); // RM 12 + RM 5 per 15 minutes × 2
    await visit('adam', '2026-10-16T17:05:00+08:00'); // RM 1
    await visit('aisyah', '2026-11-10T17:10:00+08:00'); // RM 2
    await visit('daniel', '2026-11-12T17:50:00+08:00'); // RM 10
  });
  afterAll(() => t.close());

  it('shows charges billed through another report as invoiced, with the number, in the tabs and the totals', async () => {
    const { invoice, overlap } = await overlapAfterOctober();
    const students = (await data('GET', `${base}/reports/${overlap}/students`)) as {
      childInfo: { name: string };
      status: string;
      invoiceNumbers: string[];
    }[];
    const byName = Object.fromEntries(students.map((row) => [row.childInfo.name, row]));
    // Adam's only charge is on the October invoice (part-paid): invoiced, with its number.
    expect(byName['Adam Hakim']).toMatchObject({ status: 'INVOICED', invoiceNumbers: [invoice.number] });
    // Aisyah has November left to bill.
    expect(byName['Nur Aisyah']).toMatchObject({ status: 'UNBILLED', invoiceNumbers: [invoice.number] });
    expect(byName['Daniel Lim']).toMatchObject({ status: 'UNBILLED', invoiceNumbers: [] });

    const items = await sheet(overlap, children.aisyah);
    expect(items.map((item) => [item.date, item.status, item.invoice?.number ?? null])).toEqual([
      ['2026-10-14', 'INVOICED', invoice.number],
      ['2026-10-15', 'INVOICED', invoice.number],
      ['2026-10-15', 'INVOICED', invoice.number],
      ['2026-11-10', 'UNBILLED', null],
    ]);
    expect(items[0]?.invoice).toMatchObject({ id: invoice.id, status: 'PARTLY_PAID', otherReport: true });

    // October (RM 5 + RM 12 + RM 10 + RM 1) is invoiced; November (RM 2 + RM 10) is not.
    expect(await data('GET', `${base}/invoicing/reports/${overlap}`)).toEqual({
      totalSen: 4000,
      invoicedSen: 2800,
      uninvoicedSen: 1200,
      invoicedItems: 4,
      uninvoicedItems: 2,
    });
  });

  it('refuses items billed through another report, naming the invoice, and converts the rest', async () => {
    const { invoice, overlap } = await overlapAfterOctober();
    const items = await sheet(overlap, children.aisyah);
    const [october] = items;
    const november = items.find((item) => item.date === '2026-11-10');
    if (!october || !november) throw new Error('items missing');
    for (const to of ['invoices', 'invoices/proforma']) {
      expectRefusal(await convert(overlap, { itemIds: [november.id, october.id] }, to), 409, {
        code: 'CONFLICT',
        message: messageText(message('invoices.itemInvoicedOn', { number: invoice.number ?? '' })),
        field: 'itemIds',
      });
    }
    const [made] = await converted(overlap, { itemIds: [november.id] });
    expect(made).toMatchObject({ status: 'ISSUED', totalSen: 200 });
    expect(await billedTwice()).toBe(0);
  });

  it('names no number for a charge on a proforma of another report, and still refuses it', async () => {
    const { overlap } = await overlapAfterOctober(false);
    const [october] = await sheet(overlap, children.adam);
    expect(october).toMatchObject({ status: 'PROFORMA', invoice: { number: null, otherReport: true } });
    expectRefusal(await convert(overlap, { itemIds: [october?.id] }), 409, {
      code: 'CONFLICT',
      message: messageText(overtimeInvoiceMessages.itemAlreadyInvoiced),
      field: 'itemIds',
    });
  });

  it('skips charges billed through another report when converting students', async () => {
    const { overlap } = await overlapAfterOctober();
    expectRefusal(await convert(overlap, { childIds: [children.adam] }), 409, {
      code: 'CONFLICT',
      message: messageText(overtimeInvoiceMessages.nothingToInvoice),
      field: 'childIds',
    });
    // The Tan family's November only: Aisyah's RM 2.
    const invoices = await converted(overlap, { childIds: [children.aisyah, children.adam] });
    expect(invoices.map((made) => made.totalSen)).toEqual([200]);
    expect(await billedTwice()).toBe(0);
  });

  it('skips charges billed through another report when invoicing the whole report on the queue', async () => {
    const { overlap } = await overlapAfterOctober();
    const started = await data('POST', `${base}/invoicing/reports/${overlap}/runs`, { issue: true });
    let run = { status: 'QUEUED', invoices: 0, items: 0, totalSen: 0 };
    for (let attempt = 0; attempt < 200 && !['DONE', 'FAILED'].includes(run.status); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      run = await data('GET', `${base}/invoicing/runs/${started.id}`);
    }
    // November alone: Aisyah's RM 2 (Tan) and Daniel's RM 10.
    expect(run).toMatchObject({ status: 'DONE', invoices: 2, items: 2, totalSen: 1200 });
    expect(await billedTwice()).toBe(0);
    expect(await data('GET', `${base}/invoicing/reports/${overlap}`)).toMatchObject({
      invoicedSen: 4000,
      uninvoicedSen: 0,
    });
  });

  it("keeps a sibling block of the same check-out billable in its own report, not in another's", async () => {
    await forgetBilledCheckouts(t.ctx);
    const october = await readyReport(t.ctx, { startDate: '2026-10-01', endDate: '2026-10-31' });
    const [first, second] = (await sheet(october, children.aisyah)).filter(
      (item) => item.date === '2026-10-15',
    );
    if (!first || !second) throw new Error('two blocks expected');
    await converted(october, { itemIds: [first.id] });
    const overlap = await readyReport(t.ctx, { startDate: '2026-10-15', endDate: '2026-10-15' });
    const later = await sheet(overlap, children.aisyah);
    // The check-out is billed through October: both its blocks read as invoiced here.
    expect(later.map((item) => item.status)).toEqual(['INVOICED', 'INVOICED']);
    expect((await convert(overlap, { itemIds: [later[1]?.id] })).statusCode).toBe(409);
    // In October the second block is its own charge, still to bill.
    expect((await sheet(october, children.aisyah)).find((item) => item.id === second.id)?.status).toBe(
      'UNBILLED',
    );
    await converted(october, { itemIds: [second.id] });
    expect(await billedTwice()).toBe(0);
  });

  it('refuses to edit, delete or remove charges billed through another report, until that invoice is void', async () => {
    const { invoice, overlap } = await overlapAfterOctober(false);
    const [held] = await sheet(overlap, children.adam);
    if (!held) throw new Error('no item');
    const refusal = {
      code: 'CONFLICT',
      message: messageText(overtimeInvoiceMessages.itemOnInvoice),
    };
    expectRefusal(
      await call('PUT', `${base}/reports/items/${held.id}`, { duration: 5, rate: 1 }),
      409,
      refusal,
    );
    expectRefusal(await call('DELETE', `${base}/reports/items/${held.id}`), 409, refusal);
    expectRefusal(await call('DELETE', `${base}/reports/${overlap}/students/${children.adam}`), 409, refusal);

    await data('POST', `${base}/invoices/${invoice.id}/void`, { reason: 'Billed from the wrong report' });
    const [freed] = await sheet(overlap, children.adam);
    expect(freed).toMatchObject({ status: 'UNBILLED', invoice: null });
    expect((await call('PUT', `${base}/reports/items/${held.id}`, { duration: 5, rate: 1 })).statusCode).toBe(
      200,
    );
    const [again] = await converted(overlap, { itemIds: [held.id] });
    expect(again).toMatchObject({ status: 'ISSUED', totalSen: 500 });
  });

  it("refuses in the database a second live line of a check-out's block, from any report", async () => {
    await overlapAfterOctober();
    const [line] = await t.ctx.db
      .select()
      .from(invoiceLines)
      .where(sql`${invoiceLines.live} and ${invoiceLines.checkoutId} is not null`)
      .limit(1);
    if (!line) throw new Error('no line');
    // A copy standing for another report's conversion that passed its check at the same moment:
    // not the same item, the same check-out and block.
    const { id: _id, itemId: _itemId, ...copy } = line;
    const refused = await t.ctx.db
      .insert(invoiceLines)
      .values(copy)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(violatedUniqueConstraint(refused)).toBe('invoice_lines_live_checkout_key');
  });
});
