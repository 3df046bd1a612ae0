import {
  documentText,
  messageText,
  type OvertimeInvoice,
  overtimeInvoiceCsvColumns,
  overtimeInvoiceMessages,
} from '@cic/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi, type Method } from '../../../test/call-api';
import { csvLines } from '../../../test/csv-lines';
import {
  addGeneratingReport,
  addTwoCentresOctober,
  octoberAfresh,
  reportItems,
  reportRow,
} from '../../../test/overtime-fixture';
import { expectRefusal } from '../../../test/refusal';
import { signInAs } from '../../../test/sign-in';
import { auditLog, invoiceLines } from '../../db/schema/index';
import { createOvertimeInvoicesService } from './service';

const base = '/api/v2/admin/overtime';
type Line = { itemId: string | null; child: { name: string }; date: string; amountSen: number };

describe('overtime invoices API', () => {
  let t: TestApp;
  let admin: { token: string; id: string };
  /** The server's clock: Kuala Lumpur 10:00 on 20 November 2026 unless a test moves it. */
  let now = new Date('2026-11-20T02:00:00Z');
  const children: Record<string, string> = {};

  const call = (method: Method, url: string, payload?: object) =>
    callApi(t.app, admin.token, method, url, payload);
  async function data(method: Method, url: string, payload?: object) {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data;
  }

  /** A READY October report of its own, and its items by child and day. */
  async function readyReport() {
    const reportId = await octoberAfresh(t.ctx);
    const rows = await reportItems(t.ctx, reportId);
    const item = (child: string, day: string) => {
      const found = rows.find((row) => row.childId === children[child] && row.localDate === day);
      if (!found) throw new Error(`no item for ${child} on ${day}`);
      return found.id;
    };
    return { reportId, rows, item };
  }

  const convert = (reportId: string, itemIds: string[], to: 'invoices/proforma' | 'invoices') =>
    call('POST', `${base}/${to}`, { reportId, itemIds });
  async function converted(reportId: string, itemIds: string[], to: 'invoices/proforma' | 'invoices') {
    const response = await convert(reportId, itemIds, to);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.invoices as OvertimeInvoice[];
  }
  const pay = (invoiceId: string, amountSen: number, paidOn = '2026-11-20') =>
    call('POST', `${base}/invoices/${invoiceId}/payments`, {
      method: 'BANK_TRANSFER',
      reference: 'MBB 123',
      paidOn,
      amountSen,
    });
  const itemStatuses = async (reportId: string) =>
    Object.fromEntries((await reportItems(t.ctx, reportId)).map((row) => [row.id, row.status]));

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    const signedIn = await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'], email: 'billing@test.example' });
    admin = { token: signedIn.token, id: signedIn.id };
    Object.assign(children, (await addTwoCentresOctober(t.ctx)).children);
  });
  afterAll(() => t.close());

  it('goes from items to a proforma per family, to an issued invoice, to paid in parts, audited', async () => {
    const { reportId, rows, item } = await readyReport();
    const all = rows.map((row) => row.id);
    const drafts = await converted(reportId, all, 'invoices/proforma');
    // A family's children together (Tan: Aisyah and Adam), Lim alone, Siti (no family) alone.
    expect(drafts.map((invoice) => [invoice.family?.namedAfter ?? null, invoice.totalSen]).sort()).toEqual(
      [
        ['Lim', 1000],
        ['Tan', 800],
        [null, 600],
      ].sort(),
    );
    for (const draft of drafts) expect(draft).toMatchObject({ status: 'DRAFT', number: null, reportId });
    expect(Object.values(await itemStatuses(reportId))).toEqual(all.map(() => 'PROFORMA'));

    const tan = drafts.find((invoice) => invoice.family?.namedAfter === 'Tan') as OvertimeInvoice;
    const detail = await data('GET', `${base}/invoices/${tan.id}`);
    // Lines by child, then date; each a copy of its item; the total is their sum.
    expect(
      detail.lines.map((line: Line) => [line.child.name, line.date, line.amountSen, line.itemId]),
    ).toEqual([
      ['Adam Hakim', '2026-10-14', 100, item('adam', '2026-10-14')],
      ['Nur Aisyah', '2026-10-14', 500, item('aisyah', '2026-10-14')],
      ['Nur Aisyah', '2026-10-15', 200, item('aisyah', '2026-10-15')],
    ]);
    expect(detail.lines.reduce((sum: number, line: Line) => sum + line.amountSen, 0)).toBe(detail.totalSen);
    expect(detail.lines[0]).toMatchObject({
      charge: { kind: 'OVERTIME', duration: 5, unit: 'MINUTE', rate: '0.200000' },
    });

    const issued = await call('POST', `${base}/invoices/${tan.id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data).toMatchObject({
      status: 'ISSUED',
      number: expect.stringMatching(/^INV-2026-\d{6}$/),
      issueDate: '2026-11-20',
      dueDate: '2026-12-04',
      balanceSen: 800,
    });
    expectRefusal(await call('POST', `${base}/invoices/${tan.id}/issue`), 409, {
      code: 'CONFLICT',
      message: messageText(overtimeInvoiceMessages.notDraft),
    });

    const part = (await pay(tan.id, 300)).json().data;
    expect(part).toMatchObject({ status: 'PARTLY_PAID', paidSen: 300, balanceSen: 500 });
    expectRefusal(await pay(tan.id, 501), 409, {
      code: 'CONFLICT',
      message: messageText(overtimeInvoiceMessages.overpaid),
      field: 'amountSen',
    });
    const paid = (await pay(tan.id, 500)).json().data;
    expect(paid).toMatchObject({ status: 'PAID', paidSen: 800, balanceSen: 0 });
    expect(paid.payments.map((payment: { amountSen: number }) => payment.amountSen)).toEqual([300, 500]);
    expect(paid.payments[0]).toMatchObject({
      method: 'BANK_TRANSFER',
      reference: 'MBB 123',
      paidOn: '2026-11-20',
    });
    const statuses = await itemStatuses(reportId);
    expect(statuses[item('aisyah', '2026-10-14')]).toBe('PAID');
    expect(statuses[item('siti', '2026-10-14')]).toBe('PROFORMA');

    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'overtime-invoice'), eq(auditLog.entityId, tan.id)));
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['overtime-invoice.create', admin.id],
      ['overtime-invoice.issue', admin.id],
      ['overtime-invoice.payment', admin.id],
      ['overtime-invoice.payment', admin.id],
    ]);
  });

  it('converts straight to invoices: proforma and issue in one step', async () => {
    const { reportId, item } = await readyReport();
    const [invoice] = await converted(reportId, [item('daniel', '2026-10-16')], 'invoices');
    expect(invoice).toMatchObject({ status: 'ISSUED', totalSen: 1000, issueDate: '2026-11-20' });
    expect(invoice?.number).toMatch(/^INV-2026-\d{6}$/);
    expect((await itemStatuses(reportId))[item('daniel', '2026-10-16')]).toBe('INVOICED');
  });

  it('numbers invoices issued at the same time from one sequence, without gaps or repeats', async () => {
    const drafts: OvertimeInvoice[] = [];
    for (let round = 0; round < 4; round += 1) {
      const { reportId, rows } = await readyReport();
      drafts.push(
        ...(await converted(
          reportId,
          rows.map((row) => row.id),
          'invoices/proforma',
        )),
      );
    }
    // On PGlite the transactions run one after the other; `.ci/run` repeats this on PostgreSQL.
    const answers = await Promise.all(
      drafts.map((draft) => call('POST', `${base}/invoices/${draft.id}/issue`)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const sequence = answers
      .map((answer) => Number((answer.json().data.number as string).slice('INV-2026-'.length)))
      .sort((a, b) => a - b);
    const first = sequence[0] as number;
    expect(sequence).toEqual(sequence.map((_, index) => first + index));
    // Every number given so far, the earlier tests' included, is 1..n.
    const list = await call('GET', `${base}/invoices?limit=100&search=INV-2026`);
    const numbers = (list.json().data.invoices as OvertimeInvoice[]).map((invoice) =>
      Number(invoice.number?.slice(9)),
    );
    expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, index) => index + 1));
  });

  it('refuses an item already on a live invoice, in the service and in the database', async () => {
    const { reportId, item } = await readyReport();
    const daniel = item('daniel', '2026-10-16');
    const siti = item('siti', '2026-10-14');
    await converted(reportId, [daniel], 'invoices/proforma');
    expectRefusal(await convert(reportId, [siti, daniel], 'invoices'), 409, {
      code: 'CONFLICT',
      message: messageText(overtimeInvoiceMessages.itemAlreadyInvoiced),
      field: 'itemIds',
    });
    // Nothing of the refused conversion was kept.
    expect((await itemStatuses(reportId))[siti]).toBe('UNBILLED');
    const [line] = await t.ctx.db.select().from(invoiceLines).where(eq(invoiceLines.itemId, daniel));
    if (!line) throw new Error('no line');
    const { id: _id, ...copy } = line;
    await expect(t.ctx.db.insert(invoiceLines).values(copy)).rejects.toThrow();
  });

  it('lets only one of two admins converting the same item at once have it', async () => {
    const { reportId, item } = await readyReport();
    const siti = [item('siti', '2026-10-14')];
    const answers = await Promise.all([
      convert(reportId, siti, 'invoices'),
      convert(reportId, siti, 'invoices/proforma'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses items of another report, an empty selection and a report still generating', async () => {
    const first = await readyReport();
    const second = await readyReport();
    expectRefusal(
      await convert(second.reportId, [first.item('siti', '2026-10-14')], 'invoices/proforma'),
      404,
      {
        code: 'NOT_FOUND',
        message: messageText(overtimeInvoiceMessages.itemNotInReport),
        field: 'itemIds',
      },
    );
    const empty = await convert(first.reportId, [], 'invoices/proforma');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'itemIds', messageCode: 'invoices.itemsRequired' });
    const generating = await addGeneratingReport(t.ctx, { startDate: '2026-10-01', endDate: '2026-10-31' });
    expect((await convert(generating, [crypto.randomUUID()], 'invoices/proforma')).statusCode).toBe(409);
    expect((await convert(crypto.randomUUID(), [crypto.randomUUID()], 'invoices')).statusCode).toBe(404);
  });

  it('voids an unpaid invoice with a reason and frees its items; a part-paid one is refused', async () => {
    const { reportId, item } = await readyReport();
    const siti = item('siti', '2026-10-14');
    const [invoice] = await converted(reportId, [siti], 'invoices');
    if (!invoice) throw new Error('no invoice');
    const noReason = await call('POST', `${base}/invoices/${invoice.id}/void`, { reason: ' ' });
    expect(noReason.json()).toMatchObject({ field: 'reason', messageCode: 'invoices.reason' });
    const voided = await data('POST', `${base}/invoices/${invoice.id}/void`, { reason: 'Charged in error' });
    expect(voided).toMatchObject({ status: 'VOID', voidReason: 'Charged in error', balanceSen: 0 });
    expect((await itemStatuses(reportId))[siti]).toBe('UNBILLED');
    expectRefusal(await pay(invoice.id, 100), 409, {
      code: 'CONFLICT',
      message: messageText(overtimeInvoiceMessages.notPayable),
    });
    const [again] = await converted(reportId, [siti], 'invoices');
    if (!again) throw new Error('no invoice');
    expect(again.number).not.toBe(invoice.number);
    await pay(again.id, 100);
    expectRefusal(await call('POST', `${base}/invoices/${again.id}/void`, { reason: 'Too late' }), 409, {
      code: 'CONFLICT',
      message: messageText(overtimeInvoiceMessages.notVoidable),
    });
  });

  it('refunds a paid invoice by credit notes from their own sequence, never more than was paid', async () => {
    const { reportId, item } = await readyReport();
    const [invoice] = await converted(reportId, [item('daniel', '2026-10-16')], 'invoices');
    if (!invoice) throw new Error('no invoice');
    const credit = (amountSen: number) =>
      call('POST', `${base}/invoices/${invoice.id}/credit-notes`, {
        amountSen,
        reason: 'Pick-up was on time',
      });
    expectRefusal(await credit(100), 409, {
      code: 'CONFLICT',
      message: messageText(overtimeInvoiceMessages.notCreditable),
    });
    await pay(invoice.id, 1000);
    const first = (await credit(400)).json().data;
    const second = (await credit(600)).json().data;
    expect(first.creditNotes[0].number).toMatch(/^CN-2026-\d{6}$/);
    const numbers = second.creditNotes.map((note: { number: string }) => Number(note.number.slice(8)));
    expect(numbers[1]).toBe(numbers[0] + 1);
    expect(second).toMatchObject({ status: 'PAID', totalSen: 1000, paidSen: 1000, creditedSen: 1000 });
    expectRefusal(await credit(1), 409, {
      code: 'CONFLICT',
      message: messageText(overtimeInvoiceMessages.creditTooLarge),
      field: 'amountSen',
    });
  });

  it('refuses to edit or remove an invoiced item, and allows it once the invoice is void', async () => {
    const { reportId, item } = await readyReport();
    const aisyah = item('aisyah', '2026-10-14');
    const [invoice] = await converted(reportId, [aisyah], 'invoices/proforma');
    if (!invoice) throw new Error('no invoice');
    const onInvoice = { code: 'CONFLICT', message: messageText(overtimeInvoiceMessages.itemOnInvoice) };
    const edit = () => call('PUT', `${base}/reports/items/${aisyah}`, { duration: 10, rate: 0.2 });
    expectRefusal(await edit(), 409, onInvoice);
    expectRefusal(await call('DELETE', `${base}/reports/items/${aisyah}`), 409, onInvoice);
    expectRefusal(
      await call('DELETE', `${base}/reports/${reportId}/students/${children.aisyah}`),
      409,
      onInvoice,
    );
    // Another child's items are not held.
    expect((await call('DELETE', `${base}/reports/items/${item('adam', '2026-10-14')}`)).statusCode).toBe(
      200,
    );
    await data('POST', `${base}/invoices/${invoice.id}/void`, { reason: 'Wrong duration' });
    expect((await edit()).statusCode).toBe(200);
  });

  it("splits the report's total into invoiced and uninvoiced, to the sen", async () => {
    const { reportId, item } = await readyReport();
    await converted(reportId, [item('aisyah', '2026-10-14'), item('daniel', '2026-10-16')], 'invoices');
    const split = await data('GET', `${base}/invoicing/reports/${reportId}`);
    expect(split).toEqual({
      totalSen: 2400,
      invoicedSen: 1500,
      uninvoicedSen: 900,
      invoicedItems: 2,
      uninvoicedItems: 3,
    });
    expect(split.totalSen).toBe((await reportRow(t.ctx, reportId))?.totalAmountSen);
    expect((await call('GET', `${base}/invoicing/reports/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('keeps the invoices, with every line, when their report is deleted', async () => {
    const { reportId, rows } = await readyReport();
    const invoices = await converted(
      reportId,
      rows.map((row) => row.id),
      'invoices',
    );
    expect((await call('DELETE', `${base}/reports/${reportId}`)).statusCode).toBe(200);
    for (const invoice of invoices) {
      const kept = await data('GET', `${base}/invoices/${invoice.id}`);
      expect(kept).toMatchObject({ reportId: null, totalSen: invoice.totalSen, status: 'ISSUED' });
      expect(kept.lines.every((line: Line) => line.itemId === null)).toBe(true);
      expect(kept.lines.reduce((sum: number, line: Line) => sum + line.amountSen, 0)).toBe(invoice.totalSen);
    }
  });

  it('lists with search, filters, overdue and the totals outstanding and collected, and exports CSV', async () => {
    const { reportId, item } = await readyReport();
    const [early] = await converted(reportId, [item('siti', '2026-10-14')], 'invoices');
    if (!early) throw new Error('no invoice');
    await pay(early.id, 250);
    // A month later the early invoice is past its due date (sessions follow the clock: sign in again).
    now = new Date('2026-12-20T02:00:00Z');
    const signedIn = admin.token;
    admin.token = (await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'] })).token;
    try {
      const list = async (query: string) =>
        (await data('GET', `${base}/invoices?limit=100&${query}`)) as {
          invoices: OvertimeInvoice[];
          totals: { outstandingSen: number; collectedSen: number; keptAsCreditSen: number };
        };
      const overdue = await list('overdue=true');
      expect(overdue.invoices.map((invoice) => invoice.id)).toContain(early.id);
      expect(overdue.invoices.every((invoice) => invoice.overdue)).toBe(true);
      expect((await list(`search=${early.number}`)).invoices.map((invoice) => invoice.id)).toEqual([
        early.id,
      ]);
      const byChild = await list('search=siti amin');
      expect(byChild.invoices.length).toBeGreaterThan(0);
      expect(byChild.invoices.every((invoice) => invoice.family === null)).toBe(true);
      // Case aside, as ILIKE: the kept lower-case names and the upper-case numbers (decision 074).
      expect(await list('search=SITI AMIN')).toEqual(byChild);
      expect(
        (await list(`search=${early.number?.toLowerCase()}`)).invoices.map((invoice) => invoice.id),
      ).toEqual([early.id]);
      const byFamily = await list('search=tan');
      expect(byFamily.invoices.every((invoice) => invoice.family?.namedAfter === 'Tan')).toBe(true);
      // The family's name as the pages show it, in either language, and 'No family' (issue 40).
      for (const shown of ['Tan Family', 'Keluarga Tan', 'tan fam']) {
        const found = await list(`search=${encodeURIComponent(shown)}`);
        expect(found.invoices.length, shown).toBeGreaterThan(0);
        expect(
          found.invoices.map((invoice) => invoice.family?.namedAfter),
          shown,
        ).toEqual(found.invoices.map(() => 'Tan'));
      }
      for (const shown of ['No family', 'tiada keluarga']) {
        const found = await list(`search=${encodeURIComponent(shown)}`);
        expect(found.invoices.length, shown).toBeGreaterThan(0);
        expect(
          found.invoices.every((invoice) => invoice.family === null),
          shown,
        ).toBe(true);
      }
      const voided = await list('status=VOID');
      expect(voided.invoices.every((invoice) => invoice.status === 'VOID')).toBe(true);
      const everything = await list('');
      const owed = everything.invoices.filter((invoice) =>
        ['ISSUED', 'PARTLY_PAID'].includes(invoice.status),
      );
      expect(everything.totals).toEqual({
        outstandingSen: owed.reduce((sum, invoice) => sum + invoice.totalSen - invoice.paidSen, 0),
        collectedSen: everything.invoices.reduce(
          (sum, invoice) => sum + invoice.paidSen - invoice.creditedSen,
          0,
        ),
        // No online payment here left anything beyond a balance (decision 088).
        keptAsCreditSen: 0,
      });
      const bad = await call('GET', `${base}/invoices?status=OPEN`);
      expect(bad.json()).toMatchObject({ field: 'status', messageCode: 'invoices.status' });

      const csv = await call('GET', `${base}/invoices/export?search=${early.number}`);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(
        'attachment; filename="overtime-invoices-2026-12-20.csv"',
      );
      expect(csvLines(csv.body)).toEqual([
        overtimeInvoiceCsvColumns.map((key) => documentText(key, 'en')).join(','),
        `${early.number},Partly paid,CIC Kajang,No family,20/11/2026,04/12/2026,6.00,2.50,0.00,3.50`,
      ]);
      // The words of the file follow the reader's language.
      const malay = await t.app.inject({
        method: 'GET',
        url: `${base}/invoices/export?search=${early.number}`,
        headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'ms' },
      });
      expect(csvLines(malay.body).slice(0, 2)).toEqual([
        'Nombor Invois,Status,Pusat,Keluarga,Tarikh Dikeluarkan,Tarikh Akhir,Jumlah (RM),Dibayar (RM),Dikreditkan (RM),Baki (RM)',
        `${early.number},Dibayar sebahagian,CIC Kajang,Tiada keluarga,20/11/2026,04/12/2026,6.00,2.50,0.00,3.50`,
      ]);
    } finally {
      now = new Date('2026-11-20T02:00:00Z');
      admin.token = signedIn;
    }
  });

  it('exports in batches read by key: every invoice once, in the list order', async () => {
    const listed = (await data('GET', `${base}/invoices?limit=100`)).invoices as OvertimeInvoice[];
    const batches: string[][] = [];
    for await (const batch of createOvertimeInvoicesService(t.ctx).exportBatches({}, 3)) {
      batches.push(batch.map((invoice) => invoice.id));
    }
    expect(batches.length).toBeGreaterThan(2);
    expect(batches.flat()).toEqual(listed.map((invoice) => invoice.id));
  });

  it('answers bad input with the envelope and a catalogue message, never a 5xx', async () => {
    const { reportId, item } = await readyReport();
    const [invoice] = await converted(reportId, [item('adam', '2026-10-14')], 'invoices');
    if (!invoice) throw new Error('no invoice');
    const payments = `${base}/invoices/${invoice.id}/payments`;
    const cases: [string, object, string][] = [
      ['method', { method: 'CARD', paidOn: '2026-11-20', amountSen: 1 }, 'invoices.method'],
      ['amountSen', { method: 'CASH', paidOn: '2026-11-20', amountSen: 1.5 }, 'invoices.amount'],
      ['amountSen', { method: 'CASH', paidOn: '2026-11-20', amountSen: 0 }, 'invoices.amount'],
      ['paidOn', { method: 'CASH', amountSen: 1 }, 'invoices.paidOn'],
      ['paidOn', { method: 'CASH', paidOn: '2026-11-21', amountSen: 1 }, 'common.dateInFuture'],
    ];
    for (const [field, body, messageCode] of cases) {
      const response = await call('POST', payments, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field, messageCode });
    }
    expect((await call('GET', `${base}/invoices/not-an-id`)).json()).toMatchObject({
      messageCode: 'invoices.notFound',
    });
    expect((await call('POST', `${base}/invoices/${crypto.randomUUID()}/issue`)).statusCode).toBe(404);
  });
});
