import { messageText } from '@cic/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { pdfText } from '../../../test/pdf-text';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';
import {
  centres,
  children,
  creditNotes,
  families,
  familyMembers,
  fees,
  invoiceLines,
  invoicePayments,
  invoices,
  packages,
} from '../../db/schema/index';

/**
 * A family's statement of account (issue 41): the opening balance, each charge and payment with
 * the balance after it, a credit note taking back charge and payment alike, void invoices and
 * drafts left out; the parent reads their own family's only; the PDF in the reader's language.
 */
describe('statements of account', () => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let parent: { token: string };
  let familyId: string;
  let centreId: string;
  let otherFamilyId: string;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => new Date('2026-12-01T02:00:00Z') });
    admin = await signInAs(t.ctx, 'admin', { modules: ['BILLING'] });
    const signedIn = await signInAs(t.ctx, 'parent');
    parent = signedIn;
    const [centre] = await t.ctx.db
      .insert(centres)
      .values({ name: 'CIC Bangsar', address: '8, Jalan Telawi 2\n59100 Kuala Lumpur' })
      .returning();
    centreId = centre?.id as string;
    const [tan, lee] = await t.ctx.db
      .insert(families)
      .values([{ namedAfter: 'Tan' }, { namedAfter: 'Lee' }])
      .returning();
    familyId = tan?.id as string;
    otherFamilyId = lee?.id as string;
    await t.ctx.db.insert(familyMembers).values({ familyId, parentId: signedIn.id, relation: 'mother' });
    const invoice = (
      number: string | null,
      status: 'ISSUED' | 'PAID' | 'VOID' | 'DRAFT',
      issueDate: string | null,
      totalSen: number,
      paidSen = 0,
      creditedSen = 0,
    ) => ({
      number,
      status,
      centreId,
      familyId,
      issueDate,
      dueDate: issueDate,
      totalSen,
      paidSen,
      creditedSen,
      createdByAdminId: admin.id,
    });
    const [a, b] = await t.ctx.db
      .insert(invoices)
      .values([
        invoice('INV-2026-000201', 'ISSUED', '2026-10-02', 10_000, 4_000),
        invoice('INV-2026-000202', 'PAID', '2026-11-02', 5_000, 5_000, 1_000),
        invoice('INV-2026-000203', 'VOID', '2026-11-04', 9_999),
        invoice(null, 'DRAFT', null, 7_777),
      ])
      .returning();
    await t.ctx.db.insert(invoicePayments).values([
      {
        invoiceId: a?.id as string,
        method: 'CASH',
        paidOn: '2026-10-05',
        amountSen: 4_000,
        recordedByAdminId: admin.id,
      },
      {
        invoiceId: b?.id as string,
        method: 'BANK_TRANSFER',
        reference: 'TT-1',
        paidOn: '2026-11-03',
        amountSen: 5_000,
        recordedByAdminId: admin.id,
      },
    ]);
    await t.ctx.db.insert(creditNotes).values({
      number: 'CN-2026-000001',
      invoiceId: b?.id as string,
      amountSen: 1_000,
      reason: 'Charged a day twice',
      issueDate: '2026-11-20',
      createdByAdminId: admin.id,
    });
  });
  afterAll(() => t.close());

  const november = () => `familyId=${familyId}&centerId=${centreId}&from=2026-11-01&to=2026-11-30`;

  it('opens with everything before the period and lists each movement with the balance after it', async () => {
    const answer = await callApi(t.app, admin.token, 'GET', `/api/v2/admin/billing/statement?${november()}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      family: { namedAfter: 'Tan' },
      centre: { name: 'CIC Bangsar', addressLines: ['8, Jalan Telawi 2', '59100 Kuala Lumpur'] },
      from: '2026-11-01',
      to: '2026-11-30',
      openingBalanceSen: 6_000,
      entries: [
        {
          date: '2026-11-02',
          kind: 'INVOICE',
          invoiceNumber: 'INV-2026-000202',
          chargeSen: 5_000,
          paymentSen: 0,
          balanceSen: 11_000,
        },
        {
          date: '2026-11-03',
          kind: 'PAYMENT',
          method: 'BANK_TRANSFER',
          chargeSen: 0,
          paymentSen: 5_000,
          balanceSen: 6_000,
        },
        {
          date: '2026-11-20',
          kind: 'CREDIT_NOTE',
          creditNoteNumber: 'CN-2026-000001',
          chargeSen: -1_000,
          paymentSen: -1_000,
          balanceSen: 6_000,
        },
      ],
      closingBalanceSen: 6_000,
      creditHeldSen: 0,
    });
    const year = await callApi(
      t.app,
      admin.token,
      'GET',
      `/api/v2/admin/billing/statement?familyId=${familyId}&centerId=${centreId}`,
    );
    expect(year.json().data).toMatchObject({
      from: '2026-01-01',
      to: '2026-12-01',
      openingBalanceSen: 0,
      closingBalanceSen: 6_000,
    });
    expect(year.json().data.entries).toHaveLength(5);
  });

  it("lets the parent read their own family's statement and PDF, and no other family's", async () => {
    const accounts = await t.app.inject({
      method: 'GET',
      url: '/api/v2/parent/billing/statements',
      headers: bearer(parent.token),
    });
    expect(accounts.json().data).toEqual([
      { family: { id: familyId, namedAfter: 'Tan' }, centre: { id: centreId, name: 'CIC Bangsar' } },
    ]);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v2/parent/billing/statement?${november()}`,
      headers: bearer(parent.token),
    });
    expect(own.statusCode, own.body).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v2/parent/billing/statement?familyId=${otherFamilyId}&centerId=${centreId}`,
      headers: bearer(parent.token),
    });
    expectRefusal(other, 404, { code: 'NOT_FOUND', message: messageText('billing.statementNotFound') });
    for (const [language, words] of [
      [
        'en',
        [
          'Statement of account',
          'Opening balance',
          'Credit note CN-2026-000001 for INV-2026-000202',
          'RM 60.00',
        ],
      ],
      ['ms', ['Penyata akaun', 'Baki awal', 'Nota kredit CN-2026-000001 untuk INV-2026-000202']],
    ] as const) {
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/v2/parent/billing/statement/pdf?${november()}`,
        headers: { ...bearer(parent.token), 'accept-language': language },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = (await pdfText(pdf.rawPayload)).pages.join('\n').replaceAll('\n', ' ');
      for (const word of words) expect(text).toContain(word);
    }
  });

  it('refuses a period that ends before it starts and an unknown family', async () => {
    const backwards = await callApi(
      t.app,
      admin.token,
      'GET',
      `/api/v2/admin/billing/statement?familyId=${familyId}&centerId=${centreId}&from=2026-11-30&to=2026-11-01`,
    );
    expectRefusal(backwards, 400, {
      code: 'VALIDATION_FAILED',
      message: messageText('billing.statementPeriod'),
      field: 'to',
    });
    const unknown = await callApi(
      t.app,
      admin.token,
      'GET',
      `/api/v2/admin/billing/statement?familyId=00000000-0000-4000-8000-000000000000&centerId=${centreId}`,
    );
    expectRefusal(unknown, 404, { code: 'NOT_FOUND', message: messageText('billing.statementNotFound') });
  });

  it("prints a child's fees paid in a year, less refunds, for the tax relief claim", async () => {
    const [pkg] = await t.ctx.db
      .insert(packages)
      .values({ centreId, name: 'Full Day', packageType: 'FULL_DAY', onlineRegistrationFeeSen: 0 })
      .returning();
    const [fee] = await t.ctx.db
      .insert(fees)
      .values({ packageId: pkg?.id as string, chargedWhen: 'MONTHLY' })
      .returning();
    const [child] = await t.ctx.db
      .insert(children)
      .values({
        name: 'Tan Mei Ling',
        gender: 'female',
        dateOfBirth: '2021-05-04',
        centreId,
        familyId,
        myKidNumber: '210504141234',
      })
      .returning();
    await t.ctx.db.update(centres).set({ registrationNumber: 'KPM-TSK-0421' });
    const paidInvoice = async (number: string, paidOn: string, creditedSen = 0) => {
      const month = paidOn.slice(0, 7);
      const [invoice] = await t.ctx.db
        .insert(invoices)
        .values({
          number,
          status: 'PAID',
          centreId,
          familyId,
          issueDate: paidOn,
          dueDate: paidOn,
          totalSen: 65_500,
          paidSen: 65_500,
          creditedSen,
        })
        .returning();
      const invoiceId = invoice?.id as string;
      const feeLine = (kind: 'MONTHLY_FEE' | 'SIBLING_DISCOUNT', amountSen: number) => ({
        invoiceId,
        kind,
        childId: child?.id as string,
        childName: 'Tan Mei Ling',
        localDate: '2026-06-01',
        amountSen,
        feeId: fee?.id as string,
        billingKey: month,
        feeName: 'Full Day',
        periodStart: '2026-06-01',
        periodEnd: '2026-06-30',
        unitPriceSen: 65_000,
      });
      await t.ctx.db.insert(invoiceLines).values([feeLine('MONTHLY_FEE', 65_000)]);
      await t.ctx.db
        .insert(invoicePayments)
        .values({ invoiceId, method: 'CASH', paidOn, amountSen: 65_500, recordedByAdminId: admin.id });
      return invoiceId;
    };
    const june = await paidInvoice('INV-2026-000301', '2026-06-05', 2_000);
    await paidInvoice('INV-2025-000302', '2025-12-30');
    await t.ctx.db.insert(creditNotes).values({
      number: 'CN-2026-000002',
      invoiceId: june,
      amountSen: 2_000,
      reason: 'A day closed',
      issueDate: '2026-06-20',
      createdByAdminId: admin.id,
    });
    for (const [language, words] of [
      [
        'en',
        [
          'Yearly fee statement',
          'KPM-TSK-0421',
          'Full Day: monthly fee',
          'RM 650.00',
          'Refund by credit note CN-2026-000002',
          'RM 630.00',
        ],
      ],
      ['ms', ['Penyata yuran tahunan', 'Full Day: yuran bulanan', 'Jumlah yuran dibayar']],
    ] as const) {
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/v2/parent/billing/yearly-statement/pdf?childId=${child?.id}&year=2026`,
        headers: { ...bearer(parent.token), 'accept-language': language },
      });
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-disposition']).toContain('filename="FEE-STATEMENT-2026-TAN-MEI-LING.pdf"');
      const text = (await pdfText(pdf.rawPayload)).pages.join('\n').replaceAll('\n', ' ');
      for (const word of words) expect(text).toContain(word);
      expect(text).not.toContain('INV-2025-000302');
    }
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v2/parent/billing/yearly-statement/pdf?childId=00000000-0000-4000-8000-000000000000&year=2026`,
      headers: bearer(parent.token),
    });
    expectRefusal(other, 404, { code: 'NOT_FOUND', message: messageText('billing.childNotFound') });
    const badYear = await callApi(
      t.app,
      admin.token,
      'GET',
      `/api/v2/admin/billing/yearly-statement/pdf?childId=${child?.id}&year=1800`,
    );
    expectRefusal(badYear, 400, {
      code: 'VALIDATION_FAILED',
      message: messageText('billing.statementYear'),
      field: 'year',
    });
  });
});
