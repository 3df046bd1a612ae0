import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite, migrationsFolder } from '../src/db/client';

/**
 * A fresh PGlite database migrated up to migration `tag` but not through it, for a test of what
 * that migration makes of the rows it finds: write them, then `migrateTheRest()`.
 */
export async function databaseBefore(tag: string) {
  const before = mkdtempSync(path.join(tmpdir(), `migrations-before-${tag}-`));
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  writeFileSync(journalPath, JSON.stringify(journal));
  const client = createPglite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: before });
  return {
    client,
    db,
    migrateTheRest: () => migrate(db, { migrationsFolder }),
    async close() {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    },
  };
}
