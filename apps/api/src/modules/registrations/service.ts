import {
  kualaLumpurDay,
  message,
  messageText,
  orderItemDescription,
  type ReferralCheckResult,
  type RegistrationResult,
  type registrationBodySchema,
  registrationPrice,
} from '@cic/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { ParentPrincipal } from '../../http/principal';
import { countRateLimitHit } from '../../http/rate-limit-repository';
import { isFeatureEnabled } from '../config-flags';
import { createPaymentStart } from '../payments';
import { sendConfirmationMails } from './confirmation-mail';
import { createRegistrationFulfilment } from './fulfilment';
import { newSubmissionNumbers } from './registration-number';
import { registrationRow } from './registration-row';
import { createRegistrationsRepository, type RegistrationsRepository } from './repository';
import { checkSubmission, referralOwner } from './submission-checks';

type Body = z.output<typeof registrationBodySchema>;
/** A submission with its one idempotency key, from the body or the `Idempotency-Key` header. */
type Submission = Body & { idempotencyKey: string };
type Log = { error(details: object, message: string): void };
export type Submitted = { result: RegistrationResult; message: string };

export const registrationMessages = {
  closed: message('registration.closed'),
  submitted: message('success.registrationSubmitted'),
  completed: message('success.registrationCompleted'),
  validReferral: message('success.referralValid'),
  tooManyChecks: message('registration.tooManyChecks'),
  keyMissing: message('registration.submissionKey'),
  keysDiffer: message('registration.submissionKeysDiffer'),
} as const;

/** Referral checks a parent may make a minute (a lookup of other parents' codes). */
export const referralChecksPerMinute = 30;
const idempotencyConstraint = 'registrations_parent_id_idempotency_key_key';
const numberAttempts = 3;

const messageFor = (totalSen: number) =>
  totalSen === 0 ? registrationMessages.completed : registrationMessages.submitted;

export function createRegistrationsService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'paymentGateway' | 'jobs'>,
) {
  const startPayment = createPaymentStart(ctx);
  const fulfilment = createRegistrationFulfilment();

  async function ensureOpen() {
    if (!(await isFeatureEnabled(ctx.db, 'new-student-registration'))) {
      throw new AppError('FEATURE_DISABLED', registrationMessages.closed);
    }
  }

  /** The first submission's answer, for a repeated key. */
  async function replay(repository: RegistrationsRepository, parentId: string, key: string) {
    const earlier = await repository.submissionByKey(parentId, key);
    if (!earlier) return null;
    const paymentUrl =
      earlier.orderStatus === 'PENDING' ? await repository.pendingBillUrl(earlier.orderId) : null;
    return {
      result: {
        paymentUrl,
        orderId: earlier.orderId,
        orderNumber: earlier.orderNumber,
        registrationNumber: earlier.registrationNumber,
      },
      message: messageFor(earlier.totalSen),
    };
  }

  /**
   * The submission's key: the body's `idempotencyKey` or the `Idempotency-Key` header, the same
   * whichever way it came; both may come if they agree.
   */
  function submissionKey(bodyKey: string | undefined, headerKey: string | undefined): string {
    if (bodyKey && headerKey && bodyKey.toLowerCase() !== headerKey.toLowerCase()) {
      throw new AppError('VALIDATION_FAILED', registrationMessages.keysDiffer, 'idempotencyKey');
    }
    const key = bodyKey ?? headerKey;
    if (!key) throw new AppError('VALIDATION_FAILED', registrationMessages.keyMissing, 'idempotencyKey');
    return key.toLowerCase();
  }

  async function create(principal: ParentPrincipal, input: Submission) {
    return inTransaction(ctx.db, createRegistrationsRepository, async (repository, tx) => {
      const earlier = await replay(repository, principal.parentId, input.idempotencyKey);
      if (earlier) return { submitted: earlier, fulfilled: null };
      const account = await repository.parentById(principal.parentId);
      if (!account) throw new AppError('UNAUTHENTICATED', message('http.signIn'));
      const now = ctx.clock();
      const checked = await checkSubmission(repository, account, input, now);
      const price = registrationPrice(checked.package.feeSen, checked.referrerParentId !== null);
      const numbers = newSubmissionNumbers(now);
      const registration = await repository.insertRegistration({
        ...registrationRow(checked),
        registrationNumber: numbers.registrationNumber,
        parentId: account.id,
        idempotencyKey: input.idempotencyKey,
      });
      const order = await repository.insertOrder({
        orderNumber: numbers.orderNumber,
        parentId: account.id,
        status: price.totalSen === 0 ? 'SUCCESS' : 'PENDING',
        ...price,
        expiresAt: new Date(now.getTime() + ctx.config.payments.orderExpiryMinutes * 60_000),
      });
      const item = {
        kind: 'ONLINE_REGISTRATION',
        packageName: checked.package.name,
        childName: checked.body.studentDetails.fullName,
      } as const;
      await repository.insertOrderItem({
        orderId: order.id,
        registrationId: registration.id,
        ...item,
        quantity: 1,
        unitPriceSen: price.subtotalSen,
        totalPriceSen: price.subtotalSen,
      });
      const result = { orderId: order.id, ...numbers };
      if (price.totalSen === 0) {
        const fulfilled = await fulfilment.orderPaid(tx, order.id, kualaLumpurDay(now));
        return { submitted: { result: { ...result, paymentUrl: null }, message: messageFor(0) }, fulfilled };
      }
      const { paymentUrl } = await startPayment(tx, {
        orderId: order.id,
        orderNumber: numbers.orderNumber,
        amountSen: price.totalSen,
        payer: { email: account.email, name: account.fullName ?? account.email },
        // The bill reaches the payer: in their saved language, English before they have one.
        description: orderItemDescription(item, account.language ?? 'en'),
      });
      return {
        submitted: { result: { ...result, paymentUrl }, message: messageFor(price.totalSen) },
        fulfilled: null,
      };
    });
  }

  return {
    /**
     * Submits the wizard in one transaction: the registration, its order and item, and the bill
     * (or, for a total of 0, the enrolment at once). The same idempotency key answers the first
     * submission's result and creates nothing, also when two requests race.
     */
    async submit(
      principal: ParentPrincipal,
      body: Body,
      headerKey: string | undefined,
      log: Log,
    ): Promise<Submitted> {
      const submission = { ...body, idempotencyKey: submissionKey(body.idempotencyKey, headerKey) };
      await ensureOpen();
      for (let attempt = 1; ; attempt += 1) {
        try {
          const { submitted, fulfilled } = await create(principal, submission);
          if (fulfilled) await sendConfirmationMails(ctx.jobs, log, fulfilled);
          return submitted;
        } catch (error) {
          const constraint = violatedUniqueConstraint(error);
          if (constraint === idempotencyConstraint) {
            const earlier = await replay(
              createRegistrationsRepository(ctx.db),
              principal.parentId,
              submission.idempotencyKey,
            );
            if (earlier) return earlier;
          }
          // Two submissions drew the same random number part: draw again.
          if (constraint === null || constraint === idempotencyConstraint || attempt === numberAttempts)
            throw error;
        }
      }
    },

    /** Whether a referral code may be used by this parent (200 either way, with the reason). */
    async checkReferral(principal: ParentPrincipal, code: string): Promise<ReferralCheckResult> {
      await ensureOpen();
      const hit = await countRateLimitHit(ctx.db, `referral-check:${principal.parentId}`, 60_000);
      if (hit.count > referralChecksPerMinute)
        throw new AppError('RATE_LIMITED', registrationMessages.tooManyChecks);
      const owner = await referralOwner(createRegistrationsRepository(ctx.db), principal.parentId, code);
      const answer = 'problem' in owner ? owner.problem : registrationMessages.validReferral;
      return { isValid: !('problem' in owner), message: messageText(answer), messageCode: answer };
    },
  };
}
