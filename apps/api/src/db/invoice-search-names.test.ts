import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/database-before-migration';

/**
 * Migration 0016 (issue 28, decision 074): invoices made before it get the lower-case names of
 * their lines' children, so the list's search by child still finds them.
 */
describe('migration 0016: search names of earlier invoices', () => {
  it("fills each earlier invoice's search names from its lines", async () => {
    const { client, migrateTheRest, close } = await databaseBefore('0016');
    try {
      // Written as SQL: the schema in code already has the column these rows are made without.
      await client.exec(`
        insert into admins (id, email, password_hash)
          values ('00000000-0000-4000-8000-000000000001', 'old@test.test', 'x');
        insert into centres (id, name) values ('00000000-0000-4000-8000-000000000002', 'CIC Old');
        insert into overtime_invoices (id, centre_id, total_sen, created_by_admin_id) values
          ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 300,
           '00000000-0000-4000-8000-000000000001'),
          ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000002', 0,
           '00000000-0000-4000-8000-000000000001');
        insert into overtime_invoice_lines
          (invoice_id, child_id, child_name, local_date, start_time, end_time, duration, unit, rate, amount_sen)
        select '00000000-0000-4000-8000-000000000003', gen_random_uuid(), name, '2026-10-14',
               '2026-10-14T09:00:00Z', '2026-10-14T09:10:00Z', 10, 'MINUTE', '0.200000', 100
        from (values ('Nur Aisyah'), ('Adam Hakim'), ('Nur Aisyah')) as names(name);
      `);
      await migrateTheRest();
      const result = await client.query<{ id: string; search_names: string }>(
        'select id, search_names from invoices order by id',
      );
      expect(result.rows).toEqual([
        { id: '00000000-0000-4000-8000-000000000003', search_names: 'adam hakim nur aisyah' },
        { id: '00000000-0000-4000-8000-000000000004', search_names: '' },
      ]);
    } finally {
      await close();
    }
    // Every migration runs on a fresh PGlite: slow on a shared machine.
  }, 120_000);
});
