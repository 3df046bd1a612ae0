import { messageText, overtimeInvoiceMessages } from '@cic/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { addCentre, addChild, addManager } from '../../../test/centre-day-fixture';
import {
  addDayEndingAt,
  addRules,
  forgetBilledCheckouts,
  readyReport,
  rmOnePer5Minutes,
} from '../../../test/overtime-fixture';
import { expectRefusal } from '../../../test/refusal';
import { signInAs } from '../../../test/sign-in';
import { serverUrl } from '../../../test/test-database';
import { families } from '../../db/schema/index';

const base = '/api/v2/admin/overtime';

/**
 * Two reports over the same days converted at the same moment (decision 087): each passes its own
 * check under its own report's lock, so the database's live-line index on the check-out's block
 * settles it — the second is a 409, never a 500, and a whole-report run that meets it tries its
 * batch again and skips what the other holds. Needs a PostgreSQL server (PGlite has one
 * connection): an outside transaction holds the year's invoice counter, so both conversions pass
 * their checks and wait inside their statements until it lets go.
 */
describe.runIf(serverUrl())('two reports converted at once bill each check-out once', () => {
  let t: TestApp;
  let token: string;
  let url: string;
  let childId = '';
  const clients: pg.Client[] = [];
  const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
    callApi(t.app, token, method, path, payload);

  async function connect() {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    return client;
  }

  /** Holds the 2026 invoice counter in an outside transaction until `release` is called. */
  async function holdCounter() {
    const holder = await connect();
    await holder.query('begin');
    await holder.query(
      `insert into invoice_number_counters (kind, year, last_number) values ('INV', 2026, 0)
       on conflict (kind, year) do update set last_number = invoice_number_counters.last_number`,
    );
    return { release: () => holder.query('commit') };
  }

  /** Until `count` other connections wait for a lock. */
  async function waiting(observer: pg.Client, count: number) {
    for (let tries = 0; tries < 500; tries += 1) {
      const { rows } = await observer.query<{ total: number }>(
        "select count(*)::int as total from pg_stat_activity where wait_event_type = 'Lock'",
      );
      if ((rows[0]?.total ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${count} connections never waited`);
  }

  /** Check-outs whose charge is on live invoices of two reports. */
  async function billedTwice(observer: pg.Client) {
    const { rows } = await observer.query(
      `select l.checkout_id from invoice_lines l join invoices v on v.id = l.invoice_id
       where l.live and l.checkout_id is not null
       group by l.checkout_id having count(distinct v.report_id) > 1`,
    );
    return rows.length;
  }

  beforeAll(async () => {
    t = await buildTestApp({ jobs: true, clock: () => new Date('2026-12-01T02:00:00Z') });
    const connection = t.ctx.database.queueConnection;
    if (!('url' in connection)) throw new Error('a PostgreSQL server is needed');
    url = connection.url;
    token = (await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'] })).token;
    const centreId = (await addCentre(t.ctx, 'CIC Ampang')).id;
    const managerId = (await addManager(t.ctx, centreId, 'Cikgu Aminah')).id;
    const [tan] = await t.ctx.db
      .insert(families)
      .values([{ namedAfter: 'Tan' }])
      .returning();
    await addRules(t.ctx, null, [rmOnePer5Minutes]);
    childId = (await addChild(t.ctx, centreId, 'Nur Aisyah', { familyId: tan?.id })).id;
    for (const day of ['2026-10-14', '2026-10-15', '2026-11-10']) {
      await addDayEndingAt(t.ctx, { childId, centreId, managerId }, new Date(`${day}T17:23:00+08:00`));
    }
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await t.close();
  });

  it('lets one of two conversions from two reports have the charges; the other is a 409', async () => {
    const october = await readyReport(t.ctx, { startDate: '2026-10-01', endDate: '2026-10-31' });
    const overlap = await readyReport(t.ctx, { startDate: '2026-10-01', endDate: '2026-11-30' });
    const observer = await connect();
    const counter = await holdCounter();
    const answers = Promise.all([
      call('POST', `${base}/invoices`, { reportId: october, childIds: [childId] }),
      call('POST', `${base}/invoices`, { reportId: overlap, childIds: [childId] }),
    ]);
    await waiting(observer, 2);
    await counter.release();
    const [first, second] = await answers;
    const refused = [first, second].find((answer) => answer?.statusCode !== 201);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    if (!refused) throw new Error('none refused');
    expectRefusal(refused, 409, {
      code: 'CONFLICT',
      message: messageText(overtimeInvoiceMessages.itemAlreadyInvoiced),
      field: 'childIds',
    });
    expect(await billedTwice(observer)).toBe(0);
  });

  it('runs a whole report to the end beside a conversion of another report, skipping what it holds', async () => {
    // The first test's invoices are of another month for this one.
    await forgetBilledCheckouts(t.ctx);
    const october = await readyReport(t.ctx, { startDate: '2026-10-01', endDate: '2026-10-31' });
    const overlap = await readyReport(t.ctx, { startDate: '2026-10-01', endDate: '2026-11-30' });
    const observer = await connect();
    const counter = await holdCounter();
    const started = await call('POST', `${base}/invoicing/reports/${overlap}/runs`, { issue: true });
    expect(started.statusCode, started.body).toBe(202);
    const conversion = call('POST', `${base}/invoices`, { reportId: october, childIds: [childId] });
    await waiting(observer, 2);
    await counter.release();
    expect([201, 409]).toContain((await conversion).statusCode);
    let run = { status: 'QUEUED', items: 0 };
    for (let tries = 0; tries < 400 && !['DONE', 'FAILED'].includes(run.status); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      run = (await call('GET', `${base}/invoicing/runs/${started.json().data.id}`)).json().data;
    }
    expect(run.status).toBe('DONE');
    expect(await billedTwice(observer)).toBe(0);
    // Every charge is on exactly one live invoice: October's through one report, November's through the run.
    const { rows } = await observer.query<{ lines: number }>(
      'select count(*)::int as lines from invoice_lines where live and checkout_id is not null',
    );
    expect(rows[0]?.lines).toBe(3);
  });
});
