import {
  type Language,
  type MessageRef,
  message,
  oneTimeCodeRules,
  type VerifyOtpResult,
} from '@cic/contract';
import type { Mailer } from '../../adapters/mail';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { sourceAddress } from '../../http/client-address';
import { countRateLimitHit } from '../../http/rate-limit-repository';
import type { SessionService } from '../sessions';
import { signInLimitKey, signInLimits, triesPerCode } from './limits';
import { createOneTimeCodeHasher, newOneTimeCode } from './one-time-code';
import { createParentSignInRepository } from './repository';
import { signInCodeMail } from './sign-in-mail';

const purpose = 'parent-sign-in';

const messages = {
  incorrect: message('auth.codeIncorrect'),
  dead: message('auth.codeDead'),
  expired: message('auth.codeExpired'),
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

  type Limit = { max: number; windowMs: number; message: MessageRef };
  async function enforce(rule: Limit, key: string) {
    const hit = await countRateLimitHit(db, key, rule.windowMs);
    if (hit.count > rule.max) throw new AppError('RATE_LIMITED', rule.message);
    return hit;
  }
  const codeLifetimeMs = oneTimeCodeRules.lifetimeMinutes * 60_000;

  return {
    /**
     * Sends a new code to any e-mail, known or not (a first sign-in creates the account), so the
     * answer says nothing about who has an account. Earlier codes stay valid until they expire,
     * so nobody else's request can spoil the code the owner is typing (decision 029). The e-mail
     * is in the parent's saved language, else the asking page's.
     */
    async requestCode(email: string, address: string, language: Language = 'en'): Promise<void> {
      const source = sourceAddress(address);
      const limits = signInLimits;
      await enforce(limits.codesPerAddressPerHour, signInLimitKey('codesPerAddressPerHour', source));
      await enforce(
        limits.codesPerEmailAndAddressPerMinute,
        signInLimitKey('codesPerEmailAndAddressPerMinute', email, source),
      );
      const own = await enforce(
        limits.codesPerEmailAndAddressPerHour,
        signInLimitKey('codesPerEmailAndAddressPerHour', email, source),
      );
      const all = await countRateLimitHit(
        db,
        signInLimitKey('codesPerEmailPerHour', email),
        limits.codesPerEmailPerHour.windowMs,
      );
      // Against mail-bombing: past the ceiling, addresses that already had a code for this e-mail
      // this hour share one code per 5 minutes; an address asking for the first time (the owner's)
      // is served at once.
      if (all.count > limits.codesPerEmailPerHour.ceiling && own.count > 1) {
        await enforce(limits.slowedCodesPerEmail, signInLimitKey('slowedCodesPerEmail', email));
      }
      const code = newOneTimeCode();
      const now = clock();
      await inTransaction(db, createParentSignInRepository, async (codes) => {
        await codes.deleteSpentCodes(email, purpose, now, triesPerCode);
        await codes.insertCode({
          email,
          purpose,
          codeHash: hasher.hash(purpose, email, code),
          expiresAt: new Date(now.getTime() + codeLifetimeMs),
        });
      });
      // A parent's saved language wins over the page's, as it does after sign-in (issue 40): the
      // code reaches her in the language she chose, whichever page asked for it.
      const saved = (await repository.parentByEmail(email))?.language;
      await mailer.send(signInCodeMail(email, code, saved ?? language));
    },

    /**
     * Checks a code against the e-mail's live codes. Each address has its own 5 tries on each
     * code and every code 10 in all, so a stranger's wrong guesses do not spend the owner's tries.
     * Success verifies the e-mail (creating the parent when new) and, outside the registration
     * wizard, signs the parent in.
     */
    async verifyCode(
      email: string,
      otp: string,
      registrationFlow: boolean,
      address: string,
      language: Language = 'en',
    ): Promise<VerifyOtpResult> {
      const now = clock();
      const source = sourceAddress(address);
      const live = await repository.liveCodes(email, purpose, now);
      if (live.length === 0) throw new AppError('VALIDATION_FAILED', messages.expired, 'otp');

      // Tries are counted before any comparison, so parallel guesses cannot pass a limit.
      const perAddress = oneTimeCodeRules.maxAttempts;
      const open = live.filter((code) => code.attempts < triesPerCode);
      const fromAddress = await Promise.all(
        open.map(async (code) => {
          const key = signInLimitKey('triesPerCodeAndAddress', code.id, source);
          return { code, count: (await countRateLimitHit(db, key, codeLifetimeMs)).count };
        }),
      );
      const allowed = fromAddress.filter(({ count }) => count <= perAddress);
      const counted = await repository.countTry(
        allowed.map(({ code }) => code.id),
        triesPerCode,
      );
      const tried = allowed.flatMap(({ code, count }) => {
        const row = counted.find((countedCode) => countedCode.id === code.id);
        return row ? [{ code, triesLeft: count < perAddress && row.attempts < triesPerCode }] : [];
      });
      // An address out of tries is refused without a comparison, so it learns nothing more.
      if (tried.length === 0) throw new AppError('VALIDATION_FAILED', messages.dead, 'otp');
      const match = tried.find(({ code }) => hasher.matches(code.codeHash, purpose, email, otp))?.code;
      if (!match) {
        const anyLeft = tried.some(({ triesLeft }) => triesLeft);
        throw new AppError('VALIDATION_FAILED', anyLeft ? messages.incorrect : messages.dead, 'otp');
      }

      const parent = await inTransaction(db, createParentSignInRepository, async (store) => {
        // A code checked twice at once is used by one request only.
        if (!(await store.consumeCode(match.id, now))) return null;
        await store.deleteOtherCodes(email, purpose, match.id);
        await store.insertParentIfMissing(email, now);
        const found = await store.parentByEmail(email);
        if (found && !found.emailVerifiedAt) await store.markEmailVerified(found.id, now);
        return found;
      });
      if (!parent) throw new AppError('VALIDATION_FAILED', messages.expired, 'otp');

      const isNewUser = !parent.salutation || !parent.fullName || !parent.phoneNumber;
      if (registrationFlow) return { token: null, expiresAt: null, isNewUser };
      // The sign-in page's language is kept only by a parent with no saved choice: a saved one wins
      // on every device, and only the settings or a signed-in page change it (issue 27).
      if (parent.language === null) await repository.setLanguage(parent.id, language);
      const session = await sessions.issue({ subjectType: 'parent', parentId: parent.id }, 'e-mail-code');
      return { ...session, isNewUser };
    },

    /** For the registration wizard: whether another parent's e-mail has an account and is verified. */
    async checkEmail(askingParentId: string, email: string) {
      await enforce(
        signInLimits.emailChecksPerParentPerMinute,
        signInLimitKey('emailChecksPerParentPerMinute', askingParentId),
      );
      const parent = await repository.parentByEmail(email);
      return { exists: parent !== null, verified: parent?.emailVerifiedAt != null };
    },
  };
}
export type ParentSignInService = ReturnType<typeof createParentSignInService>;
