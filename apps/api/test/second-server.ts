import { type App, buildApp } from '../src/app';
import type { AppContext } from '../src/app-context';
import { createAppContext } from '../src/create-app-context';
import { openDatabase } from '../src/db/client';
import type { TestApp } from './build-test-app';

/**
 * A second API process on the first one's database, with its own session cache and change
 * notices: on a PostgreSQL server its own pool and LISTEN connection; on PGlite (one process can
 * hold it) the same database handle, the in-process notices standing in for the server's.
 */
export async function buildSecondServer(
  first: TestApp,
): Promise<{ app: App; ctx: AppContext; close(): Promise<void> }> {
  const connection = first.ctx.database.queueConnection;
  const database = 'url' in connection ? openDatabase({ databaseUrl: connection.url }) : first.ctx.database;
  const ctx = createAppContext(first.ctx.config, {
    database,
    storage: first.ctx.storage,
    mailer: first.ctx.mailer,
    clock: first.ctx.clock,
  });
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    async close() {
      await app.close();
      if (database !== first.ctx.database) await database.close();
    },
  };
}
