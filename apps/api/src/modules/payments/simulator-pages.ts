import { type Language, languageFromHeader } from '@cic/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { redirectQuery, xSignature } from '../../adapters/billplz-signature';
import { formatBillplzDay, formatBillplzTime } from '../../adapters/billplz-time';
import { simulatorBillPath } from '../../adapters/payment-simulator';
import type { AppContext } from '../../app-context';
import { createBillplzNotices } from './billplz-notices';
import { billplzReturnPath } from './payment-start';
import { createPaymentsRepository } from './repository';
import { simulatorBillPage, simulatorMissingPage } from './simulator-bill-page';

export const simulatorBillRoute = '/payments/simulator/bills/:billId';
const billIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

type BillRequest = { Params: { billId: string }; Body: Record<string, string> | undefined };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function html(reply: FastifyReply, status: number, page: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/**
 * The simulator's bill pages, outside /api (a page, not an API route). Pay and Fail build the form
 * fields Billplz would post, sign them with the X Signature key and hand them to the callback's own
 * handler, then send the browser to the return address with a signed `billplz[...]` query, so a
 * simulated payment goes through exactly the checks a real one does.
 */
export function simulatorPages(ctx: AppContext) {
  const key = ctx.config.payments.xSignatureKey;
  const repository = createPaymentsRepository(ctx.db);
  const notices = createBillplzNotices(ctx);

  const findBill = async (billId: string) =>
    billIdPattern.test(billId) ? repository.paymentOfBill(billId) : null;

  type Payment = NonNullable<Awaited<ReturnType<typeof findBill>>>;
  const billPage = (billId: string, payment: Payment, language: Language) => {
    const bill = payment.transactionData ?? {};
    const open = payment.status === 'PENDING' && payment.paidAmountSen === null;
    return simulatorBillPage(
      {
        action: simulatorBillPath(billId),
        amountSen: payment.amountSen,
        payerName: text(bill.name),
        payerEmail: text(bill.email),
        description: text(bill.description),
        closed: open ? null : payment.paidAmountSen === null ? payment.status : 'being checked',
      },
      language,
    );
  };

  return async function register(app: FastifyInstance) {
    app.get<BillRequest>(simulatorBillRoute, { schema: { hide: true } }, async (request, reply) => {
      const payment = await findBill(request.params.billId);
      const browserLanguage = languageFromHeader(request.headers['accept-language']);
      if (!payment) return html(reply, 404, simulatorMissingPage(browserLanguage));
      const language = await repository.payerLanguageOfBill(request.params.billId);
      return html(reply, 200, billPage(request.params.billId, payment, language));
    });

    app.post<BillRequest>(simulatorBillRoute, { schema: { hide: true } }, async (request, reply) => {
      const billId = request.params.billId;
      const payment = await findBill(billId);
      const outcome = request.body?.outcome;
      if (!payment || (outcome !== 'pay' && outcome !== 'fail'))
        return html(reply, 404, simulatorMissingPage(languageFromHeader(request.headers['accept-language'])));
      const bill = payment.transactionData ?? {};
      // A closed bill (paid, failed, or deleted when its invoice was settled) takes no payment, as at Billplz.
      if (payment.status !== 'PENDING' || payment.paidAmountSen !== null) {
        return html(reply, 409, billPage(billId, payment, await repository.payerLanguageOfBill(billId)));
      }
      const paid = outcome === 'pay';
      const now = ctx.clock();
      const fields: Record<string, string> = {
        id: billId,
        collection_id: text(bill.collection_id) || 'simulator',
        paid: String(paid),
        state: paid ? 'paid' : 'due',
        amount: String(payment.amountSen),
        paid_amount: paid ? String(payment.amountSen) : '0',
        due_at: text(bill.due_at) || formatBillplzDay(now),
        email: text(bill.email),
        mobile: '',
        name: text(bill.name),
        url: `${ctx.config.publicUrl}${simulatorBillPath(billId)}`,
        paid_at: paid ? formatBillplzTime(now) : '',
      };
      fields.x_signature = xSignature(fields, key);
      await notices.receiveCallback(fields, request.ip, request.log);
      const query = redirectQuery(
        { id: billId, paid: fields.paid ?? '', paid_at: fields.paid_at ?? '' },
        key,
      );
      return reply.redirect(`${billplzReturnPath}?${new URLSearchParams(query)}`, 302);
    });
  };
}
