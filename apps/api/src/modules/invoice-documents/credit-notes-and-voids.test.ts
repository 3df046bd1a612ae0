import { messageText, overtimeInvoiceMessages } from '@cic/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedLink } from '../../../test/call-api';
import { buildDeliveringTestApp, type DeliveringTestApp } from '../../../test/delivering-test-app';
import type { FakeSubscription } from '../../../test/fake-push-service';
import { addInvoice, familyWithParent } from '../../../test/parent-invoice-fixture';
import { pdfText } from '../../../test/pdf-text';
import { attachedPdfText, readMail } from '../../../test/received-mail';
import { expectRefusal } from '../../../test/refusal';
import { bearer, signInAs } from '../../../test/sign-in';
import { settle, until } from '../../../test/waits';
import { familyMembers, parents as parentsTable } from '../../db/schema/index';

const admin = '/api/v2/admin/overtime/invoices';
const parentBase = '/api/v2/parent/invoices';
const unknownId = '00000000-0000-4000-8000-000000000000';

/** Decision 089: credit notes and voids reach the family, by e-mail and push, in each parent's language. */
describe('credit notes and voids told to the family, credit notes as PDFs', () => {
  let t: DeliveringTestApp;
  let tan: Awaited<ReturnType<typeof familyWithParent>>;
  let lee: Awaited<ReturnType<typeof familyWithParent>>;
  /** The Tans' second parent, who reads Malay. */
  let father: { token: string; email: string };
  let device: FakeSubscription;

  const get = (token: string, url: string, language?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
    });
  async function post(token: string, url: string, payload: object) {
    const response = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }
  const mailsTo = (email: string) => t.mailsTo(email).map(readMail);
  const open = (url: string) => openSignedLink(t.app, url);

  beforeAll(async () => {
    t = await buildDeliveringTestApp({
      jobs: true,
      clock: () => new Date('2026-11-20T02:00:00Z'),
    });
    tan = await familyWithParent(t.ctx, 'Tan');
    lee = await familyWithParent(t.ctx, 'Lee');
    const signedIn = await signInAs(t.ctx, 'parent');
    await t.ctx.db.update(parentsTable).set({ language: 'ms' }).where(eq(parentsTable.id, signedIn.id));
    await t.ctx.db
      .insert(familyMembers)
      .values({ familyId: tan.familyId, parentId: signedIn.id, relation: 'father' });
    father = { token: signedIn.token, email: signedIn.email ?? '' };
    device = await t.subscribeParentDevice(tan.parent.token);
  }, 120_000);

  afterAll(() => t.close(), 60_000);

  it("e-mails each parent the credit note in their language with its PDF attached, and pushes it to the parent's phone", async () => {
    const invoice = await addInvoice(t.ctx, tan, { status: 'PAID', paidSen: 1200 });
    const detail = await post(invoice.admin.token, `${admin}/${invoice.id}/credit-notes`, {
      amountSen: 250,
      reason: 'The 15/10 pick-up was on time',
    });
    const number = detail.creditNotes[0].number as string;
    expect(number).toMatch(/^CN-2026-\d{6}$/);
    const link = `http://localhost:3000/parent/payments/${invoice.id}`;

    await until(() => mailsTo(tan.parent.email).length === 1 && mailsTo(father.email).length === 1);
    await until(() => t.push.received(device.endpoint).length === 1);
    await settle();

    const [english] = mailsTo(tan.parent.email);
    expect(english?.subject).toBe(`Credit note ${number}: RM 2.50 refunded for invoice ${invoice.number}`);
    expect(english?.text).toContain('Reason: The 15/10 pick-up was on time');
    expect(english?.text).toContain(link);
    expect(english?.raw).toContain(`filename=${number}.pdf`);
    const englishPdf = await attachedPdfText(english?.raw ?? '');
    for (const shown of [
      'CREDIT NOTE',
      number,
      invoice.number ?? '-',
      'RM 2.50',
      'Tan Family',
      'The 15/10 pick-up was on time',
      'CIC Education',
    ]) {
      expect(englishPdf).toContain(shown);
    }

    const [malay] = mailsTo(father.email);
    expect(malay?.subject).toBe(`Nota kredit ${number}: RM 2.50 dipulangkan untuk invois ${invoice.number}`);
    expect(malay?.text).toContain('Sebab: The 15/10 pick-up was on time');
    expect(await attachedPdfText(malay?.raw ?? '')).toContain('NOTA KREDIT');

    expect(JSON.parse(t.push.received(device.endpoint)[0]?.payload ?? '{}')).toEqual({
      title: `Credit note ${number}: RM 2.50 refunded for invoice ${invoice.number}`,
      body: `RM 2.50 refunded for invoice ${invoice.number}: The 15/10 pick-up was on time`,
      url: link,
      tag: `credit-note:${detail.creditNotes[0].id}`,
    });
    expect(mailsTo(lee.parent.email)).toHaveLength(0);
  });

  it('tells the family of an issued invoice voided, with the reason, in their language; a draft voided tells no one', async () => {
    const before = { mails: t.smtp.received.length, pushes: t.push.received().length };
    const draft = await addInvoice(t.ctx, tan, { status: 'DRAFT' });
    await post(draft.admin.token, `${admin}/${draft.id}/void`, { reason: 'Made by mistake' });
    await settle();
    expect(t.smtp.received).toHaveLength(before.mails);

    const invoice = await addInvoice(t.ctx, tan);
    await post(invoice.admin.token, `${admin}/${invoice.id}/void`, { reason: 'Charged to the wrong family' });
    await until(() => t.smtp.received.length === before.mails + 2);
    await until(() => t.push.received().length === before.pushes + 1);
    await settle();
    expect(t.smtp.received).toHaveLength(before.mails + 2);

    const english = mailsTo(tan.parent.email).at(-1);
    expect(english?.subject).toBe(`Invoice ${invoice.number} was voided`);
    expect(english?.text).toContain('It is no longer to be paid.');
    expect(english?.text).toContain('Reason: Charged to the wrong family');
    const malay = mailsTo(father.email).at(-1);
    expect(malay?.subject).toBe(`Invois ${invoice.number} telah dibatalkan`);
    expect(malay?.text).toContain('Sebab: Charged to the wrong family');
    expect(JSON.parse(t.push.received(device.endpoint).at(-1)?.payload ?? '{}')).toEqual({
      title: `Invoice ${invoice.number} was voided`,
      body: `Invoice ${invoice.number} at ${tan.centre.name} was voided: Charged to the wrong family`,
      url: `http://localhost:3000/parent/payments/${invoice.id}`,
      tag: `invoice:${invoice.id}`,
    });
  });

  it("lists the credit notes on the invoice's PDF, which reads Refunded, and lets admin and parents open a credit note's PDF", async () => {
    const invoice = await addInvoice(t.ctx, tan, { status: 'PAID', paidSen: 1200 });
    const detail = await post(invoice.admin.token, `${admin}/${invoice.id}/credit-notes`, {
      amountSen: 1200,
      reason: 'Fees waived for November',
    });
    expect(detail).toMatchObject({ status: 'PAID', state: 'REFUNDED' });
    const note = detail.creditNotes[0] as { id: string; number: string };

    const invoiceLink = await get(tan.parent.token, `${parentBase}/${invoice.id}/pdf`);
    expect(invoiceLink.statusCode, invoiceLink.body).toBe(200);
    const invoiceFile = await open(invoiceLink.json().data.url);
    // Saved under the invoice's number, not the store's key (issue 40).
    expect(invoiceLink.json().data.fileName).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
    expect(invoiceFile.headers['content-disposition']).toBe(
      `attachment; filename="${invoiceLink.json().data.fileName}"`,
    );
    const invoiceText = (await pdfText(invoiceFile.rawPayload)).pages.join('\n');
    for (const shown of ['Credit notes', note.number, 'Fees waived for November', 'RM 12.00', 'Refunded']) {
      expect(invoiceText).toContain(shown);
    }
    expect(invoiceText).toMatch(/Payment status\s+Refunded\b/);

    const adminLink = await get(
      invoice.admin.token,
      `${admin}/${invoice.id}/credit-notes/${note.id}/pdf-link`,
    );
    expect(adminLink.statusCode, adminLink.body).toBe(200);
    expect(adminLink.json().data.fileName).toBe(`${note.number}.pdf`);
    const adminText = (await pdfText((await open(adminLink.json().data.url)).rawPayload)).pages.join('\n');
    expect(adminText).toContain('CREDIT NOTE');
    expect(adminText).toContain(invoice.number);

    const parentLink = await get(
      father.token,
      `${parentBase}/${invoice.id}/credit-notes/${note.id}/pdf`,
      'ms',
    );
    expect(parentLink.statusCode, parentLink.body).toBe(200);
    expect(new URL(parentLink.json().data.url).pathname).toContain('-ms-');
    const parentText = (await pdfText((await open(parentLink.json().data.url)).rawPayload)).pages.join('\n');
    expect(parentText).toContain('NOTA KREDIT');
    expect(parentText).toContain('Fees waived for November');

    const invoiceNotFound = { code: 'NOT_FOUND', message: messageText(overtimeInvoiceMessages.notFound) };
    expectRefusal(
      await get(lee.parent.token, `${parentBase}/${invoice.id}/credit-notes/${note.id}/pdf`),
      404,
      invoiceNotFound,
    );
    const noteNotFound = {
      code: 'NOT_FOUND',
      message: messageText(overtimeInvoiceMessages.creditNoteNotFound),
    };
    expectRefusal(
      await get(tan.parent.token, `${parentBase}/${invoice.id}/credit-notes/${unknownId}/pdf`),
      404,
      noteNotFound,
    );
    const other = await addInvoice(t.ctx, tan, { status: 'PAID', paidSen: 1200 });
    expectRefusal(
      await get(invoice.admin.token, `${admin}/${other.id}/credit-notes/${note.id}/pdf-link`),
      404,
      noteNotFound,
    );
  });

  it("lets a parent open an issued invoice's PDF after it was voided: it says void", async () => {
    const invoice = await addInvoice(t.ctx, tan);
    await post(invoice.admin.token, `${admin}/${invoice.id}/void`, { reason: 'Charged twice' });
    const link = await get(tan.parent.token, `${parentBase}/${invoice.id}/pdf`);
    expect(link.statusCode, link.body).toBe(200);
    const text = (await pdfText((await open(link.json().data.url)).rawPayload)).pages.join('\n');
    expect(text).toContain('This invoice is void and is not to be paid.');
  });
});
