import type { Language } from '@cic/contract';
import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowOrNull } from '../../db/row-or-null';
import { oneTimeCodes, parents } from '../../db/schema/index';

/** The codes sent to an e-mail for one purpose, narrowed by `more`. */
const codesOf = (email: string, purpose: string, ...more: (SQL | undefined)[]) =>
  and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), ...more);

export function createParentSignInRepository(db: Db) {
  return {
    /** Deletes an e-mail's codes that can no longer sign anyone in: used, expired or out of tries. */
    async deleteSpentCodes(email: string, purpose: string, now: Date, triesPerCode: number) {
      const spent = or(
        isNotNull(oneTimeCodes.consumedAt),
        lte(oneTimeCodes.expiresAt, now),
        gte(oneTimeCodes.attempts, triesPerCode),
      );
      await db.delete(oneTimeCodes).where(codesOf(email, purpose, spent));
    },

    async insertCode(values: { email: string; purpose: string; codeHash: string; expiresAt: Date }) {
      await db.insert(oneTimeCodes).values(values);
    },

    /** An e-mail's unused, unexpired codes (each request adds one; none replaces another). */
    async liveCodes(email: string, purpose: string, now: Date) {
      return db
        .select()
        .from(oneTimeCodes)
        .where(codesOf(email, purpose, isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, now)));
    },

    /**
     * Counts one try on each code while it has tries left, before the code is compared, so
     * parallel guesses cannot pass the limit; returns the codes that took the try.
     */
    async countTry(codeIds: string[], triesPerCode: number) {
      if (codeIds.length === 0) return [];
      return db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(and(inArray(oneTimeCodes.id, codeIds), lt(oneTimeCodes.attempts, triesPerCode)))
        .returning({ id: oneTimeCodes.id, attempts: oneTimeCodes.attempts });
    },

    /** Uses the code once, only while it is unused and unexpired (its try is already counted). */
    async consumeCode(codeId: string, now: Date) {
      const rows = await db
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(
          and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, now)),
        )
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },

    /** Ends an e-mail's other codes once one has signed in: they are no longer needed. */
    async deleteOtherCodes(email: string, purpose: string, usedCodeId: string) {
      await db.delete(oneTimeCodes).where(codesOf(email, purpose, ne(oneTimeCodes.id, usedCodeId)));
    },

    parentByEmail(email: string) {
      return db
        .select()
        .from(parents)
        .where(eq(sql`lower(${parents.email})`, email.toLowerCase()))
        .then(rowOrNull);
    },

    /** Creates the parent unless one with that e-mail exists (case-insensitively). */
    async insertParentIfMissing(email: string, verifiedAt: Date) {
      await db.insert(parents).values({ email, emailVerifiedAt: verifiedAt }).onConflictDoNothing();
    },

    async setLanguage(parentId: string, language: Language) {
      await db.update(parents).set({ language }).where(eq(parents.id, parentId));
    },

    async markEmailVerified(parentId: string, verifiedAt: Date) {
      await db
        .update(parents)
        .set({ emailVerifiedAt: verifiedAt })
        .where(and(eq(parents.id, parentId), isNull(parents.emailVerifiedAt)));
    },
  };
}
export type ParentSignInRepository = ReturnType<typeof createParentSignInRepository>;
