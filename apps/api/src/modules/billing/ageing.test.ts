import { randomUUID } from 'node:crypto';
import {
  type AgeingBucket,
  type AgeingRow,
  type AgeingSummary,
  addCalendarDays,
  ageingBucket,
  ageingBuckets,
  ageingCsvColumns,
  documentText,
  messageText,
} from '@cic/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { addCentre } from '../../../test/centre-day-fixture';
import { csvLines } from '../../../test/csv-lines';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';
import { centres, families, invoiceLines, invoices } from '../../db/schema/index';
import { createAgeingService } from './ageing-service';

const base = '/api/v2/admin/billing/ageing';
/** 15 December 2026, 10:00 in Kuala Lumpur. */
const now = new Date('2026-12-15T02:00:00Z');
const today = '2026-12-15';

type Status = (typeof invoices.$inferSelect)['status'];
type Child = { id: string; name: string };
/** What the fixture wrote: enough to age every invoice with the contract's own rule. */
type Written = { centreId: string; status: Status; dueDate: string; totalSen: number; paidSen: number };

const buckets = (sums: Partial<Record<AgeingBucket, number>>) => ({
  CURRENT: 0,
  DAYS_1_30: 0,
  DAYS_31_60: 0,
  DAYS_61_90: 0,
  OVER_90: 0,
  ...sums,
});

/**
 * The ageing (issue 41): invoices written straight to the database for two centres, families and
 * children without one, due exactly at every bucket's edge from a fixed Kuala Lumpur day; paid,
 * void, draft and settled invoices owe nothing.
 */
describe('the ageing of what families owe', () => {
  let t: TestApp;
  let admin: { token: string };
  const written: Written[] = [];
  const ids: Record<string, string> = {};
  let sequence = 0;

  const call = (url: string) => callApi(t.app, admin.token, 'GET', url);
  const list = async (query = '') => {
    const answer = await call(`${base}${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { data: AgeingRow[]; meta: { page: number; limit: number; total: number } };
  };
  const summary = async (query = '') => {
    const answer = await call(`${base}/summary${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as AgeingSummary;
  };
  const child = (name: string): Child => ({ id: randomUUID(), name });

  /** An invoice due `daysPast` days before today (negative: after), one line per child. */
  async function addInvoice(options: {
    centreId: string;
    familyId: string | null;
    children: Child[];
    daysPast: number;
    totalSen: number;
    paidSen?: number;
    status?: Status;
  }) {
    sequence += 1;
    const status = options.status ?? (options.paidSen ? 'PARTLY_PAID' : 'ISSUED');
    const dueDate = addCalendarDays(today, -options.daysPast);
    const numbered = status !== 'DRAFT';
    const [invoice] = await t.ctx.db
      .insert(invoices)
      .values({
        number: numbered ? `INV-2026-${String(800_000 + sequence)}` : null,
        status,
        centreId: options.centreId,
        familyId: options.familyId,
        issueDate: numbered ? addCalendarDays(dueDate, -14) : null,
        dueDate: numbered ? dueDate : null,
        totalSen: options.totalSen,
        paidSen: options.paidSen ?? 0,
        voidReason: status === 'VOID' ? 'Charged twice' : null,
        searchNames: options.children.map((each) => each.name.toLowerCase()).join(' '),
        createdByAdminId: null,
      })
      .returning();
    if (!invoice) throw new Error('invoice not created');
    // The lines share the total; the first takes what does not divide.
    const share = Math.floor(options.totalSen / options.children.length);
    await t.ctx.db.insert(invoiceLines).values(
      options.children.map((each, index) => ({
        invoiceId: invoice.id,
        childId: each.id,
        childName: each.name,
        localDate: '2026-10-14',
        startTime: new Date('2026-10-14T17:00:00+08:00'),
        endTime: new Date('2026-10-14T17:25:00+08:00'),
        duration: 25,
        unit: 'MINUTE' as const,
        rate: '0.200000',
        amountSen: index === 0 ? options.totalSen - share * (options.children.length - 1) : share,
      })),
    );
    written.push({
      centreId: options.centreId,
      status,
      dueDate,
      totalSen: options.totalSen,
      paidSen: options.paidSen ?? 0,
    });
  }

  async function addFamily(namedAfter: string) {
    const [family] = await t.ctx.db.insert(families).values({ namedAfter }).returning();
    if (!family) throw new Error('family not created');
    return family.id;
  }

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    admin = await signInAs(t.ctx, 'admin', { modules: ['BILLING'] });
    const ampang = (await addCentre(t.ctx, 'CIC Ampang')).id;
    const kajang = (await addCentre(t.ctx, 'CIC Kajang')).id;
    const tan = await addFamily('Tan');
    const lim = await addFamily('Lim');
    const wong = await addFamily('Wong');
    Object.assign(ids, { ampang, kajang, tan, lim, wong });
    const aisyah = child('Aisyah Tan');
    const ben = child('Ben Tan');
    const weiLim = child('Wei Lim');
    const meiLing = child('Mei Ling Wong');
    const adam = child('Adam bin Ahmad');
    const siti = child('Siti Aminah');
    const old = child('Old Child');

    // One ageing row per family (or lone child) and centre: each invoice below names its row.
    const tanAtAmpang = { centreId: ampang, familyId: tan };
    const limAtAmpang = { centreId: ampang, familyId: lim, children: [weiLim] };
    const tanAtKajang = { centreId: kajang, familyId: tan, children: [ben] };
    const wongAtKajang = { centreId: kajang, familyId: wong, children: [meiLing] };
    const noFamilyAt = (centreId: string, lone: Child) => ({ centreId, familyId: null, children: [lone] });

    // Tan at Ampang: due today (current), 1 day and 30 days past (1–30), 31 past (31–60).
    await addInvoice({ ...tanAtAmpang, children: [aisyah], daysPast: 0, totalSen: 10_000 });
    await addInvoice({ ...tanAtAmpang, children: [ben], daysPast: 1, totalSen: 20_000, paidSen: 5_050 });
    await addInvoice({ ...tanAtAmpang, children: [aisyah, ben], daysPast: 30, totalSen: 3_001 });
    await addInvoice({ ...tanAtAmpang, children: [aisyah], daysPast: 31, totalSen: 4_000 });
    // Owing nothing: paid, void, draft (a child named only there is not named on the row).
    for (const status of ['PAID', 'VOID', 'DRAFT'] as const) {
      const paidSen = status === 'PAID' ? 9_999 : 0;
      await addInvoice({ ...tanAtAmpang, children: [old], daysPast: 91, totalSen: 9_999, paidSen, status });
    }
    // Lim at Ampang: not yet due, 60 days (31–60), 61 and 90 (61–90), 91 (over 90).
    for (const [daysPast, totalSen, paidSen] of [
      [-5, 500, 0],
      [60, 6_000, 0],
      [61, 7_000, 0],
      [90, 8_000, 1_000],
      [91, 12_345, 0],
    ] as const) {
      await addInvoice({ ...limAtAmpang, daysPast, totalSen, paidSen });
    }
    // A child with no family at Ampang, long overdue.
    await addInvoice({ ...noFamilyAt(ampang, siti), daysPast: 200, totalSen: 5_000 });

    // Tan at Kajang too: one row per family and centre.
    await addInvoice({ ...tanAtKajang, daysPast: 10, totalSen: 5_000 });
    // Wong: over 90, and an issued invoice of nothing (no balance: not counted).
    await addInvoice({ ...wongAtKajang, daysPast: 95, totalSen: 5_000 });
    await addInvoice({ ...wongAtKajang, daysPast: 100, totalSen: 0 });
    // A child with no family: two invoices, one row.
    await addInvoice({ ...noFamilyAt(kajang, adam), daysPast: 0, totalSen: 2_500 });
    await addInvoice({ ...noFamilyAt(kajang, adam), daysPast: 45, totalSen: 5_000, paidSen: 2_500 });
    // Another family-less child whose invoice is paid: no row.
    const zara = child('Zara');
    await addInvoice({
      ...noFamilyAt(kajang, zara),
      daysPast: 3,
      totalSen: 1_000,
      paidSen: 1_000,
      status: 'PAID',
    });
  });

  afterAll(async () => {
    await t.close();
  });

  const ampangCentre = () => ({ id: ids.ampang, name: 'CIC Ampang' });
  const kajangCentre = () => ({ id: ids.kajang, name: 'CIC Kajang' });

  it('ages each family and centre to the sen, the most owed first', async () => {
    const { data: rows, meta } = await list();
    expect(meta).toEqual({ page: 1, limit: 20, total: 6 });
    // Each family's row names it by id (its statement is read by it); a lone child's names none.
    for (const row of rows as { familyId: string | null; familyNamedAfter: string | null }[]) {
      expect(row.familyId === null).toBe(row.familyNamedAfter === null);
    }
    const data = rows.map(({ familyId: _, position: __, ...row }: AgeingRow) => row);
    expect(data).toEqual([
      {
        familyNamedAfter: 'Lim',
        childNames: ['Wei Lim'],
        centre: ampangCentre(),
        buckets: buckets({ CURRENT: 500, DAYS_31_60: 6_000, DAYS_61_90: 14_000, OVER_90: 12_345 }),
        totalSen: 32_845,
        oldestDueDate: '2026-09-15',
        invoices: 5,
      },
      {
        familyNamedAfter: 'Tan',
        childNames: ['Aisyah Tan', 'Ben Tan'],
        centre: ampangCentre(),
        buckets: buckets({ CURRENT: 10_000, DAYS_1_30: 14_950 + 3_001, DAYS_31_60: 4_000 }),
        totalSen: 31_951,
        oldestDueDate: '2026-11-14',
        invoices: 4,
      },
      // Equal totals: by centre name, then family (a lone child by its name).
      {
        familyNamedAfter: null,
        childNames: ['Siti Aminah'],
        centre: ampangCentre(),
        buckets: buckets({ OVER_90: 5_000 }),
        totalSen: 5_000,
        oldestDueDate: '2026-05-29',
        invoices: 1,
      },
      {
        familyNamedAfter: null,
        childNames: ['Adam bin Ahmad'],
        centre: kajangCentre(),
        buckets: buckets({ CURRENT: 2_500, DAYS_31_60: 2_500 }),
        totalSen: 5_000,
        oldestDueDate: '2026-10-31',
        invoices: 2,
      },
      {
        familyNamedAfter: 'Tan',
        childNames: ['Ben Tan'],
        centre: kajangCentre(),
        buckets: buckets({ DAYS_1_30: 5_000 }),
        totalSen: 5_000,
        oldestDueDate: '2026-12-05',
        invoices: 1,
      },
      {
        familyNamedAfter: 'Wong',
        childNames: ['Mei Ling Wong'],
        centre: kajangCentre(),
        buckets: buckets({ OVER_90: 5_000 }),
        totalSen: 5_000,
        oldestDueDate: '2026-09-11',
        invoices: 1,
      },
    ]);
  });

  it('sums the buckets by centre and over all', async () => {
    expect(await summary()).toEqual({
      asOf: today,
      totals: {
        buckets: buckets({
          CURRENT: 13_000,
          DAYS_1_30: 22_951,
          DAYS_31_60: 12_500,
          DAYS_61_90: 14_000,
          OVER_90: 22_345,
        }),
        totalSen: 84_796,
      },
      centres: [
        {
          centre: ampangCentre(),
          buckets: buckets({
            CURRENT: 10_500,
            DAYS_1_30: 17_951,
            DAYS_31_60: 10_000,
            DAYS_61_90: 14_000,
            OVER_90: 17_345,
          }),
          totalSen: 69_796,
        },
        {
          centre: kajangCentre(),
          buckets: buckets({ CURRENT: 2_500, DAYS_1_30: 5_000, DAYS_31_60: 2_500, OVER_90: 5_000 }),
          totalSen: 15_000,
        },
      ],
      centresPage: { page: 1, limit: 20, total: 2 },
    });
  });

  it("pages the centres' totals, the totals over all staying whole", async () => {
    const whole = await summary();
    for (const query of ['', '?bucket=OVER_90', '?search=tan']) {
      const every = await summary(query);
      const second = await summary(`${query ? `${query}&` : '?'}page=2&limit=1`);
      expect(second.totals, query).toEqual(every.totals);
      expect(second.centresPage, query).toEqual({ page: 2, limit: 1, total: every.centres.length });
      expect(second.centres, query).toEqual(every.centres.slice(1, 2));
    }
    expect((await summary('?page=3&limit=1')).centres).toEqual([]);
    expect((await summary('?page=3&limit=1')).totals).toEqual(whole.totals);
  });

  it('draws the bucket edges where ageingBucket does, on any day aged at', async () => {
    const owed = written.filter(
      (invoice) => ['ISSUED', 'PARTLY_PAID'].includes(invoice.status) && invoice.totalSen > invoice.paidSen,
    );
    const days = ['2026-12-13', '2026-12-14', '2026-12-16', '2027-01-14', '2027-01-15', '2027-03-16'];
    for (const asOf of days) {
      const expected = buckets({});
      for (const invoice of owed) {
        expected[ageingBucket(invoice.dueDate, asOf)] += invoice.totalSen - invoice.paidSen;
      }
      const answer = await summary(`?asOf=${asOf}`);
      expect(answer.asOf).toBe(asOf);
      expect(answer.totals.buckets, asOf).toEqual(expected);
    }
    // A day later Tan's invoice due today is a day late, and the one 30 days late is 31.
    const tan = (await list(`?asOf=2026-12-16&centerId=${ids.ampang}`)).data.find(
      (row) => row.familyNamedAfter === 'Tan',
    );
    expect(tan?.buckets).toEqual(buckets({ DAYS_1_30: 24_950, DAYS_31_60: 7_001 }));
    // A day earlier the invoice due yesterday is not yet late.
    const before = (await list(`?asOf=2026-12-14&centerId=${ids.ampang}`)).data.find(
      (row) => row.familyNamedAfter === 'Tan',
    );
    expect(before?.buckets).toEqual(buckets({ CURRENT: 24_950, DAYS_1_30: 7_001 }));
  });

  it('filters by centre, search and bucket, in the list and its summary alike', async () => {
    const kajang = await list(`?centerId=${ids.kajang}`);
    expect(kajang.data.map((row) => row.familyNamedAfter ?? row.childNames[0])).toEqual([
      'Adam bin Ahmad',
      'Tan',
      'Wong',
    ]);
    expect((await summary(`?centerId=${ids.kajang}`)).centres.map((entry) => entry.centre)).toEqual([
      kajangCentre(),
    ]);
    const nowhere = await list(`?centerId=${randomUUID()}`);
    expect(nowhere).toMatchObject({ data: [], meta: { total: 0 } });

    // A child's name finds the family's row with everything it owes, at each centre.
    const ben = await list('?search=%20BEN%20');
    expect(ben.data.map((row) => [row.centre.name, row.familyNamedAfter, row.totalSen])).toEqual([
      ['CIC Ampang', 'Tan', 31_951],
      ['CIC Kajang', 'Tan', 5_000],
    ]);
    // The family's name as shown in either language.
    expect((await list('?search=keluarga%20lim')).data.map((row) => row.familyNamedAfter)).toEqual(['Lim']);
    expect((await list('?search=Wong%20Family')).data.map((row) => row.familyNamedAfter)).toEqual(['Wong']);
    // 'No family' finds the children with none, as the invoices list does.
    expect((await list('?search=no%20family')).data.map((row) => row.childNames)).toEqual([
      ['Siti Aminah'],
      ['Adam bin Ahmad'],
    ]);
    // A child named only on paid, void and draft invoices owes nothing.
    expect((await list('?search=old%20child')).meta.total).toBe(0);
    // Wildcards are taken literally.
    expect((await list('?search=%25')).meta.total).toBe(0);

    // Only those owing something in the bucket; each row still shows all it owes.
    const late = await list('?bucket=OVER_90');
    expect(late.data.map((row) => [row.familyNamedAfter ?? row.childNames[0], row.totalSen])).toEqual([
      ['Lim', 32_845],
      ['Siti Aminah', 5_000],
      ['Wong', 5_000],
    ]);
    expect((await list('?bucket=DAYS_61_90')).data.map((row) => row.familyNamedAfter)).toEqual(['Lim']);
    const lateSummary = await summary('?bucket=OVER_90');
    expect(lateSummary.totals).toEqual({
      buckets: buckets({ CURRENT: 500, DAYS_31_60: 6_000, DAYS_61_90: 14_000, OVER_90: 22_345 }),
      totalSen: 42_845,
    });
    // Filters together.
    const together = await list(`?bucket=CURRENT&centerId=${ids.kajang}&search=adam`);
    expect(together.data.map((row) => row.childNames)).toEqual([['Adam bin Ahmad']]);
    expect(await summary(`?bucket=DAYS_61_90&centerId=${ids.kajang}`)).toEqual({
      asOf: today,
      totals: { buckets: buckets({}), totalSen: 0 },
      centres: [],
      centresPage: { page: 1, limit: 20, total: 0 },
    });
  });

  it('pages the rows', async () => {
    const second = await list('?page=2&limit=2');
    expect(second.meta).toEqual({ page: 2, limit: 2, total: 6 });
    expect(second.data.map((row) => row.childNames[0])).toEqual(['Siti Aminah', 'Adam bin Ahmad']);
    const past = await list('?page=4&limit=2');
    expect(past).toMatchObject({ data: [], meta: { page: 4, limit: 2, total: 6 } });
  });

  it('reads Next and Previous from the place of the row at the edge, as the pages counted read (decision 104)', async () => {
    const names = (rows: AgeingRow[]) =>
      rows.map((row) => `${row.centre.name}/${row.familyNamedAfter ?? row.childNames[0]}`);
    for (const filter of [
      '',
      '&bucket=OVER_90',
      '&search=tan',
      `&centerId=${ids.ampang}`,
      '&bucket=DAYS_1_30',
    ]) {
      const counted = [];
      for (let page = 1; ; page += 1) {
        const rows = (await list(`?limit=2&page=${page}${filter}`)).data;
        if (rows.length === 0) break;
        counted.push(rows);
      }
      // Next from each page's last row reads the page after it.
      for (let page = 1; page < counted.length; page += 1) {
        const last = counted[page - 1]?.at(-1)?.position ?? '';
        const next = await list(`?limit=2&page=${page + 1}&after=${last}${filter}`);
        expect(names(next.data), `${filter} after page ${page}`).toEqual(names(counted[page] ?? []));
        expect(next.meta.total, filter).toBe(counted.flat().length);
        // Previous from that page's first row reads the page before it again.
        const first = next.data[0]?.position ?? '';
        const back = await list(`?limit=2&page=${page}&before=${first}${filter}`);
        expect(names(back.data), `${filter} before page ${page + 1}`).toEqual(names(counted[page - 1] ?? []));
      }
      // After the very last row: nothing more.
      const end = counted.at(-1)?.at(-1)?.position;
      if (end) expect((await list(`?limit=2&page=9&after=${end}${filter}`)).data).toEqual([]);
    }
  });

  it("exports every row as CSV in the reader's language, by centre and family", async () => {
    const csv = await call(`${base}/export?asOf=2026-12-15`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="ageing-2026-12-15.csv"');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csvLines(csv.body)).toEqual([
      ageingCsvColumns.map((key) => documentText(key, 'en')).join(','),
      'CIC Ampang,Lim Family,Wei Lim,5.00,0.00,60.00,140.00,123.45,328.45,15/09/2026,5',
      'CIC Ampang,No family,Siti Aminah,0.00,0.00,0.00,0.00,50.00,50.00,29/05/2026,1',
      'CIC Ampang,Tan Family,"Aisyah Tan, Ben Tan",100.00,179.51,40.00,0.00,0.00,319.51,14/11/2026,4',
      'CIC Kajang,No family,Adam bin Ahmad,25.00,0.00,25.00,0.00,0.00,50.00,31/10/2026,2',
      'CIC Kajang,Tan Family,Ben Tan,0.00,50.00,0.00,0.00,0.00,50.00,05/12/2026,1',
      'CIC Kajang,Wong Family,Mei Ling Wong,0.00,0.00,0.00,0.00,50.00,50.00,11/09/2026,1',
    ]);
    expect(csv.body).toContain(
      'Center,Family,Children,Current (RM),1–30 Days (RM),31–60 Days (RM),61–90 Days (RM),Over 90 Days (RM),Total Owed (RM),Oldest Due Date,Invoices',
    );

    const malay = await t.app.inject({
      method: 'GET',
      url: `${base}/export?centerId=${ids.kajang}&bucket=OVER_90`,
      headers: { ...bearer(admin.token), 'accept-language': 'ms' },
    });
    expect(malay.statusCode, malay.body).toBe(200);
    expect(malay.headers['content-disposition']).toBe(`attachment; filename="ageing-${today}.csv"`);
    expect(csvLines(malay.body)).toEqual([
      'Pusat,Keluarga,Anak-anak,Semasa (RM),1–30 Hari (RM),31–60 Hari (RM),61–90 Hari (RM),Lebih 90 Hari (RM),Jumlah Tertunggak (RM),Tarikh Akhir Terawal,Invois',
      'CIC Kajang,Keluarga Wong,Mei Ling Wong,0.00,0.00,0.00,0.00,50.00,50.00,11/09/2026,1',
    ]);

    // Nothing matching: the headings alone.
    const empty = await call(`${base}/export?search=nobody`);
    expect(csvLines(empty.body)).toHaveLength(1);
  });

  it('reads the export in batches by key: every row once, in the export order', async () => {
    const service = createAgeingService(t.ctx);
    const batches: string[][] = [];
    for await (const batch of service.exportBatches({}, 2)) {
      batches.push(batch.map((row) => `${row.centre.name}/${row.familyNamedAfter ?? row.childNames[0]}`));
    }
    expect(batches).toEqual([
      ['CIC Ampang/Lim', 'CIC Ampang/Siti Aminah'],
      ['CIC Ampang/Tan', 'CIC Kajang/Adam bin Ahmad'],
      ['CIC Kajang/Tan', 'CIC Kajang/Wong'],
      [],
    ]);
  });

  it('refuses bad filters with the envelope, never a 5xx', async () => {
    const bucketRefusal = {
      code: 'VALIDATION_FAILED',
      message: messageText('billing.ageingBucket', 'en'),
      field: 'bucket',
    };
    for (const path of ['', '/summary', '/export']) {
      expectRefusal(await call(`${base}${path}?bucket=LATE`), 400, bucketRefusal);
      expectRefusal(await call(`${base}${path}?asOf=2026-02-30`), 400, {
        code: 'VALIDATION_FAILED',
        message: messageText('common.dateFormat', 'en'),
        field: 'asOf',
      });
      expectRefusal(await call(`${base}${path}?centerId=nope`), 400, {
        code: 'VALIDATION_FAILED',
        message: messageText('overtime.centerNotFound', 'en'),
        field: 'centerId',
      });
    }
    // A place no row had (edited by hand, cut short) is refused by its field.
    for (const field of ['after', 'before']) {
      expectRefusal(await call(`${base}?${field}=bm90LWEtcGxhY2U`), 400, {
        code: 'VALIDATION_FAILED',
        message: messageText('billing.ageingPosition', 'en'),
        field,
      });
    }
    for (const query of ['limit=101', 'limit=0', 'page=0', 'page=x', `search=${'a'.repeat(201)}`]) {
      const answer = await call(`${base}?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json(), query).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    // Every bucket name is taken.
    for (const bucket of ageingBuckets) expect((await call(`${base}?bucket=${bucket}`)).statusCode).toBe(200);
  });

  it('keeps each account equal to what its invoices owe as they are paid, voided, re-dated and renamed', async () => {
    type Account = {
      centre: string;
      owner: string;
      owed: number;
      invoices: number;
      dues: string;
      sortName: string;
    };
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await t.ctx.db.execute(query)) as unknown as { rows: Account[] }).rows.map((row) => ({
        ...row,
        owed: Number(row.owed),
        invoices: Number(row.invoices),
      }));
    // The ageing's own definition, summed from every invoice: what the triggers must keep.
    const fromInvoices = () =>
      rows(sql`
        with owed as (
          select i.centre_id, coalesce(i.family_id, (select l.child_id from invoice_lines l where l.invoice_id = i.id
                   order by l.child_name, l.child_id limit 1)) as owner,
                 i.due_date, (i.total_sen - i.paid_sen)::bigint as balance,
                 coalesce(f.named_after, (select min(l.child_name) from invoice_lines l where l.invoice_id = i.id)) as name
          from invoices i left join families f on f.id = i.family_id
          where i.status in ('ISSUED', 'PARTLY_PAID') and i.total_sen > i.paid_sen
        )
        select c.name || '/' || o.centre_id as centre, o.owner::text as owner, sum(o.balance) as owed, count(*) as invoices,
               min(o.name) as "sortName",
               (select string_agg(d.due_date::text || '=' || d.balance, ' ' order by d.due_date) from (
                 select p.due_date, sum(p.balance) as balance from owed p
                 where p.centre_id = o.centre_id and p.owner = o.owner group by p.due_date) d) as dues
        from owed o join centres c on c.id = o.centre_id
        group by c.name, o.centre_id, o.owner order by 1, 2`);
    const kept = () =>
      rows(sql`
        select centre_name || '/' || centre_id as centre, owner_id::text as owner, owed_sen as owed, invoices,
               sort_name as "sortName",
               (select string_agg(d::text || '=' || b, ' ' order by d) from unnest(due_dates, balances_sen) as u(d, b)) as dues
        from owed_accounts order by 1, 2`);
    const byCentreAndDue = async () =>
      (
        (await t.ctx.db.execute(sql`
          select centre_id || '/' || due_date as key, owed_sen::text as owed from owed_by_due_date
          union all
          select centre_id || '/' || due_date || '!', sum(total_sen - paid_sen)::text from invoices
          where status in ('ISSUED', 'PARTLY_PAID') and total_sen > paid_sen group by centre_id, due_date
          order by 1`)) as unknown as { rows: { key: string; owed: string }[] }
      ).rows;
    const expectKept = async () => {
      expect(await kept()).toEqual(await fromInvoices());
      const dues = await byCentreAndDue();
      const keptDues = Object.fromEntries(
        dues.filter((row) => !row.key.endsWith('!')).map((row) => [row.key, row.owed]),
      );
      const summed = Object.fromEntries(
        dues.filter((row) => row.key.endsWith('!')).map((row) => [row.key.slice(0, -1), row.owed]),
      );
      expect(keptDues).toEqual(summed);
    };

    await expectKept();
    const owedIds = (
      await t.ctx.db
        .select({ id: invoices.id, totalSen: invoices.totalSen })
        .from(invoices)
        .where(inArray(invoices.status, ['ISSUED', 'PARTLY_PAID']))
        .orderBy(invoices.dueDate, invoices.id)
    ).slice(0, 4);
    const [first, second, third, fourth] = owedIds;
    if (!first || !second || !third || !fourth) throw new Error('fixture owes too little');
    // Part-paid, paid in full, voided, moved to another due date: one statement each, then several at once.
    await t.ctx.db
      .update(invoices)
      .set({ paidSen: 1, status: 'PARTLY_PAID' })
      .where(eq(invoices.id, first.id));
    await expectKept();
    await t.ctx.db
      .update(invoices)
      .set({ paidSen: second.totalSen, status: 'PAID' })
      .where(eq(invoices.id, second.id));
    await t.ctx.db
      .update(invoices)
      .set({ status: 'VOID', voidReason: 'Charged twice' })
      .where(eq(invoices.id, third.id));
    await t.ctx.db.update(invoices).set({ dueDate: '2026-01-05' }).where(eq(invoices.id, fourth.id));
    await expectKept();
    await t.ctx.db
      .update(invoices)
      .set({ dueDate: sql`${invoices.dueDate} - 7` })
      .where(inArray(invoices.status, ['ISSUED', 'PARTLY_PAID']));
    await expectKept();
    // Renamed: the page's order follows the centre's and the family's names.
    await t.ctx.db
      .update(families)
      .set({ namedAfter: 'Tan-Lee' })
      .where(eq(families.id, ids.tan as string));
    await t.ctx.db
      .update(centres)
      .set({ name: 'CIC Ampang Jaya' })
      .where(eq(centres.id, ids.ampang as string));
    await expectKept();
    const renamed = (await list(`?centerId=${ids.ampang}&search=tan-lee`)).data;
    expect(renamed.map((row) => [row.centre.name, row.familyNamedAfter])).toEqual([
      ['CIC Ampang Jaya', 'Tan-Lee'],
    ]);
  });

  it('answers only admins with the BILLING module', async () => {
    const other = await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'] });
    const refused = await callApi(t.app, other.token, 'GET', base);
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${base}/export` })).statusCode).toBe(401);
  });
});
