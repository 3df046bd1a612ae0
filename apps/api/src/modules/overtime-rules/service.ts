import {
  type CreateOvertimeRules,
  defaultRulesName,
  type OvertimeBlock,
  type OvertimePackage,
  type OvertimeRuleGroup,
  overtimeRuleMessages,
  ringgitToSen,
  senToRinggit,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { adminActor } from '../../db/audit';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AdminPrincipal } from '../../http/principal';
import { createOvertimeRulesRepository, type OvertimeRulesRepository, type RuleGroupKey } from './repository';

type RuleRow = Awaited<ReturnType<OvertimeRulesRepository['rulesOf']>>[number];

const groupNotFound = () => new AppError('NOT_FOUND', overtimeRuleMessages.groupNotFound);

/** Consecutive rows of one package (the repository orders them so) as the groups of the list. */
function toGroups(rows: readonly RuleRow[]): OvertimeRuleGroup[] {
  const groups: OvertimeRuleGroup[] = [];
  let current: OvertimeRuleGroup | undefined;
  for (const row of rows) {
    if (!current || current.packageId !== row.packageId) {
      current = {
        packageId: row.packageId,
        packageName: row.packageId === null ? defaultRulesName : (row.packageName ?? ''),
        centerName: row.packageId === null ? null : row.centreName,
        rules: [],
      };
      groups.push(current);
    }
    current.rules.push({
      id: row.id,
      description: row.description,
      startTime: row.startTime,
      endTime: row.endTime,
      duration: row.duration,
      unit: row.unit,
      amount: senToRinggit(row.rateSen),
      isActive: row.isActive,
    });
  }
  return groups;
}

/** Ringgit on the wire, integer sen in `overtime_rules`. */
const inSen = (blocks: readonly OvertimeBlock[]) =>
  blocks.map(({ amount, ...block }) => ({ ...block, rateSen: ringgitToSen(amount) }));

/**
 * The overtime rules (OVERTIME module): one group of time blocks per package, plus the default
 * group for packages without their own. The contract's schema has already refused overlapping
 * blocks and blocks that end before they start; writes to one group are serialised and audited.
 */
export function createOvertimeRulesService({ db }: Pick<AppContext, 'db'>) {
  const repository = createOvertimeRulesRepository(db);

  async function groupOf(tx: OvertimeRulesRepository, key: RuleGroupKey) {
    const [group] = toGroups(await tx.rulesOf(key));
    if (!group) throw groupNotFound();
    return group;
  }

  const audit = (
    tx: OvertimeRulesRepository,
    principal: AdminPrincipal,
    action: 'create' | 'update' | 'delete',
    key: RuleGroupKey,
    details: Record<string, unknown>,
  ) =>
    tx.audit({
      ...adminActor(principal),
      action: `overtime-rules.${action}`,
      entityType: 'overtime-rules',
      entityId: key ?? 'default',
      details,
    });

  return {
    packages: (): Promise<OvertimePackage[]> => repository.packages(),

    async groups(search: string | undefined): Promise<OvertimeRuleGroup[]> {
      return toGroups(await repository.rulesMatching(search));
    },

    async create(principal: AdminPrincipal, body: CreateOvertimeRules): Promise<OvertimeRuleGroup> {
      return inTransaction(db, createOvertimeRulesRepository, async (tx) => {
        const key = body.packageId;
        await tx.lockGroup(key);
        if (key !== null && !(await tx.packageExists(key))) {
          throw new AppError('NOT_FOUND', overtimeRuleMessages.packageNotFound, 'packageId');
        }
        if (await tx.hasRules(key)) throw new AppError('CONFLICT', overtimeRuleMessages.groupExists);
        await tx.insertBlocks(key, inSen(body.blocks));
        await audit(tx, principal, 'create', key, { blocks: body.blocks.length });
        return groupOf(tx, key);
      });
    },

    /** The blocks replace the group's blocks, all or nothing. */
    async update(principal: AdminPrincipal, key: RuleGroupKey, blocks: readonly OvertimeBlock[]) {
      return inTransaction(db, createOvertimeRulesRepository, async (tx) => {
        await tx.lockGroup(key);
        const removed = await tx.deleteBlocks(key);
        if (removed === 0) throw groupNotFound();
        await tx.insertBlocks(key, inSen(blocks));
        await audit(tx, principal, 'update', key, { from: removed, to: blocks.length });
        return groupOf(tx, key);
      });
    },

    async remove(principal: AdminPrincipal, key: RuleGroupKey): Promise<void> {
      await inTransaction(db, createOvertimeRulesRepository, async (tx) => {
        await tx.lockGroup(key);
        const removed = await tx.deleteBlocks(key);
        if (removed === 0) throw groupNotFound();
        await audit(tx, principal, 'delete', key, { blocks: removed });
      });
    },
  };
}
