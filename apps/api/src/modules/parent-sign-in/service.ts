import { oneTimeCodeRules, type VerifyOtpResult } from '@cic/contract';
import type { Mailer } from '../../adapters/mail';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { sourceAddress } from '../../http/client-address';
import { countRateLimitHit } from '../../http/rate-limit-repository';
import type { SessionService } from '../sessions';
import { type SignInLimit, signInLimitKey, signInLimits } from './limits';
import { createOneTimeCodeHasher, newOneTimeCode } from './one-time-code';
import { createParentSignInRepository } from './repository';
import { signInCodeMail } from './sign-in-mail';

const purpose = 'parent-sign-in';

const messages = {
  incorrect: 'The verification code is incorrect.',
  dead: 'Too many wrong codes. Please request a new code.',
  expired: 'The verification code has expired. Please request a new code.',
} as const;

type Dependencies = {
  db: Db;
  mailer: Mailer;
  sessions: SessionService;
  secretKey: string;
  clock: () => Date;
};

export function createParentSignInService({ db, mailer, sessions, secretKey, clock }: Dependencies) {
  const repository = createParentSignInRepository(db);
  const hasher = createOneTimeCodeHasher(secretKey);

  async function enforce(limit: SignInLimit, subject: string) {
    const rule = signInLimits[limit];
    const hit = await countRateLimitHit(db, signInLimitKey(limit, subject), rule.windowMs);
    if (hit.count > rule.max) throw new AppError('RATE_LIMITED', rule.message);
  }

  return {
    /**
     * Sends a new code to any e-mail, known or not (a first sign-in creates the account), so the
     * answer says nothing about who has an account. The new code replaces any earlier one.
     */
    async requestCode(email: string, address: string): Promise<void> {
      await enforce('codesPerAddressPerHour', sourceAddress(address));
      await enforce('codesPerEmailPerMinute', email);
      await enforce('codesPerEmailPerHour', email);
      const code = newOneTimeCode();
      const expiresAt = new Date(clock().getTime() + oneTimeCodeRules.lifetimeMinutes * 60_000);
      await inTransaction(db, createParentSignInRepository, async (codes) => {
        await codes.deleteCodes(email, purpose);
        await codes.insertCode({ email, purpose, codeHash: hasher.hash(purpose, email, code), expiresAt });
      });
      await mailer.send(signInCodeMail(email, code));
    },

    /**
     * Checks a code. Success verifies the e-mail (creating the parent when new) and, outside the
     * registration wizard, signs the parent in.
     */
    async verifyCode(email: string, otp: string, registrationFlow: boolean): Promise<VerifyOtpResult> {
      const now = clock();
      const code = await repository.liveCode(email, purpose);
      if (!code || code.expiresAt <= now) throw new AppError('VALIDATION_FAILED', messages.expired, 'otp');
      if (code.attempts >= oneTimeCodeRules.maxAttempts) {
        throw new AppError('VALIDATION_FAILED', messages.dead, 'otp');
      }
      if (!hasher.matches(code.codeHash, purpose, email, otp)) {
        const attempts = await repository.countWrongAttempt(code.id, oneTimeCodeRules.maxAttempts);
        const dead = attempts === null || attempts >= oneTimeCodeRules.maxAttempts;
        throw new AppError('VALIDATION_FAILED', dead ? messages.dead : messages.incorrect, 'otp');
      }

      const parent = await inTransaction(db, createParentSignInRepository, async (store) => {
        // A code checked twice at once is used by one request only.
        if (!(await store.consumeCode(code.id, now, oneTimeCodeRules.maxAttempts))) return null;
        await store.insertParentIfMissing(email, now);
        const found = await store.parentByEmail(email);
        if (found && !found.emailVerifiedAt) await store.markEmailVerified(found.id, now);
        return found;
      });
      if (!parent) throw new AppError('VALIDATION_FAILED', messages.expired, 'otp');

      const isNewUser = !parent.salutation || !parent.fullName || !parent.phoneNumber;
      if (registrationFlow) return { token: null, expiresAt: null, isNewUser };
      const session = await sessions.issue({ subjectType: 'parent', parentId: parent.id }, 'e-mail-code');
      return { ...session, isNewUser };
    },

    /** For the registration wizard: whether another parent's e-mail has an account and is verified. */
    async checkEmail(askingParentId: string, email: string) {
      await enforce('emailChecksPerParentPerMinute', askingParentId);
      const parent = await repository.parentByEmail(email);
      return { exists: parent !== null, verified: parent?.emailVerifiedAt != null };
    },
  };
}
export type ParentSignInService = ReturnType<typeof createParentSignInService>;
