import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { auditLog, centres } from '../schema/index';

/** The audit action of loading the demo data set; its row tells start-up the data is there. */
export const demoSeedAction = 'demo.seed';

/** What start-up needs to know about the demo data set. */
export function createDemoRepository(db: Db) {
  return {
    /** No centre yet: a database the demo data set may be loaded into. */
    async isEmpty(): Promise<boolean> {
      const [row] = await db.select({ total: count() }).from(centres);
      return (row?.total ?? 0) === 0;
    },

    /** When the demo data set was loaded (its audit row), or null when it never was. */
    async seededAt(): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: auditLog.createdAt })
        .from(auditLog)
        .where(eq(auditLog.action, demoSeedAction))
        .orderBy(desc(auditLog.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },
  };
}
