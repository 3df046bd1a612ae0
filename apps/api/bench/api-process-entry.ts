import { createLocalStorage } from '../src/adapters/storage-local';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAppContext } from '../src/create-app-context';
import { collectedMemory } from './process-memory';

/** The bench's API process (bundled and forked by `api-process.ts`): the server without migrations or demo data, on a port it tells its parent. */
async function serve() {
  const config = loadConfig();
  const ctx = createAppContext(config, { storage: createLocalStorage(config) });
  const app = await buildApp(ctx);
  await ctx.jobs.start(app.log);
  // PORT where the bench gives one (the process's public address), else any free port.
  const origin = await app.listen({ host: '127.0.0.1', port: process.env.PORT ? config.port : 0 });
  process.once('disconnect', async () => {
    await app.close();
    await ctx.jobs.stop();
    await ctx.database.close();
    process.exit(0);
  });
  // The bench asks for the process's memory (the messages bench's open streams) by the same channel.
  process.on('message', (message) => {
    if (message === 'memory') process.send?.({ memory: collectedMemory() });
  });
  process.send?.(origin);
}

await serve();
