import {
  type ConsolidatedMonth,
  documentText,
  type EInvoiceDetail,
  type EInvoiceRow,
  eInvoiceCsvColumns,
  messageText,
} from '@cic/contract';
import { issuer, registeredParent } from '@cic/contract/e-invoice/e-invoice.fixture';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callApi } from '../../../test/call-api';
import { csvLines } from '../../../test/csv-lines';
import { addInvoice, familyWithParent } from '../../../test/parent-invoice-fixture';
import { keepQueuedJobs, type QueuedJob } from '../../../test/queued-jobs';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';
import { eInvoiceBuyers, eInvoiceIssuers, eInvoices } from '../../db/schema/index';
import { createSimulatorControls } from '../myinvois-simulator';
import { eInvoiceSweepJob } from './jobs';
import { createEInvoicesService } from './service';

const base = '/api/v2/admin/billing/e-invoices';
/** Well shaped, and not registered with MyInvois (decision 106), unlike the fixture's registered parent's. */
const unregisteredTin = 'IG99912345678';
const taxpayerNotFound = {
  en: "The buyer's TIN is not a registered taxpayer.",
  ms: 'TIN pembeli bukan pembayar cukai berdaftar.',
};

type Page<T> = { data: T[]; meta: { page: number; limit: number; total: number } };

/**
 * The office's e-invoices (issue 42): documents made as the sweep makes them (a parent with a
 * registered TIN, one with a TIN MyInvois does not know, a month of invoices of families without
 * one), then read, filtered, exported and resubmitted through the API.
 */
describe('the e-invoices office page', () => {
  let t: TestApp;
  let token: string;
  let queued: QueuedJob[];
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const thisMonth = today.slice(0, 7);
  const made = {} as Record<'valid' | 'invalid' | 'first' | 'second', { id: string; number: string | null }>;
  let invalidBuyer = '';

  const service = () => createEInvoicesService(t.ctx);
  const call = (method: 'GET' | 'POST', url: string) => callApi(t.app, token, method, url);
  const list = async (query = '') => {
    const answer = await call('GET', `${base}${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Page<EInvoiceRow>;
  };
  const numbers = async (query: string) => (await list(query)).data.map((row) => row.number);
  const detail = async (id: string) => {
    const answer = await call('GET', `${base}/${id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as EInvoiceDetail;
  };
  const csv = (query: string, language: 'en' | 'ms') =>
    t.app.inject({
      method: 'GET',
      url: `${base}.csv${query}`,
      headers: { ...bearer(token), 'accept-language': language },
    });
  const rowOf = async (invoiceId: string) => {
    const [row] = await t.ctx.db.select().from(eInvoices).where(eq(eInvoices.invoiceId, invoiceId));
    if (!row) throw new Error('no e-invoice');
    return row;
  };

  async function buyerFamily(namedAfter: string, tin: string) {
    const family = await familyWithParent(t.ctx, namedAfter);
    await t.ctx.db.insert(eInvoiceBuyers).values({
      parentId: family.parent.id,
      ...registeredParent,
      name: `${namedAfter} binti Ahmad`,
      tin,
      createdAt: new Date(Date.now() - 24 * 3_600_000),
    });
    return family;
  }

  beforeAll(async () => {
    t = await buildTestApp({ myInvoisSimulator: { ...createSimulatorControls(), validationDelayMs: 0 } });
    await t.ctx.db.insert(eInvoiceIssuers).values(issuer);
    token = (await signInAs(t.ctx, 'admin', { modules: ['BILLING'] })).token;
    queued = keepQueuedJobs(t.ctx);
    const valid = await addInvoice(t.ctx, await buyerFamily('Aisyah', registeredParent.tin), {
      issueDate: today,
    });
    const invalidFamily = await buyerFamily('Rahman', unregisteredTin);
    invalidBuyer = invalidFamily.parent.id;
    const invalid = await addInvoice(t.ctx, invalidFamily, { issueDate: today, lineSen: [1_000, 2_345] });
    const month = await familyWithParent(t.ctx, 'Lim');
    const first = await addInvoice(t.ctx, month, { issueDate: '2026-10-05', lineSen: [10_001, 2_002] });
    const second = await addInvoice(t.ctx, month, { issueDate: '2026-10-30', lineSen: [333, 1] });
    await service().sweep();
    await service().consolidate('2026-10');
    await service().sweep();
    await service().sweep();
    Object.assign(made, { valid, invalid, first, second });
  });
  afterAll(() => t.close());

  it('lists every e-invoice newest first: what it stands for, family, centre, total, status, and the MyInvois link once Valid', async () => {
    const page = await list();
    expect(page.meta).toEqual({ page: 1, limit: 20, total: 3 });
    const [consolidated, ...own] = page.data;
    expect(consolidated).toMatchObject({
      source: 'CONSOLIDATED',
      number: 'CON-2026-10-01',
      month: '2026-10',
      part: 1,
      invoiceNumber: null,
      familyNamedAfter: null,
      centre: null,
      totalSen: 12_337,
      status: 'VALID',
      errorCount: 0,
    });
    const valid = own.find((row) => row.number === made.valid.number);
    expect(valid).toMatchObject({
      source: 'INVOICE',
      typeCode: '01',
      invoiceNumber: made.valid.number,
      familyNamedAfter: 'Aisyah',
      totalSen: 1_200,
      status: 'VALID',
    });
    expect(valid?.centre?.name).toBeTruthy();
    expect(valid?.uuid).toMatch(/^[A-Z0-9]{26}$/);
    expect(valid?.link).toBe(
      t.ctx.myInvois.documentLink(valid?.uuid ?? '', (await rowOf(made.valid.id)).longId ?? ''),
    );
    const invalid = own.find((row) => row.number === made.invalid.number);
    expect(invalid).toMatchObject({ status: 'INVALID', link: null, validatedAt: null, totalSen: 3_345 });
    expect(invalid?.errorCount).toBeGreaterThan(0);
    expect((await list('?limit=1&page=2')).data.map((row) => row.id)).toEqual([page.data[1]?.id]);
  });

  it('filters by status, kind, the Kuala Lumpur month issued, and our number, the invoice number or the family', async () => {
    expect(await numbers('?status=INVALID')).toEqual([made.invalid.number]);
    expect(await numbers('?source=CONSOLIDATED')).toEqual(['CON-2026-10-01']);
    expect(await numbers('?status=VALID&source=INVOICE')).toEqual([made.valid.number]);
    expect(await numbers(`?month=${thisMonth}`)).toHaveLength(3);
    expect(await numbers('?month=2020-01')).toEqual([]);
    expect(await numbers('?search=con-2026-10')).toEqual(['CON-2026-10-01']);
    expect(await numbers(`?search=${made.invalid.number?.toLowerCase()}`)).toEqual([made.invalid.number]);
    // An invoice of the month is found in the consolidated e-invoice that holds it.
    expect(await numbers(`?search=${made.second.number}`)).toEqual(['CON-2026-10-01']);
    // The family as the pages show it, in either language.
    for (const shown of ['rahman', 'Rahman Family', 'Keluarga Rahman']) {
      expect(await numbers(`?search=${encodeURIComponent(shown)}`), shown).toEqual([made.invalid.number]);
    }
  });

  it('shows an Invalid one’s errors as MyInvois said them in English and Malay, in the CSV in the reader’s language', async () => {
    const row = await rowOf(made.invalid.id);
    const invalid = await detail(row.id);
    expect(invalid).toMatchObject({ status: 'INVALID', attempts: 1, original: null, invoices: [] });
    expect(invalid.issuerName).toBe(issuer.legalName);
    expect(invalid.errors).toContainEqual(
      expect.objectContaining({ message: taxpayerNotFound.en, messageMs: taxpayerNotFound.ms }),
    );
    for (const language of ['en', 'ms'] as const) {
      const answer = await csv('?status=INVALID', language);
      expect(answer.statusCode, answer.body).toBe(200);
      const [heading, line] = csvLines(answer.body);
      expect(heading).toBe(eInvoiceCsvColumns.map((key) => documentText(key, language)).join(','));
      expect(line).toContain(taxpayerNotFound[language]);
      expect(line).toContain(documentText('eInvoiceStatusInvalid', language));
      expect(line).toContain(language === 'en' ? 'Rahman Family' : 'Keluarga Rahman');
    }
    // The product's own refusal is a message key, worded from the catalogue of whoever reads.
    await t.ctx.db
      .update(eInvoices)
      .set({
        errors: [
          {
            code: 'Refused',
            message: 'eInvoice.tin',
            messageMs: null,
            messageKey: 'eInvoice.tin',
            path: 'buyer.tin',
          },
        ],
      })
      .where(eq(eInvoices.id, row.id));
    for (const language of ['en', 'ms'] as const) {
      const [, line] = csvLines((await csv('?status=INVALID', language)).body);
      expect(line).toContain(messageText('eInvoice.tin', language));
    }
    await t.ctx.db.update(eInvoices).set({ errors: row.errors }).where(eq(eInvoices.id, row.id));
  });

  it('sends a corrected Invalid one again and queues the sweep; refuses a Valid one and finds no unknown one', async () => {
    const valid = await rowOf(made.valid.id);
    expectRefusal(await call('POST', `${base}/${valid.id}/resubmit`), 409, {
      code: 'CONFLICT',
      message: messageText('eInvoice.notInvalid'),
      messageCode: 'eInvoice.notInvalid',
    });
    expectRefusal(await call('POST', `${base}/00000000-0000-4000-8000-000000000000/resubmit`), 404, {
      code: 'NOT_FOUND',
      message: messageText('eInvoice.notFound'),
      messageCode: 'eInvoice.notFound',
    });
    expect(queued).toEqual([]);

    const invalid = await rowOf(made.invalid.id);
    await t.ctx.db
      .update(eInvoiceBuyers)
      .set({ tin: registeredParent.tin })
      .where(eq(eInvoiceBuyers.parentId, invalidBuyer));
    const answer = await call('POST', `${base}/${invalid.id}/resubmit`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      messageCode: 'success.eInvoiceResubmitted',
      data: { id: invalid.id, status: 'PENDING', errors: [], errorCount: 0 },
    });
    expect(queued).toEqual([{ name: eInvoiceSweepJob, data: {} }]);
    await service().sweep();
    await service().sweep();
    expect(await detail(invalid.id)).toMatchObject({
      status: 'VALID',
      attempts: 2,
      link: expect.any(String),
    });
  });

  it('lists the consolidated e-invoices by month with their invoices, and each one’s invoices in its detail', async () => {
    const answer = await call('GET', `${base}/months`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data, meta } = answer.json() as Page<ConsolidatedMonth>;
    expect(meta).toEqual({ page: 1, limit: 12, total: 1 });
    expect(data).toEqual([
      {
        month: '2026-10',
        invoices: 2,
        totalSen: 12_337,
        documents: [
          {
            id: expect.any(String),
            number: 'CON-2026-10-01',
            part: 1,
            status: 'VALID',
            centre: null,
            invoices: 2,
            totalSen: 12_337,
          },
        ],
      },
    ]);
    const consolidated = await detail(data[0]?.documents[0]?.id ?? '');
    expect(consolidated.invoices).toEqual([
      { number: made.first.number, day: '2026-10-05', amountSen: 12_003 },
      { number: made.second.number, day: '2026-10-30', amountSen: 334 },
    ]);
  });

  it('exports the filtered list as CSV named after the day, in English and in Malay', async () => {
    const english = await csv('?source=CONSOLIDATED', 'en');
    expect(english.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(english.headers['content-disposition']).toBe(`attachment; filename="e-invoices-${today}.csv"`);
    expect(english.body.startsWith('\uFEFF')).toBe(true);
    const [, consolidated] = csvLines(english.body);
    const issued = today.split('-').reverse().join('/');
    expect(consolidated).toMatch(
      new RegExp(
        `^CON-2026-10-01,Consolidated,"10/2026, part 1",General public,,${issued},123\\.37,Valid,[A-Z0-9]{26},`,
      ),
    );
    const [, malay] = csvLines((await csv('?source=CONSOLIDATED', 'ms')).body);
    expect(malay).toContain('Disatukan,"10/2026, bahagian 1",Orang awam');
    expect(malay).toContain(',Sah,');
    expect(csvLines((await csv('?month=2020-01', 'en')).body)).toHaveLength(1);
  });

  it('refuses a query it cannot read on its field', async () => {
    expectRefusal(await call('GET', `${base}?status=DONE`), 400, {
      code: 'VALIDATION_FAILED',
      message: messageText('eInvoice.statusFilter'),
      field: 'status',
    });
    expectRefusal(await call('GET', `${base}.csv?source=RECEIPT`), 400, {
      code: 'VALIDATION_FAILED',
      message: messageText('eInvoice.sourceFilter'),
      field: 'source',
    });
    expectRefusal(await call('GET', `${base}?month=2026-13`), 400, {
      code: 'VALIDATION_FAILED',
      message: messageText('common.monthFormat'),
      field: 'month',
    });
    expectRefusal(await call('GET', `${base}/not-an-id`), 404, {
      code: 'NOT_FOUND',
      message: messageText('eInvoice.notFound'),
    });
  });
});
