import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../src/db/client';

/**
 * Runs one SQL statement the way the fastest client would: on PostgreSQL a pool of its own with
 * one connection per concurrent caller and the statement prepared (named); on PGlite the instance.
 * The bench's raw rate is what an endpoint's HTTP rate is compared with.
 */
export function createRawSql(database: DatabaseHandle, concurrency: number) {
  const connection = database.queueConnection;
  if ('pglite' in connection) {
    const pglite: PGlite = connection.pglite;
    return {
      run: async (_name: string, text: string, values: unknown[]) => {
        await pglite.query(text, values);
      },
      close: async () => undefined,
    };
  }
  const pool = new pg.Pool({ connectionString: connection.url, max: concurrency });
  return {
    run: async (name: string, text: string, values: unknown[]) => {
      await pool.query({ name, text, values });
    },
    close: () => pool.end(),
  };
}
export type RawSql = ReturnType<typeof createRawSql>;
