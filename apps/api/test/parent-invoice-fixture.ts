import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import { families, familyMembers, invoiceLines, invoicePayments, invoices } from '../src/db/schema/index';
import { createCentre, signInAs } from './sign-in';

type InvoiceStatus = (typeof invoices.$inferSelect)['status'];

/** A family with one signed-in parent in it (a mother), at a centre of its own. */
export async function familyWithParent(ctx: AppContext, namedAfter = 'Tan') {
  const parent = await signInAs(ctx, 'parent');
  const [family] = await ctx.db.insert(families).values({ namedAfter }).returning();
  if (!family || !parent.email) throw new Error('family not created');
  await ctx.db.insert(familyMembers).values({ familyId: family.id, parentId: parent.id, relation: 'mother' });
  const centre = await createCentre(ctx);
  return { parent: { id: parent.id, email: parent.email, token: parent.token }, familyId: family.id, centre };
}

/** A family `familyWithParent` made: its signed-in parent, its id and its centre. */
export type InvoiceFamily = Awaited<ReturnType<typeof familyWithParent>>;

let sequence = 0;

/**
 * An invoice of the family as an admin leaves it (decision 068): two lines of one child, issued
 * unless told, numbered `INV-2026-9xxxxx` so fixtures never meet the service's own numbers. A VOID
 * one was issued before it was voided, unless `voidedDraft` (no number).
 */
export async function addInvoice(
  ctx: AppContext,
  family: { familyId: string; centre: { id: string } },
  options: {
    status?: InvoiceStatus;
    lineSen?: [number, number];
    paidSen?: number;
    creditedSen?: number;
    voidReason?: string;
    voidedDraft?: boolean;
    issueDate?: string;
    dueDate?: string;
  } = {},
) {
  sequence += 1;
  const status = options.status ?? 'ISSUED';
  const numbered = status !== 'DRAFT' && !options.voidedDraft;
  const [first, second] = options.lineSen ?? [500, 700];
  const admin = await signInAs(ctx, 'admin', { modules: ['OVERTIME'] });
  const [invoice] = await ctx.db
    .insert(invoices)
    .values({
      number: numbered ? `INV-2026-${String(900_000 + sequence)}` : null,
      status,
      centreId: family.centre.id,
      familyId: family.familyId,
      issueDate: numbered ? (options.issueDate ?? '2026-11-02') : null,
      dueDate: numbered ? (options.dueDate ?? '2026-11-16') : null,
      totalSen: first + second,
      paidSen: options.paidSen ?? 0,
      creditedSen: options.creditedSen ?? 0,
      voidReason: status === 'VOID' ? (options.voidReason ?? 'Charged twice') : null,
      createdByAdminId: admin.id,
    })
    .returning();
  if (!invoice) throw new Error('invoice not created');
  const childId = randomUUID();
  const line = (day: string, amountSen: number) => ({
    invoiceId: invoice.id,
    childId,
    childName: 'Nur Aisyah',
    localDate: day,
    startTime: new Date(`${day}T17:00:00+08:00`),
    endTime: new Date(`${day}T17:25:00+08:00`),
    duration: 25,
    unit: 'MINUTE' as const,
    rate: '0.200000',
    amountSen,
  });
  await ctx.db.insert(invoiceLines).values([line('2026-10-14', first), line('2026-10-15', second)]);
  if (options.paidSen) {
    await ctx.db.insert(invoicePayments).values({
      invoiceId: invoice.id,
      method: 'CASH',
      paidOn: '2026-11-03',
      amountSen: options.paidSen,
      recordedByAdminId: admin.id,
    });
  }
  return { id: invoice.id, number: invoice.number, totalSen: invoice.totalSen, admin };
}

/** The invoice and its payments as stored now. */
export async function invoiceRows(ctx: AppContext, invoiceId: string) {
  const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const payments = await ctx.db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId));
  return { invoice, payments };
}
