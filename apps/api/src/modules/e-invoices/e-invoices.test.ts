import { issuer, registeredParent } from '@cic/contract/e-invoice/e-invoice.fixture';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { fetchThroughApp } from '../../../test/fetch-through-app';
import { addInvoice, familyWithParent } from '../../../test/parent-invoice-fixture';
import { signInAs } from '../../../test/sign-in';
import { testSigningPkcs12 } from '../../../test/signing-certificate-fixture';
import {
  createMyInvoisClient,
  loadSigningCertificate,
  signEInvoice,
  verifyEInvoiceSignature,
} from '../../adapters/myinvois';
import {
  creditNotes,
  eInvoiceBuyers,
  eInvoiceIssuers,
  eInvoices,
  invoices,
  myInvoisSimulatorDocuments,
} from '../../db/schema/index';
import { createSimulatorControls } from '../myinvois-simulator';
import { createEInvoicesService } from './service';

const controls = { ...createSimulatorControls(), validationDelayMs: 0 };
let t: TestApp;
let today: string;

beforeAll(async () => {
  t = await buildTestApp({ myInvoisSimulator: controls });
  today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  await t.ctx.db.insert(eInvoiceIssuers).values(issuer);
});
afterAll(() => t.close());

const service = () => createEInvoicesService(t.ctx);

async function buyerFamily(tin = registeredParent.tin) {
  const family = await familyWithParent(t.ctx, 'Aisyah');
  await t.ctx.db.insert(eInvoiceBuyers).values({
    parentId: family.parent.id,
    ...registeredParent,
    tin,
    createdAt: new Date(Date.now() - 24 * 3_600_000),
  });
  return family;
}

const eInvoiceOf = (invoiceId: string, source: 'INVOICE' | 'VOID_CREDIT_NOTE' = 'INVOICE') =>
  t.ctx.db
    .select()
    .from(eInvoices)
    .where(sql`${eInvoices.invoiceId} = ${invoiceId} AND ${eInvoices.source} = ${source}`)
    .then((rows) => rows[0]);

/** Two sweeps: the first builds and sends, the second reads the result (validation takes no time here). */
async function sweepTwice() {
  await service().sweep();
  return service().sweep();
}

describe('e-invoices to MyInvois (issue 42)', () => {
  it('sends an invoice of a parent with a TIN, signed, and records it Valid with its UUID and long id', async () => {
    const family = await buyerFamily();
    const invoice = await addInvoice(t.ctx, family, { issueDate: today, lineSen: [12_345, 6_789] });
    const certificate = loadSigningCertificate(testSigningPkcs12('secret').pkcs12, 'secret');
    const signing = createEInvoicesService({
      ...t.ctx,
      signer: () => (json, at) => signEInvoice(json, certificate, at),
    });
    await signing.sweep();
    await signing.sweep();
    const row = await eInvoiceOf(invoice.id);
    expect(row).toMatchObject({ status: 'VALID', number: invoice.number, totalSen: 19_134, typeCode: '01' });
    expect(row?.uuid).toMatch(/^[A-Z0-9]{26}$/);
    expect(row?.longId).toBeTruthy();
    expect(row?.validatedAt).toBeInstanceOf(Date);
    const sent = JSON.parse(row?.documentText ?? '{}');
    expect(verifyEInvoiceSignature(sent)).toBe(true);
    expect(sent.Invoice[0].LegalMonetaryTotal[0].PayableAmount[0]._).toBe(191.34);
    expect(sent.Invoice[0].AccountingCustomerParty[0].Party[0].PartyIdentification[0].ID[0]._).toBe(
      registeredParent.tin,
    );
  });

  it('sends a refund note naming the original, once the original is valid', async () => {
    const family = await buyerFamily();
    const invoice = await addInvoice(t.ctx, family, { issueDate: today, status: 'PAID', paidSen: 1_200 });
    await sweepTwice();
    const original = await eInvoiceOf(invoice.id);
    const admin = await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'] });
    const [refund] = await t.ctx.db
      .insert(creditNotes)
      .values({
        number: `CN-2026-${invoice.number?.slice(-6)}`,
        invoiceId: invoice.id,
        amountSen: 500,
        reason: 'Closed for a public holiday',
        issueDate: today,
        createdByAdminId: admin.id,
      })
      .returning();
    await sweepTwice();
    const [note] = await t.ctx.db
      .select()
      .from(eInvoices)
      .where(eq(eInvoices.creditNoteId, refund?.id ?? ''));
    expect(note).toMatchObject({ source: 'REFUND', typeCode: '04', status: 'VALID', totalSen: 500 });
    const reference = JSON.parse(note?.documentText ?? '{}').Invoice[0].BillingReference[0];
    expect(reference.InvoiceDocumentReference[0].UUID[0]._).toBe(original?.uuid);
  });

  it('puts the invoices of families without a TIN in the month’s consolidated e-invoice, to the sen', async () => {
    const family = await familyWithParent(t.ctx, 'Lim');
    const first = await addInvoice(t.ctx, family, { issueDate: '2026-10-05', lineSen: [10_001, 2_002] });
    const second = await addInvoice(t.ctx, family, { issueDate: '2026-10-30', lineSen: [333, 1] });
    const voided = await addInvoice(t.ctx, family, { issueDate: '2026-10-12', status: 'VOID' });
    expect(await service().consolidate('2026-10')).toBeGreaterThan(0);
    const rows = await t.ctx.db.select().from(eInvoices).where(eq(eInvoices.source, 'CONSOLIDATED'));
    const lines = rows.flatMap((row) => JSON.parse(row.documentText).Invoice[0].InvoiceLine);
    const numbers = lines.map(
      (line: { Item: { Description: { _: string }[] }[] }) => line.Item[0]?.Description[0]?._,
    );
    expect(numbers).toEqual(expect.arrayContaining([first.number, second.number]));
    expect(numbers).not.toContain(voided.number);
    const totalSen = rows.reduce((sum, row) => sum + row.totalSen, 0);
    const linesSen = lines.reduce(
      (sum: number, line: { LineExtensionAmount: { _: number }[] }) =>
        sum + Math.round((line.LineExtensionAmount[0]?._ ?? 0) * 100),
      0,
    );
    expect(linesSen).toBe(totalSen);
    expect(numbers).toHaveLength(new Set(numbers).size);
    // A second run finds nothing left to consolidate.
    expect(await service().consolidate('2026-10')).toBe(0);
    await sweepTwice();
    const [sent] = await t.ctx.db.select().from(eInvoices).where(eq(eInvoices.source, 'CONSOLIDATED'));
    expect(sent?.status).toBe('VALID');
  });

  it('consolidates a big month in writes of 25 documents, asking for a sweep after each; one busy sweep sends and follows them all', async () => {
    await t.ctx.db.execute(sql`
      INSERT INTO invoices (number, status, centre_id, issue_date, due_date, total_sen)
      SELECT 'INV-AUG-' || lpad(n::text, 5, '0'), 'ISSUED', (SELECT id FROM centres ORDER BY id LIMIT 1),
        '2026-08-01'::date + (n % 31), '2026-09-15', 1000 + n
      FROM generate_series(1, 5201) n`);
    let sweepsAsked = 0;
    const consolidating = createEInvoicesService({
      ...t.ctx,
      sweepSoon: async () => {
        sweepsAsked += 1;
      },
    });
    expect(await consolidating.consolidate('2026-08')).toBe(27);
    // After the first write of 25 documents, and once the month is done (its last 2 written).
    expect(sweepsAsked).toBe(2);
    const august = sql`${eInvoices.source} = 'CONSOLIDATED' AND ${eInvoices.month} = '2026-08-01'`;
    const parts = await t.ctx.db.select({ part: eInvoices.part }).from(eInvoices).where(august);
    expect(parts.map((row) => row.part).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 27 }, (_, index) => index + 1),
    );
    controls.validationDelayMs = 1_000;
    try {
      const done = await service().sweepWhileBusy();
      expect(done).toMatchObject({ sent: 27, settled: 27 });
    } finally {
      controls.validationDelayMs = 0;
    }
    const statuses = await t.ctx.db.select({ status: eInvoices.status }).from(eInvoices).where(august);
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(['VALID']));
  });

  it('cancels a voided invoice’s e-invoice within 72 hours, and issues a credit note after', async () => {
    const family = await buyerFamily();
    const soon = await addInvoice(t.ctx, family, { issueDate: today });
    const late = await addInvoice(t.ctx, family, { issueDate: today });
    await sweepTwice();
    const lateRow = await eInvoiceOf(late.id);
    await t.ctx.db
      .update(eInvoices)
      .set({ validatedAt: new Date(Date.now() - 73 * 3_600_000) })
      .where(eq(eInvoices.id, lateRow?.id ?? ''));
    await t.ctx.db
      .update(invoices)
      .set({ status: 'VOID', voidReason: 'Charged twice' })
      .where(sql`${invoices.id} IN (${soon.id}, ${late.id})`);
    await sweepTwice();
    expect(await eInvoiceOf(soon.id)).toMatchObject({ status: 'CANCELLED', cancelReason: 'Charged twice' });
    expect(await eInvoiceOf(late.id)).toMatchObject({ status: 'VALID' });
    const credit = await eInvoiceOf(late.id, 'VOID_CREDIT_NOTE');
    expect(credit).toMatchObject({
      typeCode: '02',
      status: 'VALID',
      totalSen: 1_200,
      originalId: lateRow?.id,
    });
  });

  it('submits once when the answer to a submission is lost, finding it at MyInvois instead', async () => {
    const family = await buyerFamily();
    const invoice = await addInvoice(t.ctx, family, { issueDate: today });
    const through = fetchThroughApp(t.app);
    let lost = false;
    // The first submission arrives, but its answer never comes back (a timeout after MyInvois took it).
    const losing: typeof fetch = async (input, init) => {
      const answer = await through.fetch(input, init);
      if (!lost && String(input).endsWith('/documentsubmissions')) {
        lost = true;
        throw new DOMException('The operation timed out.', 'TimeoutError');
      }
      return answer;
    };
    let now = Date.now();
    const clock = () => new Date(now);
    const myInvois = createMyInvoisClient({ ...t.ctx.config.einvoice, fetch: losing, clock });
    const sweeping = createEInvoicesService({ ...t.ctx, myInvois, clock });
    await expect(sweeping.sweep()).rejects.toThrow();
    now += 2 * 60_000;
    await sweeping.sweep();
    await sweeping.sweep();
    expect(await eInvoiceOf(invoice.id)).toMatchObject({ status: 'VALID', attempts: 1 });
    const atMyInvois = await t.ctx.db
      .select()
      .from(myInvoisSimulatorDocuments)
      .where(eq(myInvoisSimulatorDocuments.internalId, invoice.number ?? ''));
    expect(atMyInvois).toHaveLength(1);
  });

  it('keeps an Invalid document’s errors and sends it again once corrected', async () => {
    const family = await buyerFamily('IG99912345678');
    const invoice = await addInvoice(t.ctx, family, { issueDate: today });
    await sweepTwice();
    const invalid = await eInvoiceOf(invoice.id);
    expect(invalid?.status).toBe('INVALID');
    expect(invalid?.errors.length).toBeGreaterThan(0);
    expect(invalid?.errors[0]?.message).toBeTruthy();
    await t.ctx.db
      .update(eInvoiceBuyers)
      .set({ tin: registeredParent.tin })
      .where(eq(eInvoiceBuyers.parentId, family.parent.id));
    expect(await service().resubmit(invalid?.id ?? '')).toMatchObject({ status: 'PENDING', errors: [] });
    await sweepTwice();
    expect(await eInvoiceOf(invoice.id)).toMatchObject({ status: 'VALID', attempts: 2 });
  });
});
