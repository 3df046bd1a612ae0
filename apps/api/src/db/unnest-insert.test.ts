import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, type DatabaseHandle, openDatabase } from './client';
import { unnestInsert } from './unnest-insert';

/**
 * An embedded database started before its types are made, as `npm start` migrates a new data
 * directory: an enum's array must still arrive as an array.
 */
describe('unnestInsert', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openDatabase({ pglite: createPglite() });
    await handle.db.execute(sql`create type line_mood as enum ('CALM', 'BUSY')`);
    await handle.db.execute(
      sql`create table unnest_rows (id uuid, mood line_mood, at timestamptz, rate numeric, note text, n integer)`,
    );
  });
  afterAll(() => handle.close());

  it('writes one row a position of the arrays, nulls, enums, times and quotes included', async () => {
    await handle.db.execute(
      unnestInsert('unnest_rows', {
        id: ['uuid', ['6f1c2a4e-8a5b-4c3d-9e2f-1a2b3c4d5e6f', '7a2d3b5f-9b6c-4d4e-8f3a-2b3c4d5e6f7a']],
        mood: ['line_mood', ['BUSY', null]],
        at: ['timestamptz', [new Date('2026-10-14T09:25:00Z'), null]],
        rate: ['numeric', ['0.200000', null]],
        note: ['text', ['a "quoted", {braced} note\\', null]],
        n: ['integer', [5_000, null]],
      }),
    );
    const rows = (await handle.db.execute(
      sql`select mood, at = '2026-10-14T09:25:00Z' as at, rate::text, note, n from unnest_rows order by id`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([
      { mood: 'BUSY', at: true, rate: '0.200000', note: 'a "quoted", {braced} note\\', n: 5_000 },
      { mood: null, at: null, rate: null, note: null, n: null },
    ]);
  });
});
