import { getTableName, is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../src/app-context';
import * as schema from '../src/db/schema/index';

/**
 * What a refused request may still change: rate-limit and failed-attempt counters, a session's
 * last-seen time, and the audit rows written when an account or address is locked out or a payment
 * notice's signature is refused.
 */
const ignoredTables = new Set(['rate_limit_buckets']);
const ignoredColumns: Record<string, string[]> = { sessions: ['last_seen_at'] };
const rowFilters: Record<string, SQL> = {
  audit_log: sql`t.action not like 'login.%' and t.action <> 'payment.signature-rejected'`,
};

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !ignoredTables.has(name))
  .sort();

/** One table's rows as text (less the ignored columns), in a stable order, hashed with their count. */
function tableDigest(name: string): SQL {
  const columns = ignoredColumns[name] ?? [];
  const row = sql`(to_jsonb(t)${sql.join(
    columns.map((column) => sql` - ${column}::text`),
    sql``,
  )})::text`;
  return sql`(select count(*) || ':' || md5(coalesce(string_agg(${row}, ',' order by ${row}), ''))
    from ${sql.identifier(name)} t where ${rowFilters[name] ?? sql`true`})`;
}

/** PostgreSQL takes at most 100 arguments a call: tables are built 40 at a time and the objects joined. */
const tablesPerObject = 40;
const tableGroups = Array.from({ length: Math.ceil(tableNames.length / tablesPerObject) }, (_, index) =>
  tableNames.slice(index * tablesPerObject, (index + 1) * tablesPerObject),
);
const fingerprintQuery = sql`select (${sql.join(
  tableGroups.map(
    (group) =>
      sql`jsonb_build_object(${sql.join(
        group.map((name) => sql`${name}::text, ${tableDigest(name)}`),
        sql`, `,
      )})`,
  ),
  sql` || `,
)}) as fingerprint`;

/**
 * Every table's row count and a hash of its rows, in one query: equal fingerprints mean no change;
 * a difference names the table.
 */
async function databaseFingerprint(ctx: AppContext): Promise<Record<string, string>> {
  const result = (await ctx.db.execute(fingerprintQuery)) as unknown as {
    rows: { fingerprint: Record<string, string> | string }[];
  };
  const value = result.rows[0]?.fingerprint ?? {};
  return typeof value === 'string' ? JSON.parse(value) : value;
}

const nextTransactionQuery = sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`;

/**
 * Watches the database for changes: the full fingerprint is taken again only when a transaction
 * has written since the last look (the next transaction id moved), which keeps a few hundred
 * checks fast. On a shared server other databases' writes move it too; that only costs a recount.
 */
export async function watchDatabase(ctx: AppContext) {
  const nextTransaction = async () =>
    ((await ctx.db.execute(nextTransactionQuery)) as unknown as { rows: { mark: string }[] }).rows[0]?.mark;
  let mark = await nextTransaction();
  let fingerprint = await databaseFingerprint(ctx);
  return {
    /** The fingerprint now. */
    async current(): Promise<Record<string, string>> {
      const now = await nextTransaction();
      if (now !== mark) {
        mark = now;
        fingerprint = await databaseFingerprint(ctx);
      }
      return fingerprint;
    },
  };
}
