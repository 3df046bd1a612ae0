import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { fetchThroughApp } from '../../../test/fetch-through-app';
import { myInvoisDocument } from '../../../test/myinvois-document';
import { createSimulatorControls } from '../../modules/myinvois-simulator';
import { createMyInvoisClient, type MyInvoisSettings } from './myinvois-client';
import { MyInvoisRefusal } from './myinvois-failures';

const start = Date.parse('2026-11-30T02:00:00Z');
const minutes = (count: number) => count * 60_000;
const hours = (count: number) => count * 3_600_000;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The app with its simulator, and a client talking to it through `app.inject` on one clock. */
async function simulated(
  settings: Partial<MyInvoisSettings> = {},
  logStream?: { write(line: string): void },
) {
  let now = start;
  const clock = () => new Date(now);
  const controls = createSimulatorControls();
  t = await buildTestApp({
    clock,
    myInvoisSimulator: controls,
    logStream,
    env: logStream ? { LOG_LEVEL: 'trace' } : {},
  });
  const through = fetchThroughApp(t.app);
  const client = createMyInvoisClient({
    ...t.ctx.config.einvoice,
    fetch: through.fetch,
    clock,
    // Waiting moves the shared clock on: a Retry-After passes without real time.
    sleep: async (ms) => {
      now += ms;
    },
    log: t.app.log,
    ...settings,
  });
  return { client, controls, sent: through.sent, advance: (ms: number) => (now += ms), clock };
}

const logins = (sent: string[]) => sent.filter((line) => line.endsWith('/connect/token')).length;

describe('the MyInvois client against the simulator', () => {
  it('keeps its token, logs in once for calls made together, and renews the token once it expires', async () => {
    const { client, sent, advance } = await simulated();
    await Promise.all([1, 2, 3].map(() => client.validateTin('C25845632020', 'BRN', '201901234567')));
    await client.validateTin('C25845632020', 'BRN', '201901234567');
    expect(logins(sent)).toBe(1);
    advance(minutes(50));
    await client.validateTin('C25845632020', 'BRN', '201901234567');
    expect(logins(sent)).toBe(1);
    // Within five minutes of the hour's end the token is renewed before it can end mid-call.
    advance(minutes(6));
    await client.validateTin('C25845632020', 'BRN', '201901234567');
    expect(logins(sent)).toBe(2);
  });

  it("logs in as intermediary for a centre's own entity with its TIN in onbehalfof, keeping that token apart", async () => {
    const headers: Record<string, string>[] = [];
    const { client: seen } = await simulated();
    const app = t as TestApp;
    const through = fetchThroughApp(app.app);
    const client = createMyInvoisClient({
      ...app.ctx.config.einvoice,
      fetch: (input, init) => {
        if (String(input).endsWith('/connect/token'))
          headers.push({ ...(init?.headers as Record<string, string>) });
        return through.fetch(input, init);
      },
    });
    await client.validateTin('C25845632020', 'BRN', '201901234567');
    await client.onBehalfOf('C1234567890').validateTin('C25845632020', 'BRN', '201901234567');
    await client.onBehalfOf('C1234567890').validateTin('C25845632020', 'BRN', '201901234567');
    expect(headers.map((sent) => sent.onbehalfof ?? null)).toEqual([null, 'C1234567890']);
    expect(seen.onBehalfOf('C1234567890')).toBe(seen.onBehalfOf('C1234567890'));
  });

  it('submits a document: Submitted at first, later Valid with its uuid, long id and public link', async () => {
    const { client, clock, advance } = await simulated();
    const json = myInvoisDocument({ id: 'INV-0001', issuedAt: new Date(start - minutes(1)) });
    const answer = await client.submitDocuments([{ codeNumber: 'INV-0001', json }]);
    expect(answer.rejectedDocuments).toEqual([]);
    expect(answer.submissionUid).toMatch(/^[0-9A-Z]{26}$/);
    const [accepted] = answer.acceptedDocuments;
    expect(accepted).toMatchObject({
      invoiceCodeNumber: 'INV-0001',
      uuid: expect.stringMatching(/^[0-9A-Z]{26}$/),
    });

    const pending = await client.getSubmission(answer.submissionUid);
    expect(pending).toMatchObject({ overallStatus: 'in progress', documentCount: 1 });
    expect(pending.documentSummary[0]).toMatchObject({
      status: 'Submitted',
      longId: null,
      dateTimeValidated: null,
    });

    advance(5_000);
    const done = await client.getSubmission(answer.submissionUid);
    expect(done.overallStatus).toBe('valid');
    const summary = done.documentSummary[0];
    expect(summary).toMatchObject({ uuid: accepted?.uuid, internalId: 'INV-0001', status: 'Valid' });
    expect(summary?.longId).toMatch(/^[0-9A-Z]{40}$/);
    expect(summary?.dateTimeValidated?.getTime()).toBeLessThanOrEqual(clock().getTime());
    expect(client.documentLink(summary?.uuid ?? '', summary?.longId ?? '')).toBe(
      `http://localhost:3000/myinvois-simulator/portal/${summary?.uuid}/share/${summary?.longId}`,
    );
  });

  it("rejects a structurally bad document at once, in MyInvois' error shape, and accepts the good one beside it", async () => {
    const { client } = await simulated();
    const issuedAt = new Date(start - minutes(1));
    const answer = await client.submitDocuments([
      {
        codeNumber: 'INV-BAD',
        json: myInvoisDocument({ id: 'INV-BAD', issuedAt, payableSen: 99, buyerTin: 'X123' }),
      },
      {
        codeNumber: 'INV-FUTURE',
        json: myInvoisDocument({ id: 'INV-FUTURE', issuedAt: new Date(start + hours(1)) }),
      },
      {
        codeNumber: 'INV-OLD',
        json: myInvoisDocument({ id: 'INV-OLD', issuedAt: new Date(start - hours(73)) }),
      },
      { codeNumber: 'INV-GOOD', json: myInvoisDocument({ id: 'INV-GOOD', issuedAt }) },
    ]);
    expect(answer.acceptedDocuments.map((document) => document.invoiceCodeNumber)).toEqual(['INV-GOOD']);
    const errors = Object.fromEntries(
      answer.rejectedDocuments.map((rejected) => [
        rejected.invoiceCodeNumber,
        rejected.error.innerError?.map((inner) => inner.errorCode),
      ]),
    );
    expect(errors).toEqual({
      'INV-BAD': ['InvalidTin', 'TotalsMismatch'],
      'INV-FUTURE': ['IssueDateTimeInFuture'],
      'INV-OLD': ['IssueDateTimeTooOld'],
    });
    const bad = answer.rejectedDocuments[0]?.error;
    expect(bad).toMatchObject({ errorCode: 'BadArgument', error: 'The document was not accepted.' });
    expect(bad?.innerError?.[1]).toMatchObject({
      propertyPath: 'Invoice.LegalMonetaryTotal.PayableAmount',
      errorMS: expect.stringContaining('Amaun perlu dibayar'),
    });
  });

  it('refuses a document already submitted, and an identical submission within ten minutes', async () => {
    const { client, advance } = await simulated();
    const json = myInvoisDocument({ id: 'INV-0002', issuedAt: new Date(start - minutes(1)) });
    const first = await client.submitDocuments([{ codeNumber: 'INV-0002', json }]);
    const identical = await client
      .submitDocuments([{ codeNumber: 'INV-0002', json }])
      .catch((error) => error);
    expect(identical).toBeInstanceOf(MyInvoisRefusal);
    expect(identical).toMatchObject({ status: 422, detail: { errorCode: 'DuplicateSubmission' } });

    advance(5_000);
    const again = myInvoisDocument({ id: 'INV-0002', issuedAt: new Date(start) });
    const second = await client.submitDocuments([{ codeNumber: 'INV-0002', json: again }]);
    expect(second.acceptedDocuments).toEqual([]);
    expect(second.rejectedDocuments[0]?.error.innerError?.[0]).toMatchObject({
      errorCode: 'Error03',
      innerError: [
        { errorCode: 'DS302', error: expect.stringContaining(first.acceptedDocuments[0]?.uuid ?? '?') },
      ],
    });
  });

  it("turns a document whose buyer MyInvois does not know Invalid after validation, with the step's error", async () => {
    const { client, advance } = await simulated();
    const json = myInvoisDocument({
      id: 'INV-0003',
      issuedAt: new Date(start - minutes(1)),
      buyerTin: 'IG99912345678',
    });
    const answer = await client.submitDocuments([{ codeNumber: 'INV-0003', json }]);
    const uuid = answer.acceptedDocuments[0]?.uuid ?? '';
    advance(5_000);
    expect((await client.getSubmission(answer.submissionUid)).overallStatus).toBe('invalid');
    const details = await client.getDocumentDetails(uuid);
    expect(details).toMatchObject({ status: 'Invalid', longId: null });
    const failed = details.validationResults?.validationSteps?.find((step) => step.status === 'Invalid');
    expect(failed).toMatchObject({
      name: 'Step03-Taxpayer Validator',
      error: { innerError: [{ errorCode: 'TaxpayerNotFound' }] },
    });
  });

  it('cancels a valid document within 72 hours of its validation, and is refused after', async () => {
    const { client, advance } = await simulated();
    const submit = async (id: string) => {
      const json = myInvoisDocument({
        id,
        issuedAt: new Date(Date.parse(new Date(start).toISOString()) - minutes(1)),
      });
      return (await client.submitDocuments([{ codeNumber: id, json }])).acceptedDocuments[0]?.uuid ?? '';
    };
    const early = await submit('INV-0004');
    const late = await submit('INV-0005');
    advance(5_000);
    await client.cancelDocument(early, 'Wrong buyer details');
    expect(await client.getDocumentDetails(early)).toMatchObject({
      status: 'Cancelled',
      documentStatusReason: 'Wrong buyer details',
    });
    advance(hours(72) + minutes(1));
    const refusal = await client.cancelDocument(late, 'Wrong invoice details').catch((error) => error);
    expect(refusal).toBeInstanceOf(MyInvoisRefusal);
    expect(refusal).toMatchObject({ status: 400, detail: { errorCode: 'OperationPeriodOver' } });
    expect((await client.getDocumentDetails(late)).status).toBe('Valid');
  });

  it('validates TINs: a known one with its ID, not an unknown one nor a known one with another ID', async () => {
    const { client } = await simulated();
    expect(await client.validateTin('IG21136626090', 'NRIC', '770625015324')).toBe(true);
    expect(await client.validateTin('IG21136626090', 'NRIC', '770625015325')).toBe(false);
    expect(await client.validateTin('IG99912345678', 'NRIC', '770625015324')).toBe(false);
    expect(await client.validateTin('not-a-tin', 'NRIC', '770625015324')).toBe(false);
  });

  it("waits out a 429's Retry-After and then succeeds", async () => {
    const { client, controls, sent } = await simulated();
    controls.rateLimits.validateTin = 1;
    expect(await client.validateTin('C25845632020', 'BRN', '201901234567')).toBe(true);
    expect(await client.validateTin('C25845632020', 'BRN', '201901234567')).toBe(true);
    expect(sent.filter((line) => line.includes('/taxpayer/validate/'))).toHaveLength(3);
  });

  it("answers 'not answering' after bounded retries when MyInvois fails or hangs, and never resends a submission blindly", async () => {
    const { client, controls, sent } = await simulated({ timeoutMs: 100, attempts: 3 });
    await client.validateTin('C25845632020', 'BRN', '201901234567');
    const calls = (part: string) => sent.filter((line) => line.includes(part)).length;

    controls.fault = 'unavailable';
    await expect(client.getSubmission('0123456789ABCDEFGHIJKLMNOP')).rejects.toMatchObject({
      messageCode: 'myInvois.notAnswering',
    });
    expect(calls('/documentsubmissions/0123')).toBe(3);
    const json = myInvoisDocument({ id: 'INV-0006', issuedAt: new Date(start - minutes(1)) });
    await expect(client.submitDocuments([{ codeNumber: 'INV-0006', json }])).rejects.toMatchObject({
      messageCode: 'myInvois.notAnswering',
    });
    expect(calls('POST /myinvois-simulator/api/v1.0/documentsubmissions')).toBe(1);

    controls.fault = 'hang';
    controls.hangMs = 400;
    await expect(client.getDocumentDetails('0123456789ABCDEFGHIJKLMNOP')).rejects.toMatchObject({
      messageCode: 'myInvois.notAnswering',
    });
    expect(calls('/details')).toBe(3);
  });

  it('never logs the client secret, the token or the documents and TINs it sends', async () => {
    const lines: string[] = [];
    const { client, controls } = await simulated({}, { write: (line) => lines.push(line) });
    controls.rateLimits.getSubmission = 1;
    const json = myInvoisDocument({
      id: 'INV-0007',
      issuedAt: new Date(start - minutes(1)),
      buyerTin: 'IG21136626090',
    });
    const answer = await client.submitDocuments([{ codeNumber: 'INV-0007', json }]);
    await client.getSubmission(answer.submissionUid);
    await client.getSubmission(answer.submissionUid);
    await client.validateTin('IG21136626090', 'NRIC', '770625015324');
    const log = lines.join('\n');
    expect(log).toContain('MyInvois limits the calls');
    for (const secret of [
      'cic-simulator-secret',
      'Bearer',
      'IG21136626090',
      '770625015324',
      Buffer.from(json).toString('base64').slice(0, 40),
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
