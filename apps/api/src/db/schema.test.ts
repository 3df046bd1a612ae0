import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, type DatabaseHandle, type Db, openDatabase } from './client';
import {
  admins,
  centres,
  checkIns,
  children,
  managers,
  notes,
  orders,
  overtimeReports,
  overtimeRules,
  parents,
  sessions,
} from './schema/index';

/** The PostgreSQL error behind a failed Drizzle query: its SQLSTATE code and constraint name. */
async function failureOf(query: PromiseLike<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    return { code: cause?.code, constraint: cause?.constraint };
  }
  throw new Error('the query succeeded but should have failed');
}

const expectedTables = [
  'absences',
  'activities',
  'activity_images',
  'activity_years',
  'admin_modules',
  'admin_permissions',
  'admins',
  'announcement_centres',
  'announcement_images',
  'announcement_recipients',
  'announcements',
  'audit_log',
  'billing_runs',
  'billing_settings',
  'care_entries',
  'care_entry_versions',
  'care_photos',
  'centre_day_counts',
  'centre_devices',
  'centres',
  'check_in_settings',
  'check_ins',
  'child_contacts',
  'children',
  'config_flags',
  'credit_notes',
  'e_invoice_buyers',
  'e_invoice_consolidated_sources',
  'e_invoice_issuers',
  'e_invoices',
  'enrolment_periods',
  'families',
  'family_credit_accounts',
  'family_credit_entries',
  'family_members',
  'fee_prices',
  'fees',
  'incident_acknowledgements',
  'incident_versions',
  'incidents',
  'invoice_lines',
  'invoice_number_counters',
  'invoice_payments',
  'invoice_reminders',
  'invoices',
  'managers',
  'medication_authorisations',
  'medication_dose_versions',
  'medication_doses',
  'medication_photos',
  'message_attachments',
  'message_reads',
  'message_settings',
  'message_threads',
  'messages',
  'myinvois_simulator_documents',
  'myinvois_simulator_submissions',
  'notes',
  'notification_deliveries',
  'one_time_codes',
  'order_items',
  'orders',
  'overtime_invoicing_runs',
  'overtime_report_items',
  'overtime_reports',
  'overtime_rules',
  'owed_accounts',
  'owed_by_due_date',
  'packages',
  'parents',
  'payments',
  'pickup_persons',
  'push_subscriptions',
  'rate_limit_buckets',
  'ratio_child_counts',
  'ratio_days',
  'ratio_rules',
  'ratio_settings',
  'referral_credits',
  'registrations',
  'sessions',
  'staff_shift_versions',
  'staff_shifts',
  'student_list_versions',
];

describe('database schema and migrations', () => {
  let handle: DatabaseHandle;
  let db: Db;
  let centreId: string;
  let managerId: string;
  let childId: string;
  let adminId: string;

  /** A check-in at 08:00 Kuala Lumpur time (00:00 UTC) on `day`. */
  const checkIn = (overrides: Partial<typeof checkIns.$inferInsert> = {}) => ({
    childId,
    centreId,
    status: 'CHECKIN' as const,
    recordedAt: new Date('2025-03-03T00:00:00Z'),
    localDate: '2025-03-03',
    temperature: 36.5,
    photoKey: 'p.jpg',
    thumbnailKey: 't.jpg',
    recordedById: managerId,
    ...overrides,
  });

  beforeAll(async () => {
    handle = openDatabase({ pglite: createPglite() });
    await handle.migrate();
    db = handle.db;
    const [centre] = await db.insert(centres).values({ name: 'Test Centre' }).returning();
    if (!centre) throw new Error('no centre');
    centreId = centre.id;
    const [manager] = await db.insert(managers).values({ centreId, name: 'Teacher' }).returning();
    const [child] = await db
      .insert(children)
      .values({ name: 'Child', gender: 'female', dateOfBirth: '2021-01-01', centreId })
      .returning();
    const [admin] = await db
      .insert(admins)
      .values({ email: 'root@test.test', passwordHash: 'x' })
      .returning();
    if (!manager || !child || !admin) throw new Error('fixtures missing');
    managerId = manager.id;
    childId = child.id;
    adminId = admin.id;
  });

  afterAll(async () => {
    await handle.close();
  });

  it('creates every table on a fresh database', async () => {
    const result = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(result.rows.map((row) => row.table_name)).toEqual(expectedTables);
  });

  it('rejects an e-mail that differs only in case, for parents, admins and managers', async () => {
    await db.insert(parents).values({ email: 'Aisyah@Demo.test' });
    expect(await failureOf(db.insert(parents).values({ email: 'aisyah@demo.TEST' }))).toEqual({
      code: '23505',
      constraint: 'parents_email_lower_key',
    });
    expect(
      (await failureOf(db.insert(admins).values({ email: 'ROOT@test.test', passwordHash: 'x' }))).constraint,
    ).toBe('admins_email_lower_key');
    await db
      .insert(managers)
      .values({ centreId, name: 'Head', isSuperManager: true, email: 'hoc@test.test' });
    await db.insert(managers).values([
      { centreId, name: 'No e-mail 1' },
      { centreId, name: 'No e-mail 2' },
    ]);
    expect(
      (await failureOf(db.insert(managers).values({ centreId, name: 'Copy', email: 'HOC@test.test' })))
        .constraint,
    ).toBe('managers_email_lower_key');
  });

  it('allows one CHECKIN and one CHECKOUT per child and Kuala Lumpur day', async () => {
    await db.insert(checkIns).values(checkIn());
    await db
      .insert(checkIns)
      .values(
        checkIn({ status: 'CHECKOUT', recordedAt: new Date('2025-03-03T10:00:00Z'), temperature: 36.8 }),
      );
    const second = checkIn({ recordedAt: new Date('2025-03-03T05:00:00Z') });
    expect(await failureOf(db.insert(checkIns).values(second))).toEqual({
      code: '23505',
      constraint: 'check_ins_child_id_local_date_status_key',
    });
    // 23:30 UTC on the 3rd is 07:30 on the 4th in Kuala Lumpur: a new day.
    await db
      .insert(checkIns)
      .values(checkIn({ recordedAt: new Date('2025-03-03T23:30:00Z'), localDate: '2025-03-04' }));
    const rows = await db.select().from(checkIns).where(eq(checkIns.childId, childId));
    expect(rows.map((row) => row.temperature).sort()).toEqual([36.5, 36.5, 36.8]);
  });

  it('rejects a localDate that is not the Kuala Lumpur day of recordedAt', async () => {
    const wrongDay = checkIn({ recordedAt: new Date('2025-03-05T20:00:00Z'), localDate: '2025-03-05' });
    expect((await failureOf(db.insert(checkIns).values(wrongDay))).constraint).toBe(
      'check_ins_local_date_is_kuala_lumpur_day',
    );
  });

  it('rejects temperatures outside 35 to 42 °C', async () => {
    const day = { recordedAt: new Date('2025-03-10T00:00:00Z'), localDate: '2025-03-10' };
    expect(
      (await failureOf(db.insert(checkIns).values(checkIn({ ...day, temperature: 43 })))).constraint,
    ).toBe('check_ins_temperature_range');
    expect(
      (await failureOf(db.insert(checkIns).values(checkIn({ ...day, temperature: 34.99 })))).constraint,
    ).toBe('check_ins_temperature_range');
    await db.insert(checkIns).values(checkIn({ ...day, temperature: 42 }));
  });

  it('keeps note text between 1 and 60 characters', async () => {
    const note = { centreId, date: '2025-03-03', authorAdminId: adminId };
    await db.insert(notes).values({ ...note, text: 'x'.repeat(60) });
    expect((await failureOf(db.insert(notes).values({ ...note, text: 'x'.repeat(61) }))).code).toBe('22001');
    expect((await failureOf(db.insert(notes).values({ ...note, text: '' }))).constraint).toBe(
      'notes_text_length',
    );
  });

  it('requires a session to name exactly the subject of its type', async () => {
    const session = { expiresAt: new Date('2030-01-01T00:00:00Z') };
    expect(
      (await failureOf(db.insert(sessions).values({ ...session, tokenHash: 'a', subjectType: 'admin' })))
        .constraint,
    ).toBe('sessions_subject_matches_type');
    expect(
      (
        await failureOf(
          db.insert(sessions).values({ ...session, tokenHash: 'b', subjectType: 'parent', adminId }),
        )
      ).constraint,
    ).toBe('sessions_subject_matches_type');
    await db.insert(sessions).values({ ...session, tokenHash: 'c', subjectType: 'admin', adminId });
    expect(
      (
        await failureOf(
          db.insert(sessions).values({ ...session, tokenHash: 'c', subjectType: 'manager', managerId }),
        )
      ).constraint,
    ).toBe('sessions_token_hash_key');
  });

  it('deletes sessions with their subject and keeps check-ins from being orphaned', async () => {
    const [parent] = await db.insert(parents).values({ email: 'leaving@test.test' }).returning();
    if (!parent) throw new Error('no parent');
    await db.insert(sessions).values({
      tokenHash: 'leaving',
      subjectType: 'parent',
      parentId: parent.id,
      expiresAt: new Date('2030-01-01T00:00:00Z'),
    });
    await db.delete(parents).where(eq(parents.id, parent.id));
    expect(await db.select().from(sessions).where(eq(sessions.tokenHash, 'leaving'))).toEqual([]);
    // ON DELETE RESTRICT: restrict_violation.
    expect((await failureOf(db.delete(children).where(eq(children.id, childId)))).code).toBe('23001');
  });

  it('checks overtime rule times, report ranges and order totals', async () => {
    const rule = { startTime: '18:30', endTime: '19:00', duration: 5, unit: 'MINUTE' as const, rateSen: 100 };
    await db.insert(overtimeRules).values(rule);
    expect(
      (await failureOf(db.insert(overtimeRules).values({ ...rule, startTime: '07:5' }))).constraint,
    ).toBe('overtime_rules_start_time_format');
    expect((await failureOf(db.insert(overtimeRules).values({ ...rule, endTime: '18:00' }))).constraint).toBe(
      'overtime_rules_start_before_end',
    );
    expect((await failureOf(db.insert(overtimeRules).values({ ...rule, duration: 0 }))).constraint).toBe(
      'overtime_rules_duration_positive',
    );
    const report = {
      name: 'March',
      startDate: '2025-03-31',
      endDate: '2025-03-01',
      createdByAdminId: adminId,
    };
    expect((await failureOf(db.insert(overtimeReports).values(report))).constraint).toBe(
      'overtime_reports_date_range',
    );

    const [parent] = await db.insert(parents).values({ email: 'buyer@test.test' }).returning();
    if (!parent) throw new Error('no parent');
    const order = { parentId: parent.id, subtotalSen: 15000, discountSen: 2500 };
    await db.insert(orders).values({ ...order, orderNumber: 'ORD-1', totalSen: 12500 });
    expect(
      (await failureOf(db.insert(orders).values({ ...order, orderNumber: 'ORD-2', totalSen: 15000 })))
        .constraint,
    ).toBe('orders_amounts_valid');
    expect(
      (await failureOf(db.insert(orders).values({ ...order, orderNumber: 'ORD-1', totalSen: 12500 })))
        .constraint,
    ).toBe('orders_order_number_key');
  });
});
