import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../api-folders';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One Drizzle type for PGlite and node-postgres; services and repositories use only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export { migrationsFolder };

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** What the job queue runs on: this same PGlite instance, or the server's URL (for its own small pool). */
  queueConnection: { pglite: PGlite } | { url: string };
  /**
   * Follows a LISTEN channel: on PostgreSQL on a dedicated connection (not one of the pool's),
   * on PGlite in-process. `onLost` is called once when the connection ends or fails; a lost
   * subscription delivers nothing more, so the caller starts a new one.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLost: () => void): Promise<Subscription>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type Subscription = {
  /**
   * How many connections of this app listen on the database now, this one included; 0 on PGlite,
   * where every listener is called before the notifying statement returns.
   */
  listeners(): Promise<number>;
  close(): Promise<void>;
};

const listenerName = 'cic-listen';

/** Channel names are fixed identifiers in our code, never input: checked before they reach SQL. */
function channelName(channel: string): string {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

async function listenOnServer(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onLost: () => void,
): Promise<Subscription> {
  const client = new pg.Client({ connectionString: url, application_name: listenerName });
  let open = true;
  const lost = () => {
    if (!open) return;
    open = false;
    onLost();
  };
  client.on('notification', (message) => {
    if (message.channel === channel) onMessage(message.payload ?? '');
  });
  client.on('error', lost);
  client.on('end', lost);
  try {
    await client.connect();
    await client.query(`LISTEN ${channelName(channel)}`);
  } catch (error) {
    open = false;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    async listeners() {
      const result = await client.query<{ count: number }>(
        'select count(*)::int as count from pg_stat_activity where application_name = $1 and datname = current_database()',
        [listenerName],
      );
      return result.rows[0]?.count ?? 0;
    },
    async close() {
      open = false;
      await client.end();
    },
  };
}

/**
 * An embedded database with the extensions the migrations create (pg_trgm): every PGlite the
 * product, its tests and its bench open is made here. In memory unless `dataDir` is given.
 */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}) {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}

/** PostgreSQL server when a URL is given, otherwise PGlite in `dataDirectory` (or in memory). */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDirectory?: string;
  pglite?: PGlite;
}): DatabaseHandle {
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A new server process pays for its first reads of shared memory and catalogues (the
      // ageing search took 0.5 s on a fresh connection, 60 ms after): keep the pool's
      // connections open rather than closing each after 10 s idle, pg's default.
      idleTimeoutMillis: 0,
      // The server's JIT compiles a large aggregate anew on every call (the ageing summary over
      // 90 days: 700 ms with it, 105 ms without); this API's statements are short.
      options: '-c jit=off',
    });
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      queueConnection: { url: options.databaseUrl },
      listen: (channel, onMessage, onLost) => listenOnServer(url, channel, onMessage, onLost),
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = options.pglite ?? createPglite({ dataDir: options.dataDirectory });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    queueConnection: { pglite: client },
    async listen(channel, onMessage) {
      // One process, one database: nothing to lose but the database itself.
      const unsubscribe = await client.listen(channelName(channel), onMessage);
      return { listeners: async () => 0, close: () => unsubscribe() };
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
