import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/database-before-migration';

/** Ids of the rows written before the migration, by what they stand for. */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [admin, centre, manager, child, checkout, early, rule, october, overlap] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9,
].map(id);
const items = { ruled: id(10), edited: id(11), derived: id(12), again: id(13) };
const invoices = { october: id(20), overlap: id(21), orphan: id(22) };

/**
 * Migration 0024 (issue 39, decision 087): items and lines made before it get their block's facts
 * (from the rule still stating them, else the smallest block that adds up, else none), and lines
 * their check-out, so the unique index on a check-out's block can hold even where two reports
 * had already billed it twice.
 */
describe('migration 0024: block facts and check-outs of earlier items and lines', () => {
  it('fills the block of each item and line, and the check-out of each line once per block', async () => {
    const { client, migrateTheRest, close } = await databaseBefore('0024');
    try {
      // Written as SQL: the schema in code already has the columns these rows are made without.
      await client.exec(`
        insert into admins (id, email, password_hash) values ('${admin}', 'old@test.test', 'x');
        insert into centres (id, name) values ('${centre}', 'CIC Old');
        insert into managers (id, centre_id, name) values ('${manager}', '${centre}', 'Cikgu');
        insert into children (id, name, gender, date_of_birth, centre_id)
          values ('${child}', 'Nur Aisyah', 'female', '2021-01-01', '${centre}');
        insert into check_ins (id, child_id, centre_id, status, recorded_at, local_date, temperature,
                               photo_key, thumbnail_key, recorded_by_id) values
          ('${checkout}', '${child}', '${centre}', 'CHECKOUT', '2026-10-15T11:20:00Z', '2026-10-15', 36.6, 'p', 't', '${manager}'),
          ('${early}', '${child}', '${centre}', 'CHECKOUT', '2026-10-16T11:10:00Z', '2026-10-16', 36.6, 'p', 't', '${manager}');
        -- RM 5.00 per 15 minutes from 19:00 (Kuala Lumpur).
        insert into overtime_rules (id, start_time, end_time, duration, unit, rate_sen)
          values ('${rule}', '19:00', '20:00', 15, 'MINUTE', 500);
        insert into overtime_reports (id, name, start_date, end_date, status, created_by_admin_id) values
          ('${october}', 'October', '2026-10-01', '2026-10-31', 'READY', '${admin}'),
          ('${overlap}', 'Again', '2026-10-01', '2026-10-31', 'READY', '${admin}');
        insert into overtime_report_items (id, report_id, centre_id, child_id, checkout_id, start_time, end_time,
                                           local_date, duration, unit, rate, amount_sen) values
          -- 30 minutes under the rule: RM 5.00 per 15 minutes × 2.
          ('${items.ruled}', '${october}', '${centre}', '${child}', '${checkout}', '2026-10-15T11:00:00Z',
           '2026-10-15T11:20:00Z', '2026-10-15', 30, 'MINUTE', 0.333333, 1000),
          -- Edited to 7 × 0.333333 = RM 2.33: no whole block adds up.
          ('${items.edited}', '${october}', '${centre}', '${child}', '${early}', '2026-10-16T11:00:00Z',
           '2026-10-16T11:10:00Z', '2026-10-16', 7, 'MINUTE', 0.333333, 233),
          -- No rule starts at 18:00 any more: 20 × RM 0.20 is RM 0.20 per minute.
          ('${items.derived}', '${october}', '${centre}', '${child}', '${early}', '2026-10-16T10:00:00Z',
           '2026-10-16T10:20:00Z', '2026-10-16', 20, 'MINUTE', 0.2, 400),
          -- The same charge in a second report, billed again before this migration (issue 39).
          ('${items.again}', '${overlap}', '${centre}', '${child}', '${checkout}', '2026-10-15T11:00:00Z',
           '2026-10-15T11:20:00Z', '2026-10-15', 30, 'MINUTE', 0.333333, 1000);
        insert into overtime_invoices (id, centre_id, report_id, total_sen, created_by_admin_id, created_at) values
          ('${invoices.october}', '${centre}', '${october}', 1000, '${admin}', '2026-11-01T00:00:00Z'),
          ('${invoices.overlap}', '${centre}', '${overlap}', 1000, '${admin}', '2026-11-02T00:00:00Z'),
          ('${invoices.orphan}', '${centre}', null, 400, '${admin}', '2026-11-03T00:00:00Z');
        insert into overtime_invoice_lines (invoice_id, item_id, child_id, child_name, local_date, start_time,
                                            end_time, duration, unit, rate, amount_sen)
        select invoice_id, item_id, '${child}', 'Nur Aisyah', local_date, start_time, end_time, duration, 'MINUTE',
               rate, amount_sen
        from (values
          ('${invoices.october}'::uuid, '${items.ruled}'::uuid, '2026-10-15'::date, '2026-10-15T11:00:00Z'::timestamptz,
           '2026-10-15T11:20:00Z'::timestamptz, 30, 0.333333, 1000),
          ('${invoices.overlap}', '${items.again}', '2026-10-15', '2026-10-15T11:00:00Z', '2026-10-15T11:20:00Z',
           30, 0.333333, 1000),
          -- Its report deleted: no item, ended by the check-out at 19:10.
          ('${invoices.orphan}', null, '2026-10-16', '2026-10-16T11:00:00Z', '2026-10-16T11:10:00Z', 10, 0.333333, 333)
        ) as lines(invoice_id, item_id, local_date, start_time, end_time, duration, rate, amount_sen);
      `);
      await migrateTheRest();

      const itemRows = await client.query<{
        id: string;
        block_duration: number | null;
        block_rate_sen: number | null;
      }>('select id, block_duration, block_rate_sen from overtime_report_items order by id');
      expect(itemRows.rows).toEqual([
        { id: items.ruled, block_duration: 15, block_rate_sen: 500 },
        { id: items.edited, block_duration: null, block_rate_sen: null },
        { id: items.derived, block_duration: 1, block_rate_sen: 20 },
        { id: items.again, block_duration: 15, block_rate_sen: 500 },
      ]);
      const lineRows = await client.query<{
        invoice_id: string;
        checkout_id: string | null;
        block_duration: number | null;
        block_rate_sen: number | null;
      }>(
        'select invoice_id, checkout_id, block_duration, block_rate_sen from invoice_lines order by invoice_id',
      );
      expect(lineRows.rows).toEqual([
        // The earlier invoice keeps the check-out; the one billed again stands, but no longer holds it.
        { invoice_id: invoices.october, checkout_id: checkout, block_duration: 15, block_rate_sen: 500 },
        { invoice_id: invoices.overlap, checkout_id: null, block_duration: 15, block_rate_sen: 500 },
        // 10 × 0.333333 = RM 3.33 is no whole block; its check-out is the one at its end.
        { invoice_id: invoices.orphan, checkout_id: early, block_duration: null, block_rate_sen: null },
      ]);
    } finally {
      await close();
    }
    // Every migration runs on a fresh PGlite: slow on a shared machine.
  }, 120_000);
});
