import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes, parents } from '../../db/schema/index';

export function createParentSignInRepository(db: Db) {
  return {
    async deleteCodes(email: string, purpose: string) {
      await db
        .delete(oneTimeCodes)
        .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)));
    },

    async insertCode(values: { email: string; purpose: string; codeHash: string; expiresAt: Date }) {
      await db.insert(oneTimeCodes).values(values);
    },

    /** The newest code of an e-mail that has not been used. */
    async liveCode(email: string, purpose: string) {
      const rows = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.email, email),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.consumedAt),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Counts one wrong try while tries remain; null when the code had none left. */
    async countWrongAttempt(codeId: string, maxAttempts: number) {
      const rows = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(and(eq(oneTimeCodes.id, codeId), lt(oneTimeCodes.attempts, maxAttempts)))
        .returning({ attempts: oneTimeCodes.attempts });
      return rows[0]?.attempts ?? null;
    },

    /** Uses the code once, only while it is unused, unexpired and has tries left. */
    async consumeCode(codeId: string, now: Date, maxAttempts: number) {
      const rows = await db
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(oneTimeCodes.id, codeId),
            isNull(oneTimeCodes.consumedAt),
            lt(oneTimeCodes.attempts, maxAttempts),
            gt(oneTimeCodes.expiresAt, now),
          ),
        )
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },

    async parentByEmail(email: string) {
      const rows = await db
        .select()
        .from(parents)
        .where(eq(sql`lower(${parents.email})`, email.toLowerCase()));
      return rows[0] ?? null;
    },

    /** Creates the parent unless one with that e-mail exists (case-insensitively). */
    async insertParentIfMissing(email: string, verifiedAt: Date) {
      await db.insert(parents).values({ email, emailVerifiedAt: verifiedAt }).onConflictDoNothing();
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
