import { message } from '@cic/contract';
import { redirectFields, xSignatureMatches } from '../../adapters/billplz-signature';
import { parseBillplzTime } from '../../adapters/billplz-time';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { createGatewayCheck } from './gateway-check';
import type { PaymentsContext } from './order-kinds';
import { type AppliedOutcome, createPaymentOutcome, type OutcomeLog } from './payment-outcome';
import { createPaymentsRepository } from './repository';

/** The parent's page that shows the result (spec 3 §2.6); the web app owns it. */
export const paymentCompletePage = '/parent/payment/complete';

type Source = 'callback' | 'redirect';

/**
 * The fields Billplz signs in a callback and a redirect (its API's X Signature section): each must
 * be there. The signed text runs key and value together, so without the rule `paidtrue=` would
 * sign exactly as `paid=true` and be read as not paid (issue 39). Billplz may add others (the
 * payment's transaction fields); those are signed too and kept.
 */
const callbackFields = [
  'id',
  'collection_id',
  'paid',
  'state',
  'amount',
  'paid_amount',
  'due_at',
  'email',
  'mobile',
  'name',
  'url',
  'paid_at',
] as const;
const redirectFieldNames = ['billplzid', 'billplzpaid', 'billplzpaid_at'] as const;

/** Why a signed notice cannot be read: a field missing, or `paid` neither 'true' nor 'false'. */
function unreadable(fields: Record<string, string>, names: readonly string[], paid: string) {
  const missing = names.find((name) => !Object.hasOwn(fields, name));
  if (missing) return { reason: 'missing field', field: missing };
  if (fields[paid] !== 'true' && fields[paid] !== 'false')
    return { reason: 'paid not true or false', field: paid };
  return null;
}

/** The redirect's field as the payer's address names it: `billplzpaid_at` → `billplz[paid_at]`. */
const redirectParam = (field: string) => `billplz[${field.replace(/^billplz/, '')}]`;

/**
 * What the gateway tells the server about a bill: the callback (server to server) and the payer's
 * redirect back. Both are signed with the X Signature key and verified before anything is read;
 * a missing or wrong signature is refused and recorded (never with the key or the signature).
 */
export function createBillplzNotices(ctx: PaymentsContext & Pick<AppContext, 'clock' | 'config'>) {
  const key = ctx.config.payments.xSignatureKey;
  const repository = createPaymentsRepository(ctx.db);
  const applyBillOutcome = createPaymentOutcome(ctx);
  const checkAtGateway = createGatewayCheck(ctx, applyBillOutcome);

  const refuse = (
    source: Source,
    why: { reason: string; field?: string },
    billId: string | undefined,
    address: string,
  ) =>
    repository.audit({
      actorType: 'system',
      action: 'payment.signature-rejected',
      entityType: 'payment',
      entityId: null,
      details: { source, ...why, billId: billId?.slice(0, 64) ?? null, address },
    });
  const signatureProblem = (fields: Record<string, string>) => ({
    reason: fields.x_signature ? 'wrong signature' : 'no signature',
  });

  return {
    /** The callback's form fields; the simulator hands its own to this same function. */
    async receiveCallback(
      fields: Record<string, string>,
      address: string,
      log: OutcomeLog,
    ): Promise<AppliedOutcome> {
      if (!fields.x_signature) {
        await refuse('callback', signatureProblem(fields), fields.id, address);
        throw new AppError('VALIDATION_FAILED', message('orders.signatureMissing'), 'x_signature');
      }
      const incomplete = unreadable(fields, callbackFields, 'paid');
      if (incomplete) {
        await refuse('callback', incomplete, fields.id, address);
        throw new AppError('VALIDATION_FAILED', message('orders.noticeIncomplete'), incomplete.field);
      }
      if (!xSignatureMatches(fields, key)) {
        await refuse('callback', signatureProblem(fields), fields.id, address);
        throw new AppError('FORBIDDEN', message('orders.signatureInvalid'));
      }
      const { x_signature: _, ...data } = fields;
      if (!data.id || !/^\d+$/.test(data.paid_amount ?? '')) {
        throw new AppError('VALIDATION_FAILED', message('orders.noticeIncomplete'));
      }
      const applied = await applyBillOutcome(
        {
          billId: data.id,
          paid: data.paid === 'true',
          paidAmountSen: Number(data.paid_amount),
          paidAt: parseBillplzTime(data.paid_at),
          transactionData: data,
          source: 'callback',
        },
        log,
      );
      if (applied.result === 'unknown bill')
        throw new AppError('NOT_FOUND', message('orders.paymentNotFound'));
      return applied;
    },

    /**
     * The redirect's query; answers where to send the payer. A failed payment is applied at once;
     * a paid one is confirmed with the gateway (the redirect carries no amount) unless the callback
     * already settled it. A bad signature still reaches the page, without the gateway's word.
     */
    async receiveReturn(query: Record<string, string>, address: string, log: OutcomeLog): Promise<string> {
      const fields = redirectFields(query);
      const billId = fields.billplzid;
      const payment = billId ? await repository.paymentOfBill(billId) : null;
      const page = new URLSearchParams(payment ? { orderId: payment.orderId } : {});
      const incomplete = fields.x_signature ? unreadable(fields, redirectFieldNames, 'billplzpaid') : null;
      if (incomplete) {
        await refuse('redirect', { ...incomplete, field: redirectParam(incomplete.field) }, billId, address);
        return `${paymentCompletePage}?${page}`;
      }
      if (!xSignatureMatches(fields, key)) {
        await refuse('redirect', signatureProblem(fields), billId, address);
        return `${paymentCompletePage}?${page}`;
      }
      if (!payment || !billId) return `${paymentCompletePage}?${page}`;
      const paid = fields.billplzpaid;
      if (paid === 'false') {
        await applyBillOutcome(
          {
            billId,
            paid: false,
            paidAmountSen: 0,
            paidAt: null,
            transactionData: Object.fromEntries(
              Object.entries(fields)
                .filter(([name]) => name !== 'x_signature')
                .map(([name, value]) => [name.replace(/^billplz/, ''), value]),
            ),
            source: 'redirect',
          },
          log,
        );
      } else if (paid === 'true' && payment.status === 'PENDING' && payment.paidAmountSen === null) {
        await checkAtGateway(payment.orderId, billId, log);
      }
      page.set('billplz[id]', billId);
      page.set('billplz[paid]', paid ?? '');
      return `${paymentCompletePage}?${page}`;
    },
  };
}
export type BillplzNotices = ReturnType<typeof createBillplzNotices>;
