import { messageText, overtimeInvoiceMessages } from '@cic/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSignedLink } from '../../../test/call-api';
import { addCentre, addChild, addManager } from '../../../test/centre-day-fixture';
import { buildDeliveringTestApp, type DeliveringTestApp } from '../../../test/delivering-test-app';
import {
  addDayEndingAt,
  addRules,
  readyReport,
  reportItems,
  rmOnePer5Minutes,
} from '../../../test/overtime-fixture';
import { pdfText } from '../../../test/pdf-text';
import { attachedPdfText, readMail } from '../../../test/received-mail';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';
import { settle, until } from '../../../test/waits';
import { centres, families, familyMembers, parents as parentsTable } from '../../db/schema/index';

const admin = '/api/v2/admin/overtime/invoices';
const parentBase = '/api/v2/parent/invoices';
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('invoice notices, receipts and their PDFs in the file store', () => {
  let t: DeliveringTestApp;
  let adminToken: string;
  let centreId: string;
  let teacherId: string;
  /** The Tan family: an English-reading mother with a phone subscribed, a Malay-reading father. */
  let tan: { familyId: string; childId: string; mother: Parent; father: Parent };
  /** Another family, whose parent must never see the Tans' invoices. */
  let lee: { familyId: string; childId: string; parent: Parent };
  /** A child in no family. */
  let loneChildId: string;
  type Parent = { token: string; id: string; email: string };

  const get = (token: string, url: string, language?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
    });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload });

  async function parentOf(familyId: string, relation: 'mother' | 'father', language: 'en' | 'ms') {
    const signedIn = await signInAs(t.ctx, 'parent');
    await t.ctx.db.update(parentsTable).set({ language }).where(eq(parentsTable.id, signedIn.id));
    await t.ctx.db.insert(familyMembers).values({ familyId, parentId: signedIn.id, relation });
    return { token: signedIn.token, id: signedIn.id, email: signedIn.email ?? '' };
  }

  async function family(namedAfter: string) {
    const [row] = await t.ctx.db.insert(families).values({ namedAfter }).returning();
    if (!row) throw new Error('family not created');
    const child = await addChild(t.ctx, centreId, `${namedAfter} Child`, { familyId: row.id });
    return { familyId: row.id, childId: child.id };
  }

  /** A READY report of the children's overtime on the day: RM 5.00 each (17:23 at RM 1 per 5 minutes). */
  async function reportOf(day: string, childIds: string[]) {
    for (const childId of childIds) {
      const out = new Date(`${day}T17:23:00+08:00`);
      const visit = { childId, centreId, managerId: teacherId };
      await addDayEndingAt(t.ctx, visit, out);
    }
    const reportId = await readyReport(t.ctx, { startDate: day, endDate: day });
    return { reportId, itemIds: (await reportItems(t.ctx, reportId)).map((row) => row.id) };
  }

  type Invoice = { id: string; number: string; family: { id: string } | null; totalSen: number };
  async function convert(path: string, report: { reportId: string; itemIds: string[] }) {
    const response = await post(path, report);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.invoices as Invoice[];
  }
  /** The one invoice of a conversion of one family's items. */
  async function convertOne(path: string, report: { reportId: string; itemIds: string[] }) {
    const [invoice, ...others] = await convert(path, report);
    if (!invoice || others.length > 0) throw new Error('expected one invoice');
    return invoice;
  }
  async function pay(invoiceId: string, amountSen: number, method = 'CASH', reference = '') {
    const response = await post(`${admin}/${invoiceId}/payments`, {
      method,
      reference,
      paidOn: '2026-11-20',
      amountSen,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.payments as { id: string }[]).at(-1)?.id as string;
  }

  const mailsTo = (email: string) => t.mailsTo(email).map(readMail);

  const linkNotValid = { code: 'FORBIDDEN', message: messageText('http.linkNotValid') };

  const open = (url: string) => openSignedLink(t.app, url);

  beforeAll(async () => {
    t = await buildDeliveringTestApp({
      jobs: true,
      clock: () => new Date('2026-11-20T02:00:00Z'),
    });
    adminToken = (await signInAs(t.ctx, 'admin', { modules: ['OVERTIME'] })).token;
    centreId = (await addCentre(t.ctx, 'CIC Bangsar')).id;
    await t.ctx.db
      .update(centres)
      .set({ address: '8, Jalan Telawi 2, Bangsar Baru\n59100 Kuala Lumpur' })
      .where(eq(centres.id, centreId));
    teacherId = (await addManager(t.ctx, centreId, 'Cikgu Aminah')).id;
    await addRules(t.ctx, null, [rmOnePer5Minutes]);
    const tanFamily = await family('Tan');
    tan = {
      ...tanFamily,
      mother: await parentOf(tanFamily.familyId, 'mother', 'en'),
      father: await parentOf(tanFamily.familyId, 'father', 'ms'),
    };
    const leeFamily = await family('Lee');
    lee = { ...leeFamily, parent: await parentOf(leeFamily.familyId, 'mother', 'en') };
    loneChildId = (await addChild(t.ctx, centreId, 'Siti Aminah')).id;
  }, 120_000);

  afterAll(() => t.close(), 60_000);

  it("tells each parent of an issued invoice's family by e-mail and push in their language; an invoice with no family tells no one", async () => {
    const device = await t.subscribeParentDevice(tan.mother.token);
    const report = await reportOf('2026-10-14', [tan.childId, loneChildId]);

    const invoices = await convert(admin, report);
    expect(invoices).toHaveLength(2);
    const invoice = invoices.find((each) => each.family?.id === tan.familyId) as Invoice;
    const link = `http://localhost:3000/parent/payments/${invoice.id}`;

    await until(() => mailsTo(tan.mother.email).length === 1 && mailsTo(tan.father.email).length === 1);
    await until(() => t.push.received(device.endpoint).length === 1);
    await settle();

    const [english] = mailsTo(tan.mother.email);
    expect(english?.subject).toBe(`Invoice ${invoice.number}: RM 5.00 due by 04/12/2026`);
    expect(english?.text).toContain(
      `CIC Education has issued invoice ${invoice.number} to Tan Family for overtime at CIC Bangsar.`,
    );
    expect(english?.text).toContain('Due date: 04/12/2026');
    expect(english?.text).toContain(link);
    const [malay] = mailsTo(tan.father.email);
    expect(malay?.subject).toBe(`Invois ${invoice.number}: RM 5.00 perlu dibayar sebelum 04/12/2026`);
    expect(malay?.text).toContain('kepada Keluarga Tan');
    expect(malay?.text).not.toContain('Due date');

    expect(JSON.parse(t.push.received(device.endpoint)[0]?.payload ?? '{}')).toEqual({
      title: `Invoice ${invoice.number}: RM 5.00 due by 04/12/2026`,
      body: 'RM 5.00 for overtime at CIC Bangsar, due by 04/12/2026.',
      url: link,
      tag: `invoice:${invoice.id}`,
    });
    // Only the Tans were told: the lone child's invoice has no one to tell, and the Lees have no invoice.
    expect(t.smtp.received).toHaveLength(2);
    expect(t.push.received()).toHaveLength(1);
    expect(mailsTo(lee.parent.email)).toHaveLength(0);
  });

  it('tells the family when a draft is issued on its own, and not while it is a draft', async () => {
    const before = t.smtp.received.length;
    const report = await reportOf('2026-10-15', [tan.childId]);
    const draft = await convertOne(`${admin}/proforma`, report);
    await settle();
    expect(t.smtp.received).toHaveLength(before);

    const issued = await post(`${admin}/${draft.id}/issue`, {});
    expect(issued.statusCode, issued.body).toBe(200);
    const number = issued.json().data.number as string;
    await until(() => t.smtp.received.length === before + 2);
    expect(mailsTo(tan.mother.email).at(-1)?.subject).toBe(`Invoice ${number}: RM 5.00 due by 04/12/2026`);
    expect(mailsTo(tan.father.email).at(-1)?.subject).toContain(`Invois ${number}`);
  });

  it("e-mails the receipt of a payment recorded by hand to the family's parents, the PDF attached, in their language", async () => {
    const report = await reportOf('2026-10-16', [tan.childId]);
    const invoice = await convertOne(admin, report);
    const told = (email: string) =>
      mailsTo(email).some((mail) => mail.subject.includes(invoice.number ?? '-'));
    await until(() => told(tan.mother.email) && told(tan.father.email));
    const before = t.smtp.received.length;

    await pay(invoice.id, 333, 'BANK_TRANSFER', 'MBB 8812');
    await until(() => t.smtp.received.length === before + 2);
    const receiptNumber = invoice.number.replace('INV-', 'RCP-').concat('-1');

    const english = mailsTo(tan.mother.email).at(-1);
    expect(english?.subject).toBe(`Receipt ${receiptNumber} for invoice ${invoice.number}`);
    expect(english?.text).toContain(
      `CIC Education received RM 3.33 for invoice ${invoice.number} on 20/11/2026.`,
    );
    expect(english?.text).toContain('Balance still due: RM 1.67');
    expect(english?.raw).toContain(`filename=${receiptNumber}.pdf`);
    const englishPdf = await attachedPdfText(english?.raw ?? '');
    for (const shown of [
      'RECEIPT',
      receiptNumber,
      'RM 3.33',
      'RM 5.00',
      'RM 1.67',
      'Partly paid',
      'MBB 8812',
    ]) {
      expect(englishPdf).toContain(shown);
    }

    const malay = mailsTo(tan.father.email).at(-1);
    expect(malay?.subject).toBe(`Resit ${receiptNumber} untuk invois ${invoice.number}`);
    const malayPdf = await attachedPdfText(malay?.raw ?? '');
    expect(malayPdf).toContain('RESIT');
    expect(malayPdf).toContain('Pindahan bank');

    // The second payment settles it: its receipt says so, numbered 2.
    await pay(invoice.id, 167);
    await until(() => t.smtp.received.length === before + 4);
    expect(mailsTo(tan.mother.email).at(-1)?.subject).toContain(receiptNumber.replace(/-1$/, '-2'));
    expect(mailsTo(tan.mother.email).at(-1)?.text).toContain('The invoice is now paid in full.');
  });

  it("answers the admin a signed link to a payment's receipt, its figures to the sen; the link expires and a forged one is refused", async () => {
    const report = await reportOf('2026-10-17', [loneChildId]);
    const invoice = await convertOne(admin, report);
    const first = await pay(invoice.id, 1, 'CHEQUE', 'CHQ 000123');
    const second = await pay(invoice.id, 498);

    const response = await get(adminToken, `${admin}/${invoice.id}/payments/${second}/receipt`);
    expect(response.statusCode, response.body).toBe(200);
    const { url, fileName } = response.json().data as { url: string; fileName: string };
    const receiptNumber = invoice.number.replace('INV-', 'RCP-').concat('-2');
    expect(fileName).toBe(`${receiptNumber}.pdf`);
    expect(url).toMatch(
      /^http:\/\/localhost:3000\/api\/files\/invoices\/[0-9a-f-]+\/receipts\/RCP-.+-en-[0-9a-f]{20}\.pdf\?expires=\d+&download=RCP-[\d-]+\.pdf&signature=[0-9a-f]{64}$/,
    );

    const file = await open(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(file.rawPayload)).pages.join('\n');
    for (const shown of [
      receiptNumber,
      invoice.number,
      'No family',
      'RM 4.98',
      'Invoice total',
      'RM 5.00',
      'Paid to date',
      'RM 4.99',
      'RM 0.01',
      'Partly paid',
      'Cash',
    ]) {
      expect(text).toContain(shown);
    }
    const firstLink = (await get(adminToken, `${admin}/${invoice.id}/payments/${first}/receipt`)).json().data;
    expect((await pdfText((await open(firstLink.url)).rawPayload)).pages.join('\n')).toContain('CHQ 000123');

    const forged = url.replace(
      /signature=([0-9a-f])/,
      (_, digit: string) => `signature=${digit === '0' ? '1' : '0'}`,
    );
    expectRefusal(await open(forged), 403, linkNotValid);
    const otherKey = url.replace('-en-', '-ms-');
    expectRefusal(await open(otherKey), 403, linkNotValid);
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + 6 * 60_000);
    try {
      expectRefusal(await open(url), 403, linkNotValid);
    } finally {
      later.mockRestore();
    }

    expectRefusal(await get(adminToken, `${admin}/${invoice.id}/payments/${unknownId}/receipt`), 404, {
      code: 'NOT_FOUND',
      message: messageText(overtimeInvoiceMessages.paymentNotFound),
    });
  });

  it('keeps one PDF per version and language: the same link target until a payment changes what it shows', async () => {
    const report = await reportOf('2026-10-20', [tan.childId]);
    const invoice = await convertOne(admin, report);
    const linkOf = async (language: string) => {
      const response = await get(adminToken, `${admin}/${invoice.id}/pdf-link`, language);
      expect(response.statusCode, response.body).toBe(200);
      return new URL(response.json().data.url as string).pathname;
    };
    const english = await linkOf('en');
    expect(await linkOf('en')).toBe(english);
    const malay = await linkOf('ms');
    expect(malay).not.toBe(english);
    expect(malay).toContain('-ms-');

    await pay(invoice.id, 100);
    const afterPayment = await linkOf('en');
    expect(afterPayment).not.toBe(english);
    const stored: string[] = [];
    for await (const file of t.ctx.storage.list(`invoices/${invoice.id}/`)) stored.push(file.key);
    expect(stored.filter((key) => key.endsWith('.pdf') && !key.includes('/receipts/'))).toHaveLength(3);

    // The admin's download keeps answering the PDF itself, the stored file as it stands now.
    const download = await get(adminToken, `${admin}/${invoice.id}/pdf`);
    expect(download.statusCode).toBe(200);
    expect((await pdfText(download.rawPayload)).pages.join('\n')).toContain('RM 4.00');
  });

  it("lets a parent open their family's issued invoice and its receipts in their language; anything else is not found", async () => {
    const report = await reportOf('2026-10-21', [tan.childId, lee.childId]);
    const invoices = await convert(admin, report);
    const tans = invoices.find((each) => each.family?.id === tan.familyId) as Invoice;
    const lees = invoices.find((each) => each.family?.id === lee.familyId) as Invoice;
    const paymentId = await pay(tans.id, 200, 'CASH');
    const leePayment = await pay(lees.id, 100);

    const own = await get(tan.father.token, `${parentBase}/${tans.id}/pdf`, 'ms-MY,ms;q=0.9');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.fileName).toBe(`${tans.number}.pdf`);
    const invoiceText = (await pdfText((await open(own.json().data.url)).rawPayload)).pages.join('\n');
    for (const shown of ['INVOIS', tans.number, 'Keluarga Tan', 'RM 5.00', 'RM 3.00']) {
      expect(invoiceText).toContain(shown);
    }

    const receipt = await get(tan.mother.token, `${parentBase}/${tans.id}/payments/${paymentId}/receipt`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    const receiptText = (await pdfText((await open(receipt.json().data.url)).rawPayload)).pages.join('\n');
    expect(receiptText).toContain('RECEIPT');
    expect(receiptText).toContain('RM 2.00');

    const notFound = { code: 'NOT_FOUND', message: messageText(overtimeInvoiceMessages.notFound) };
    expectRefusal(await get(lee.parent.token, `${parentBase}/${tans.id}/pdf`), 404, notFound);
    expectRefusal(
      await get(lee.parent.token, `${parentBase}/${tans.id}/payments/${paymentId}/receipt`),
      404,
      notFound,
    );
    expectRefusal(await get(tan.mother.token, `${parentBase}/${unknownId}/pdf`), 404, notFound);
    expectRefusal(
      await get(tan.mother.token, `${parentBase}/${tans.id}/payments/${leePayment}/receipt`),
      404,
      {
        code: 'NOT_FOUND',
        message: messageText(overtimeInvoiceMessages.paymentNotFound),
      },
    );

    // A draft of their own family is not theirs to see, nor once voided (decision 089).
    const draftReport = await reportOf('2026-10-22', [tan.childId]);
    const draft = await convertOne(`${admin}/proforma`, draftReport);
    expectRefusal(await get(tan.mother.token, `${parentBase}/${draft.id}/pdf`), 404, notFound);
    expect((await post(`${admin}/${draft.id}/void`, { reason: 'Made by mistake' })).statusCode).toBe(200);
    expectRefusal(await get(tan.mother.token, `${parentBase}/${draft.id}/pdf`), 404, notFound);

    // Admins use their own routes; a parent's route refuses them.
    expect((await get(adminToken, `${parentBase}/${tans.id}/pdf`)).statusCode).toBe(403);
    expect((await get(tan.mother.token, `${admin}/${tans.id}/pdf-link`)).statusCode).toBe(403);
  });
});
