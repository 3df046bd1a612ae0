import type { AppContext } from '../../app-context';
import { seedDemo } from './demo';
import { demoAccounts } from './demo-accounts';
import { formatDemoBanner } from './demo-banner';
import { createDemoRepository } from './demo-repository';

/**
 * Loads the demo data set into an empty database when DEMO_SEED allows, then, whenever the demo
 * data is present (restarts included), prints its accounts. Never in production, which refuses
 * the demo seed anyway.
 */
export async function startDemoData(ctx: AppContext, print: (text: string) => void = console.log) {
  if (ctx.config.env === 'production') return;
  const repository = createDemoRepository(ctx.db);
  if (ctx.config.demoSeed && (await repository.isEmpty())) {
    await seedDemo(ctx.db, { storage: ctx.storage, cipher: ctx.cipher, now: ctx.clock() });
  }
  const seededAt = await repository.seededAt();
  if (seededAt) print(formatDemoBanner(demoAccounts(), seededAt, ctx.config.publicUrl));
}
