import { and, asc, count, desc, eq, gt, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { myInvoisSimulatorDocuments, myInvoisSimulatorSubmissions } from '../../db/schema/index';

export type SimulatedSubmission = typeof myInvoisSimulatorSubmissions.$inferSelect;
export type SimulatedDocument = typeof myInvoisSimulatorDocuments.$inferSelect;

export function createMyInvoisSimulatorRepository(db: Db) {
  return {
    /** The latest submission of the same body since `since` (MyInvois' 10-minute duplicate window). */
    async identicalSubmissionSince(payloadHash: string, since: Date) {
      const rows = await db
        .select({ receivedAt: myInvoisSimulatorSubmissions.receivedAt })
        .from(myInvoisSimulatorSubmissions)
        .where(
          and(
            eq(myInvoisSimulatorSubmissions.payloadHash, payloadHash),
            gte(myInvoisSimulatorSubmissions.receivedAt, since),
          ),
        )
        .orderBy(asc(myInvoisSimulatorSubmissions.receivedAt))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * A live document with the same issuer, type and number: Valid, or still Submitted (received
     * after `validatingSince`) and going to be Valid. Cancelled and Invalid ones do not count.
     */
    async liveDuplicate(issuerTin: string, typeCode: string, internalId: string, validatingSince: Date) {
      const rows = await db
        .select({ uuid: myInvoisSimulatorDocuments.uuid })
        .from(myInvoisSimulatorDocuments)
        .where(
          and(
            eq(myInvoisSimulatorDocuments.issuerTin, issuerTin),
            eq(myInvoisSimulatorDocuments.typeCode, typeCode),
            eq(myInvoisSimulatorDocuments.internalId, internalId),
            isNull(myInvoisSimulatorDocuments.cancelledAt),
            or(
              eq(myInvoisSimulatorDocuments.outcome, 'Valid'),
              gt(myInvoisSimulatorDocuments.receivedAt, validatingSince),
            ),
          ),
        )
        .limit(1);
      return rows[0]?.uuid ?? null;
    },

    async record(submission: SimulatedSubmission, documents: SimulatedDocument[]) {
      await db.transaction(async (tx) => {
        await tx.insert(myInvoisSimulatorSubmissions).values(submission);
        if (documents.length > 0) await tx.insert(myInvoisSimulatorDocuments).values(documents);
      });
    },

    async submission(uid: string) {
      const rows = await db
        .select()
        .from(myInvoisSimulatorSubmissions)
        .where(eq(myInvoisSimulatorSubmissions.uid, uid));
      return rows[0] ?? null;
    },

    async documentsOf(submissionUid: string, page: { offset: number; limit: number }) {
      const where = eq(myInvoisSimulatorDocuments.submissionUid, submissionUid);
      const [documents, total] = await Promise.all([
        db
          .select()
          .from(myInvoisSimulatorDocuments)
          .where(where)
          .orderBy(asc(myInvoisSimulatorDocuments.codeNumber), asc(myInvoisSimulatorDocuments.uuid))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(myInvoisSimulatorDocuments).where(where),
      ]);
      return { documents, total: total[0]?.total ?? 0 };
    },

    /** Every document of a submission, for its overall status. */
    async allDocumentsOf(submissionUid: string) {
      return db
        .select()
        .from(myInvoisSimulatorDocuments)
        .where(eq(myInvoisSimulatorDocuments.submissionUid, submissionUid));
    },

    async document(uuid: string) {
      const rows = await db
        .select()
        .from(myInvoisSimulatorDocuments)
        .where(eq(myInvoisSimulatorDocuments.uuid, uuid));
      return rows[0] ?? null;
    },

    /** A Valid, not cancelled document naming `uuid` as its original, validated by `validatedBy`. */
    async validReferencing(uuid: string, validatedBy: Date) {
      const rows = await db
        .select({ uuid: myInvoisSimulatorDocuments.uuid })
        .from(myInvoisSimulatorDocuments)
        .where(
          and(
            eq(myInvoisSimulatorDocuments.referencedUuid, uuid),
            eq(myInvoisSimulatorDocuments.outcome, 'Valid'),
            isNull(myInvoisSimulatorDocuments.cancelledAt),
            lte(myInvoisSimulatorDocuments.receivedAt, validatedBy),
          ),
        )
        .limit(1);
      return rows[0]?.uuid ?? null;
    },

    /** The client's documents received in a window whose number or UUID is `searchQuery`, newest first. */
    async search(clientId: string, window: { from: Date; to: Date }, searchQuery: string, limit: number) {
      const rows = await db
        .select({ document: myInvoisSimulatorDocuments })
        .from(myInvoisSimulatorDocuments)
        .innerJoin(
          myInvoisSimulatorSubmissions,
          eq(myInvoisSimulatorSubmissions.uid, myInvoisSimulatorDocuments.submissionUid),
        )
        .where(
          and(
            eq(myInvoisSimulatorSubmissions.clientId, clientId),
            gte(myInvoisSimulatorDocuments.receivedAt, window.from),
            lte(myInvoisSimulatorDocuments.receivedAt, window.to),
            or(
              eq(myInvoisSimulatorDocuments.internalId, searchQuery),
              eq(myInvoisSimulatorDocuments.uuid, searchQuery),
            ),
          ),
        )
        .orderBy(desc(myInvoisSimulatorDocuments.receivedAt))
        .limit(limit);
      return rows.map((row) => row.document);
    },

    async cancel(uuid: string, at: Date, reason: string) {
      await db
        .update(myInvoisSimulatorDocuments)
        .set({ cancelledAt: at, cancelReason: reason })
        .where(
          and(eq(myInvoisSimulatorDocuments.uuid, uuid), isNull(myInvoisSimulatorDocuments.cancelledAt)),
        );
    },
  };
}
export type MyInvoisSimulatorRepository = ReturnType<typeof createMyInvoisSimulatorRepository>;
