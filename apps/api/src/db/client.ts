import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One Drizzle type for PGlite and node-postgres; services and repositories use only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** What the job queue runs on: this same PGlite instance, or the server's URL (for its own small pool). */
  queueConnection: { pglite: PGlite } | { url: string };
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** PostgreSQL server when a URL is given, otherwise PGlite in `dataDirectory` (or in memory). */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDirectory?: string;
  pglite?: PGlite;
}): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      queueConnection: { url: options.databaseUrl },
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = options.pglite ?? new PGlite(options.dataDirectory);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    queueConnection: { pglite: client },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
