import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { createBillplzClient } from './billplz-client';

type Seen = { method?: string; url?: string; authorization?: string; type?: string; body: string };
type Answer = (request: IncomingMessage, response: ServerResponse) => void;

const bill = {
  id: 'zq0tm2wc',
  collection_id: 'inbmmepb',
  paid: false,
  state: 'due',
  amount: 15000,
  paid_amount: 0,
  due_at: '2026-11-23',
  email: 'parent@example.my',
  mobile: null,
  name: 'Siti Aminah',
  url: 'https://www.billplz-sandbox.com/bills/zq0tm2wc',
  reference_1_label: 'Order',
  reference_1: 'ORD-2026-000123',
  paid_at: null,
};

/** A local stand-in for Billplz: records each request and answers as the test says. */
describe('Billplz client against a fake Billplz', () => {
  let server: Server;
  let baseUrl: string;
  let seen: Seen[];
  let answer: Answer;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          type: request.headers['content-type'],
          body,
        });
        answer(request, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen = [];
  });

  const json = (status: number, value: unknown) => (_: IncomingMessage, response: ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(value));
  };
  const client = (timeoutMs?: number) =>
    createBillplzClient({ apiKey: 'secret-api-key', collectionId: 'inbmmepb', baseUrl, timeoutMs });

  it('creates a bill with HTTP Basic (key as user, empty password) and every field Billplz needs', async () => {
    answer = json(200, bill);
    const created = await client().createBill({
      amountSen: 15000,
      email: 'parent@example.my',
      name: 'Siti Aminah',
      description: 'x'.repeat(250),
      callbackUrl: 'https://cic.example.my/api/v2/payments/billplz/callback',
      redirectUrl: 'https://cic.example.my/api/v2/payments/billplz/return',
      reference1: 'ORD-2026-000123',
    });
    expect(created).toEqual({ billId: 'zq0tm2wc', url: bill.url, raw: bill });
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v3/bills' });
    expect(request?.authorization).toBe(`Basic ${Buffer.from('secret-api-key:').toString('base64')}`);
    expect(request?.type).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      collection_id: 'inbmmepb',
      email: 'parent@example.my',
      name: 'Siti Aminah',
      amount: '15000',
      description: 'x'.repeat(200),
      callback_url: 'https://cic.example.my/api/v2/payments/billplz/callback',
      redirect_url: 'https://cic.example.my/api/v2/payments/billplz/return',
      reference_1_label: 'Order',
      reference_1: 'ORD-2026-000123',
    });
  });

  it('reads a bill: paid, state, amounts in sen and when it was paid', async () => {
    answer = json(200, {
      ...bill,
      paid: true,
      state: 'paid',
      paid_amount: 15000,
      paid_at: '2026-11-23 10:15:09 +0800',
    });
    const found = await client().getBill('zq0tm2wc');
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/v3/bills/zq0tm2wc' });
    expect(found).toMatchObject({ paid: true, state: 'paid', amountSen: 15000, paidAmountSen: 15000 });
    expect(found.paidAt?.toISOString()).toBe('2026-11-23T02:15:09.000Z');
  });

  const notAnswering = {
    code: 'CONFLICT',
    statusCode: 409,
    message: 'The payment service is not answering. Please try again in a moment.',
  };

  it('turns an error status or an unreadable answer into a clear 409', async () => {
    answer = json(401, { error: { type: 'Unauthorized', message: 'Invalid access token' } });
    const refused = client().getBill('zq0tm2wc');
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject(notAnswering);
    answer = json(200, { unexpected: true });
    await expect(client().getBill('zq0tm2wc')).rejects.toMatchObject(notAnswering);
  });

  it('gives up on a gateway that does not answer in time', async () => {
    answer = () => {};
    await expect(client(200).getBill('zq0tm2wc')).rejects.toMatchObject(notAnswering);
  });

  it('deletes a due bill; a paid one cannot be, and is answered as Billplz sees it (decision 088)', async () => {
    answer = json(200, {});
    expect(await client().deleteBill('zq0tm2wc')).toEqual({ deleted: true });
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/api/v3/bills/zq0tm2wc' });
    expect(seen[0]?.authorization).toBe(`Basic ${Buffer.from('secret-api-key:').toString('base64')}`);

    const paid = {
      ...bill,
      paid: true,
      state: 'paid',
      paid_amount: 15000,
      paid_at: '2026-11-23 10:15:09 +0800',
    };
    answer = (request, response) =>
      request.method === 'DELETE'
        ? json(422, { error: { type: 'Unprocessable' } })(request, response)
        : json(200, paid)(request, response);
    expect(await client().deleteBill('zq0tm2wc')).toMatchObject({
      deleted: false,
      bill: { paid: true, state: 'paid', paidAmountSen: 15000 },
    });

    // Deleted before (a retry): closed; still due after a refusal: the gateway failed.
    answer = (request, response) =>
      request.method === 'DELETE'
        ? json(422, {})(request, response)
        : json(200, { ...bill, state: 'deleted' })(request, response);
    expect(await client().deleteBill('zq0tm2wc')).toEqual({ deleted: true });
    answer = (request, response) =>
      request.method === 'DELETE' ? json(500, {})(request, response) : json(200, bill)(request, response);
    await expect(client().deleteBill('zq0tm2wc')).rejects.toMatchObject(notAnswering);
  });

  it('turns an unreachable gateway into the same 409', async () => {
    const closed = createBillplzClient({ apiKey: 'k', collectionId: 'c', baseUrl: 'http://127.0.0.1:1' });
    await expect(closed.getBill('zq0tm2wc')).rejects.toMatchObject(notAnswering);
  });
});
