import { count } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { centres } from '../schema/index';
import { type DemoSummary, seedDemo } from './demo';

/** Loads the demo data set into an empty database and prints the accounts to try. */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<DemoSummary | null> {
  const [row] = await ctx.db.select({ total: count() }).from(centres);
  if ((row?.total ?? 0) > 0) return null;
  const summary = await seedDemo(ctx.db, { storage: ctx.storage, cipher: ctx.cipher, now: ctx.clock() });
  printDemoSummary(summary);
  return summary;
}

function printDemoSummary(summary: DemoSummary) {
  console.log('Demo data loaded. Accounts to try:');
  console.log(JSON.stringify(summary, null, 2));
}
