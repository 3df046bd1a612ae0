import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createPglite, openDatabase } from '../src/db/client';
import { serverUrl, snapshotFile, templateDatabase, withDatabase } from './test-database';

/** Migrates once per run; every test file then starts from a copy of the migrated database. */
export default async function setup() {
  const url = serverUrl();
  if (!url) {
    const pglite = createPglite();
    const handle = openDatabase({ pglite });
    await handle.migrate();
    const dump = await pglite.dumpDataDir('gzip');
    await mkdir(path.dirname(snapshotFile), { recursive: true });
    await writeFile(snapshotFile, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    return;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabase}`);
  await admin.query(`create database ${templateDatabase}`);
  await admin.end();
  const handle = openDatabase({ databaseUrl: withDatabase(url, templateDatabase) });
  await handle.migrate();
  await handle.close();
}
