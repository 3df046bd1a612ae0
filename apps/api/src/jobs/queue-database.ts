import { type ConstructorOptions, fromPglite } from 'pg-boss';
import type { DatabaseHandle } from '../db/client';

/**
 * pg-boss's connection options for the app's database. On PGlite it shares the one embedded
 * instance through pg-boss's own adapter (parameterised statements to `query`, the multi-statement
 * maintenance texts to `exec`); on a PostgreSQL server it keeps a small pool of its own, so a slow
 * request never starves the queue of connections or the other way round.
 */
export function queueDatabaseOptions(database: DatabaseHandle): ConstructorOptions {
  const connection = database.queueConnection;
  if ('pglite' in connection) return { db: fromPglite(connection.pglite), backend: 'pglite' };
  return { connectionString: connection.url, max: 3, application_name: 'cic-jobs' };
}
