import { type CentreDayRow, centreListSortFields } from '@cic/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addCentre, addChild, addManager, addRecord, klInstant } from '../../../test/centre-day-fixture';
import { bearer, signInAs } from '../../../test/sign-in';
import { Random } from '../../db/seed/random';

/** 12:00 on Wednesday 11 March 2026 in Kuala Lumpur. */
const now = new Date('2026-03-11T04:00:00Z');
const day = '2026-03-10';
const saturday = '2026-03-07';

const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** The spec's order, written independently of the SQL: '-' last both ways, ties by name (any case), then id. */
function expectedOrder(rows: CentreDayRow[], field: keyof CentreDayRow, direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: CentreDayRow, b: CentreDayRow) =>
    compare(a.name.toLowerCase(), b.name.toLowerCase()) || compare(a.id, b.id);
  return [...rows].sort((a, b) => {
    const x = field === 'name' ? a.name.toLowerCase() : a[field];
    const y = field === 'name' ? b.name.toLowerCase() : b[field];
    if (x === y) return byName(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    const order = typeof x === 'string' ? (x < String(y) ? -1 : 1) : Number(x) - Number(y);
    return sign * order;
  });
}

describe('admin centre list: pages, sorts, search and the day summary', () => {
  let t: TestApp;
  let admin: { token: string };

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => now });
    admin = await signInAs(t.ctx, 'admin', { modules: ['CHECKIN'] });
    // 24 centres with different enrolments and days, some unregistered, names with % and _.
    const random = new Random(15);
    const names = [
      ...Array.from({ length: 20 }, (_, index) => `Centre ${String(index + 1).padStart(2, '0')}`),
      '100% Kids',
      'Kids_Club',
      'Kidsy Club',
      // Lower case first: sorts between '100% Kids' and 'Centre 01' by name.
      'bravo House',
    ];
    for (const [index, name] of names.entries()) {
      const centre = await addCentre(t.ctx, name, {
        registered: index % 7 !== 3,
        type: index % 4 === 0 ? 'franchise' : 'company',
      });
      const teacher = await addManager(t.ctx, centre.id, `Teacher of ${name}`);
      for (let n = 0; n < random.int(0, 4); n += 1) {
        const child = await addChild(t.ctx, centre.id, `Child ${n} of ${name}`);
        const record = (status: 'CHECKIN' | 'CHECKOUT', at: Date) =>
          addRecord(t.ctx, { childId: child.id, centreId: centre.id, managerId: teacher.id, status, at });
        for (const date of [day, saturday]) {
          if (random.float() < 0.6) {
            await record('CHECKIN', klInstant(date, '08:00'));
            if (random.float() < 0.5) await record('CHECKOUT', klInstant(date, '17:00'));
          }
        }
      }
    }
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/checkin/center?${query}`,
      headers: bearer(admin.token),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const everyCentre = async (query: string) =>
    (await list(`${query}&limit=100`)).body.data.centres as CentreDayRow[];

  it('pages the centres 50 by default, at most 100, with meta.total', async () => {
    const first = await list(`date=${day}&limit=10`);
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, limit: 10, total: 24 });
    expect(first.body.data.centres).toHaveLength(10);
    const third = await list(`date=${day}&limit=10&page=3`);
    expect(third.body.data.centres).toHaveLength(4);
    const pages = [
      ...first.body.data.centres,
      ...(await list(`date=${day}&limit=10&page=2`)).body.data.centres,
      ...third.body.data.centres,
    ];
    expect(pages.map((row: CentreDayRow) => row.id)).toEqual(
      (await everyCentre(`date=${day}`)).map((row) => row.id),
    );
    expect((await list(`date=${day}`)).body.meta).toEqual({ page: 1, limit: 50, total: 24 });
    const beyond = await list(`date=${day}&limit=10&page=4`);
    expect(beyond.body.data.centres).toEqual([]);
    expect(beyond.body.meta.total).toBe(24);
    expect(await list('limit=101')).toMatchObject({ status: 400, body: { field: 'limit' } });
    expect(await list('page=0')).toMatchObject({ status: 400, body: { field: 'page' } });
  });

  it('sorts by every column both ways on the server, on a weekday and on a weekend', async () => {
    for (const date of [day, saturday]) {
      const rows = await everyCentre(`date=${date}`);
      for (const field of centreListSortFields) {
        for (const direction of ['asc', 'desc'] as const) {
          const sorted = await everyCentre(`date=${date}&sortField=${field}&sortDirection=${direction}`);
          expect(
            sorted.map((row) => row.name),
            `${date} ${field} ${direction}`,
          ).toEqual(expectedOrder(rows, field, direction).map((row) => row.name));
          // A page of a sort is that slice of the whole order.
          const page = (
            await list(`date=${date}&sortField=${field}&sortDirection=${direction}&limit=5&page=2`)
          ).body.data.centres as CentreDayRow[];
          expect(page).toEqual(sorted.slice(5, 10));
        }
      }
    }
  });

  it('searches centre names on the server, taking % and _ literally', async () => {
    const names = async (search: string) =>
      (
        (await list(`date=${day}&sortField=name&sortDirection=asc&search=${encodeURIComponent(search)}`)).body
          .data.centres as CentreDayRow[]
      ).map((row) => row.name);
    expect(await names('centre 1')).toEqual([
      'Centre 10',
      'Centre 11',
      'Centre 12',
      'Centre 13',
      'Centre 14',
      'Centre 15',
      'Centre 16',
      'Centre 17',
      'Centre 18',
      'Centre 19',
    ]);
    expect(await names('%')).toEqual(['100% Kids']);
    expect(await names('s_c')).toEqual(['Kids_Club']);
    expect(await names('_')).toEqual(['Kids_Club']);
    expect(await names('nowhere')).toEqual([]);
    const searched = await list(`date=${day}&search=club&limit=1`);
    expect(searched.body.meta).toEqual({ page: 1, limit: 1, total: 2 });
  });

  it('sums the day of every centre in the summary, whatever the page and the search', async () => {
    for (const date of [day, saturday]) {
      const rows = await everyCentre(`date=${date}`);
      const sum = (pick: (row: CentreDayRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
      const checkins = sum((row) => row.checkins);
      const expectedEnrollment = sum((row) =>
        row.attendancePercentage === null && row.checkins === 0 ? 0 : row.totalStudents,
      );
      const summary = {
        centres: 24,
        totalStudents: sum((row) => row.totalStudents),
        checkins,
        checkouts: sum((row) => row.checkouts),
        absentees: sum((row) => row.absentees),
        attendancePercentage: expectedEnrollment
          ? Math.round((checkins / expectedEnrollment) * 10_000) / 100
          : null,
        complianceUsage: checkins
          ? Math.round(
              (sum((row) => ((row.complianceUsage ?? 0) * row.checkins) / 100) / checkins) * 10_000,
            ) / 100
          : null,
      };
      for (const query of [
        `date=${date}`,
        `date=${date}&limit=3&page=2`,
        `date=${date}&search=kids`,
        `date=${date}&search=nowhere`,
      ]) {
        expect((await list(query)).body.data.summary, query).toEqual(summary);
      }
    }
    // On a Saturday only the centres with check-ins expect anyone: nobody else is absent.
    const weekend = await everyCentre(`date=${saturday}`);
    for (const row of weekend.filter((centre) => centre.checkins === 0)) expect(row.absentees).toBe(0);
  });
});
