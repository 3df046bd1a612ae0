import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../test/call-api';
import { addCentre } from '../../../test/centre-day-fixture';
import { buildDeliveringTestApp, type DeliveringTestApp } from '../../../test/delivering-test-app';
import { readMail } from '../../../test/received-mail';
import { signInAs } from '../../../test/sign-in';
import { settle, until } from '../../../test/waits';
import { families, familyMembers, invoiceReminders, invoices, parents } from '../../db/schema/index';
import { billingJobs } from './index';

/**
 * Reminders of invoices owed (issue 41): 3 days before the due date, on it and 7 days after, in
 * each parent's language, once each; they stop the moment the invoice is paid or voided, and the
 * admin sees when each went.
 */
describe('reminders of invoices owed', () => {
  let t: DeliveringTestApp;
  let now = new Date('2026-12-12T01:00:00Z');
  let admin: { token: string };
  const owed: Record<string, string> = {};
  let mother: string;
  let father: string;

  const remind = () => billingJobs.remindersHandler(t.ctx)();
  const subjectsTo = (email: string) => t.mailsTo(email).map((mail) => readMail(mail).subject);
  const at = (day: string) => {
    now = new Date(`${day}T01:30:00Z`);
  };

  beforeAll(async () => {
    t = await buildDeliveringTestApp({ jobs: true, clock: () => now });
    admin = await signInAs(t.ctx, 'admin', { modules: ['OVERTIME', 'BILLING'] });
    const centreId = (await addCentre(t.ctx, 'CIC Bangsar')).id;
    const [tan] = await t.ctx.db.insert(families).values({ namedAfter: 'Tan' }).returning();
    const familyId = tan?.id as string;
    for (const [relation, language] of [
      ['mother', 'en'],
      ['father', 'ms'],
    ] as const) {
      const parent = await signInAs(t.ctx, 'parent');
      await t.ctx.db.update(parents).set({ language }).where(eq(parents.id, parent.id));
      await t.ctx.db.insert(familyMembers).values({ familyId, parentId: parent.id, relation });
      if (relation === 'mother') mother = parent.email ?? '';
      else father = parent.email ?? '';
    }
    const values = (number: string, status: 'ISSUED' | 'PARTLY_PAID', paidSen = 0) => ({
      number,
      status,
      centreId,
      familyId,
      issueDate: '2026-12-01',
      dueDate: '2026-12-15',
      periodMonth: '2026-12-01',
      totalSen: 65_000,
      paidSen,
    });
    const rows = await t.ctx.db
      .insert(invoices)
      .values([values('INV-2026-000101', 'ISSUED'), values('INV-2026-000102', 'PARTLY_PAID', 15_000)])
      .returning();
    owed.whole = rows[0]?.id as string;
    owed.part = rows[1]?.id as string;
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('reminds three days before the due date in each parent language, once however often it runs', async () => {
    at('2026-12-12');
    expect(await remind()).toMatchObject({ reminders: { '-3': 2, '0': 0, '7': 0 } });
    expect(await remind()).toMatchObject({ reminders: { '-3': 0 } });
    await until(() => t.mailsTo(mother).length === 2 && t.mailsTo(father).length === 2);
    await settle();
    expect(subjectsTo(mother).sort()).toEqual([
      'Reminder: invoice INV-2026-000101 of RM 650.00 is due on 15/12/2026',
      'Reminder: invoice INV-2026-000102 of RM 500.00 is due on 15/12/2026',
    ]);
    expect(subjectsTo(father).sort()).toEqual([
      'Peringatan: invois INV-2026-000101 sebanyak RM 650.00 perlu dibayar pada 15/12/2026',
      'Peringatan: invois INV-2026-000102 sebanyak RM 500.00 perlu dibayar pada 15/12/2026',
    ]);
  });

  it('stops the moment the invoice is paid, and tells the admin when each reminder went', async () => {
    const paid = await callApi(
      t.app,
      admin.token,
      'POST',
      `/api/v2/admin/overtime/invoices/${owed.part}/payments`,
      {
        method: 'CASH',
        reference: '',
        paidOn: '2026-12-12',
        amountSen: 50_000,
      },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const before = t.smtp.received.length;
    at('2026-12-15');
    expect(await remind()).toMatchObject({ reminders: { '-3': 0, '0': 1, '7': 0 } });
    at('2026-12-22');
    expect(await remind()).toMatchObject({ reminders: { '7': 1 } });
    // The receipt of the cash payment, then two reminders of the unpaid invoice to each parent.
    await until(() => t.smtp.received.length === before + 2 * 2 + 2);
    await settle();
    expect(subjectsTo(mother)).toEqual(
      expect.arrayContaining([
        'Invoice INV-2026-000101 of RM 650.00 is due today',
        'Overdue: invoice INV-2026-000101 of RM 650.00 was due on 15/12/2026',
      ]),
    );
    // The part-paid one, paid in full, got its receipt and no more reminders.
    const remindedOfPaid = subjectsTo(mother).filter(
      (subject) => subject.includes('INV-2026-000102') && !subject.startsWith('Receipt'),
    );
    expect(remindedOfPaid).toEqual(['Reminder: invoice INV-2026-000102 of RM 500.00 is due on 15/12/2026']);

    // Signed in again: ten days on, the first session has lapsed.
    admin = await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'] });
    const detail = await callApi(t.app, admin.token, 'GET', `/api/v2/admin/overtime/invoices/${owed.whole}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.reminders).toEqual([
      { offsetDays: -3, sentOn: '2026-12-12' },
      { offsetDays: 0, sentOn: '2026-12-15' },
      { offsetDays: 7, sentOn: '2026-12-22' },
    ]);
    const partRows = await t.ctx.db
      .select()
      .from(invoiceReminders)
      .where(eq(invoiceReminders.invoiceId, owed.part as string));
    expect(partRows.map((row) => row.offsetDays)).toEqual([-3]);
  });
});
