import { defaultRulesName, type OvertimeBlock } from '@cic/contract';
import { and, asc, eq, exists, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { centres, overtimeRules, packages } from '../../db/schema/index';
import { anyColumnContains, containsPattern } from '../../db/search-pattern';

/** The package whose rules a call names; null is the default rules. */
export type RuleGroupKey = string | null;

const ofGroup = (key: RuleGroupKey) =>
  key === null ? isNull(overtimeRules.packageId) : eq(overtimeRules.packageId, key);

/** Groups whose package or centre name contains `search`; the default group answers to its own name. */
function groupMatches(search: string): SQL | undefined {
  return or(
    anyColumnContains(search, [packages.name, centres.name]),
    and(isNull(overtimeRules.packageId), sql`${defaultRulesName} ilike ${containsPattern(search)}`),
  );
}

const ruleColumns = {
  id: overtimeRules.id,
  packageId: overtimeRules.packageId,
  packageName: packages.name,
  centreName: centres.name,
  description: overtimeRules.description,
  startTime: overtimeRules.startTime,
  endTime: overtimeRules.endTime,
  duration: overtimeRules.duration,
  unit: overtimeRules.unit,
  rateSen: overtimeRules.rateSen,
  isActive: overtimeRules.isActive,
};

export function createOvertimeRulesRepository(db: Db) {
  /** Rule rows, the default group first, then by package and centre name, each group's blocks by start time. */
  const rules = (where: SQL | undefined) =>
    db
      .select(ruleColumns)
      .from(overtimeRules)
      .leftJoin(packages, eq(packages.id, overtimeRules.packageId))
      .leftJoin(centres, eq(centres.id, packages.centreId))
      .where(where)
      .orderBy(
        sql`${overtimeRules.packageId} is not null`,
        asc(packages.name),
        asc(centres.name),
        asc(overtimeRules.packageId),
        asc(overtimeRules.startTime),
        asc(overtimeRules.sortOrder),
      );

  return {
    /** Every active package with its centre's name and whether it has rules of its own. */
    packages() {
      return db
        .select({
          id: packages.id,
          name: packages.name,
          centerName: centres.name,
          hasRules: sql<boolean>`${exists(
            db.select({ one: sql`1` }).from(overtimeRules).where(eq(overtimeRules.packageId, packages.id)),
          )}`,
        })
        .from(packages)
        .innerJoin(centres, eq(centres.id, packages.centreId))
        .where(eq(packages.isActive, true))
        .orderBy(asc(packages.name), asc(centres.name), asc(packages.id));
    },

    rulesMatching: (search: string | undefined) => rules(search ? groupMatches(search) : undefined),

    rulesOf: (key: RuleGroupKey) => rules(ofGroup(key)),

    async packageExists(packageId: string) {
      const rows = await db.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId));
      return rows.length > 0;
    },

    /** Serialises writes to one group until the transaction ends, so two creates cannot both pass the check. */
    async lockGroup(key: RuleGroupKey) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`overtime-rules:${key ?? 'default'}`}))`);
    },

    async hasRules(key: RuleGroupKey) {
      const rows = await db.select({ id: overtimeRules.id }).from(overtimeRules).where(ofGroup(key)).limit(1);
      return rows.length > 0;
    },

    /** Writes the blocks in the order given; `sortOrder` keeps it. */
    async insertBlocks(
      key: RuleGroupKey,
      blocks: readonly (Omit<OvertimeBlock, 'amount'> & { rateSen: number })[],
    ) {
      await db.insert(overtimeRules).values(
        blocks.map((block, index) => ({
          packageId: key,
          sortOrder: index + 1,
          description: block.description,
          startTime: block.startTime,
          endTime: block.endTime,
          duration: block.duration,
          unit: block.unit,
          rateSen: block.rateSen,
          isActive: block.isActive,
        })),
      );
    },

    /** Deletes the group's blocks; answers how many there were. */
    async deleteBlocks(key: RuleGroupKey) {
      const rows = await db.delete(overtimeRules).where(ofGroup(key)).returning({ id: overtimeRules.id });
      return rows.length;
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
export type OvertimeRulesRepository = ReturnType<typeof createOvertimeRulesRepository>;
