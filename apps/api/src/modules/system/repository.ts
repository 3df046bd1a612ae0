import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Answers once the database runs a statement; throws when it cannot. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
