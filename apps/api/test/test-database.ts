import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPglite, type DatabaseHandle, openDatabase } from '../src/db/client';

const here = path.dirname(fileURLToPath(import.meta.url));
export const snapshotFile = path.resolve(here, '../../../.tmp/pglite-migrated.tgz');
export const templateDatabase = 'cic_test_template';

/** Where API tests run: PGlite by default, a PostgreSQL server when TEST_DATABASE_URL is set. */
export function serverUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file: a copy of the PGlite snapshot made once by the
 * global setup, or a new PostgreSQL database cloned from the migrated template.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = serverUrl();
  if (!url) {
    const snapshot = await readFile(snapshotFile);
    const pglite = createPglite({ loadDataDir: new Blob([snapshot]) });
    return openDatabase({ pglite });
  }
  const name = `cic_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateDatabase}`);
  await admin.end();
  const handle = openDatabase({ databaseUrl: withDatabase(url, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name}`);
      await cleanup.end();
    },
  };
}
