import { z } from 'zod';
import { type MessageRef, message } from '../messages/message-key';
import { decimalNumber } from '../shared/decimal-number-schema';
import { overtimeUnits } from '../shared/enums';
import { ringgitToSen } from '../shared/money';

export type OvertimeUnit = (typeof overtimeUnits)[number];

export const overtimeRuleMessages = {
  blocks: message('overtime.blocks'),
  duration: message('overtime.duration'),
  rate: message('overtime.rate'),
  rateStep: message('overtime.rateStep'),
  unit: message('overtime.unit'),
  startTime: message('overtime.startTime'),
  endTime: message('overtime.endTime'),
  time: message('overtime.time'),
  endAfterStart: message('overtime.endAfterStart'),
  overlap: message('overtime.overlap'),
  alreadyHasRules: 'Already has rules',
  defaultExists: '(Already exists)',
  allPackagesHaveRules: 'All packages already have rules',
  groupExists: message('overtime.groupExists'),
  groupNotFound: message('overtime.groupNotFound'),
  packageNotFound: message('overtime.packageNotFound'),
} as const;

/** Spec 3 §9: a new rule's first block; each further block starts where the previous one ends. */
export const defaultOvertimeBlock = {
  description: '',
  startTime: '17:00',
  endTime: '18:00',
  duration: 5,
  unit: 'MINUTE',
  amount: 1,
  isActive: true,
} as const satisfies OvertimeBlockInput;

/** The most blocks one package may have: a day has 24 hours, and the form stays usable. */
export const maxOvertimeBlocks = 24;

/**
 * Kuala Lumpur clock time 'HH:mm' (decision 039): rules are stored, sent and shown in KL time, so
 * the spec's "subtract 8 hours before sending" has no counterpart on the wire.
 */
export const clockTimeFormat = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = (required: string) =>
  z.string({ message: required }).min(1, required).regex(clockTimeFormat, overtimeRuleMessages.time);

/** Minutes after midnight of an 'HH:mm' clock time. */
export function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** One time block of a rule: R ringgit (`amount`) for each started `duration` `unit`s in [start, end). */
export const overtimeBlockSchema = z.object({
  description: z.string().trim().max(200).default(''),
  startTime: clockTime(overtimeRuleMessages.startTime),
  endTime: clockTime(overtimeRuleMessages.endTime),
  duration: decimalNumber(
    z.number().int(overtimeRuleMessages.duration).min(1, overtimeRuleMessages.duration).max(1440),
    overtimeRuleMessages.duration,
  ),
  unit: z.enum(overtimeUnits, { message: overtimeRuleMessages.unit }),
  /** Ringgit for each block, 2 decimals at most, RM 1,000 at most (decision 090). */
  amount: decimalNumber(
    z
      .number()
      .min(0, overtimeRuleMessages.rate)
      .max(1000, message('overtime.rateAtMost', { max: 1000 }))
      .refine((value) => Math.abs(ringgitToSen(value) - value * 100) < 1e-6, overtimeRuleMessages.rateStep),
    overtimeRuleMessages.rate,
  ).describe('Ringgit with at most 2 decimal places'),
  isActive: z.boolean().default(true),
});
export type OvertimeBlockInput = z.input<typeof overtimeBlockSchema>;
export type OvertimeBlock = z.output<typeof overtimeBlockSchema>;

/** The issue's rule: each block ends after it starts, and blocks of one package never overlap. */
export function overtimeBlockProblems(
  blocks: readonly Pick<OvertimeBlock, 'startTime' | 'endTime'>[],
): { index: number; field: 'endTime' | 'startTime'; message: MessageRef }[] {
  const problems: { index: number; field: 'endTime' | 'startTime'; message: MessageRef }[] = [];
  blocks.forEach((block, index) => {
    if (clockMinutes(block.endTime) <= clockMinutes(block.startTime)) {
      problems.push({ index, field: 'endTime', message: overtimeRuleMessages.endAfterStart });
    }
  });
  blocks.forEach((block, index) => {
    const overlaps = blocks.some(
      (other, otherIndex) =>
        otherIndex < index &&
        clockMinutes(block.startTime) < clockMinutes(other.endTime) &&
        clockMinutes(other.startTime) < clockMinutes(block.endTime),
    );
    if (overlaps) problems.push({ index, field: 'startTime', message: overtimeRuleMessages.overlap });
  });
  return problems;
}

const blocksSchema = z
  .array(overtimeBlockSchema, { message: overtimeRuleMessages.blocks })
  .min(1, overtimeRuleMessages.blocks)
  .max(maxOvertimeBlocks)
  .superRefine((blocks, context) => {
    for (const problem of overtimeBlockProblems(blocks)) {
      context.addIssue({ code: 'custom', path: [problem.index, problem.field], message: problem.message });
    }
  })
  .describe('Each block ends after it starts, and no two blocks overlap');

/** `POST /admin/overtime/rules`: `packageId` null is the default rules. */
export const createOvertimeRulesSchema = z.object({
  packageId: z.uuid(overtimeRuleMessages.packageNotFound).nullable(),
  blocks: blocksSchema,
});
export type CreateOvertimeRules = z.infer<typeof createOvertimeRulesSchema>;

/** `PUT /admin/overtime/rules/{packageId|default}`: the blocks replace the group's blocks. */
export const updateOvertimeRulesSchema = z.object({ blocks: blocksSchema });
export type UpdateOvertimeRules = z.infer<typeof updateOvertimeRulesSchema>;

/** The path's `{packageId|default}`: the word default, or a package's id. */
export const overtimeRuleGroupParamsSchema = z.object({
  // The uuid carries the message too: zod answers a string that fails only its format with that option's issue.
  packageId: z.union([z.literal('default'), z.uuid(overtimeRuleMessages.groupNotFound)], {
    error: overtimeRuleMessages.groupNotFound,
  }),
});

export const overtimeRuleSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number().int(),
  unit: z.enum(overtimeUnits),
  /** Ringgit per `duration` `unit`s. */
  amount: z.number(),
  isActive: z.boolean(),
});
export type OvertimeRule = z.infer<typeof overtimeRuleSchema>;

/** `GET /admin/overtime/rules`: one group per package with rules, the default first. */
export const overtimeRuleGroupSchema = z.object({
  packageId: z.uuid().nullable(),
  /** 'Default Rules' for the default group. */
  packageName: z.string(),
  /** Packages belong to a centre; null for the default group. */
  centerName: z.string().nullable(),
  rules: z.array(overtimeRuleSchema),
});
export type OvertimeRuleGroup = z.infer<typeof overtimeRuleGroupSchema>;

export const overtimeRulesQuerySchema = z.object({ search: z.string().trim().max(200).optional() });

/** `GET /admin/overtime/packages`: every package, and whether it already has rules. */
export const overtimePackageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  centerName: z.string(),
  hasRules: z.boolean(),
});
export type OvertimePackage = z.infer<typeof overtimePackageSchema>;

export const defaultRulesName = 'Default Rules';

/** Spec 3 §4: a group is Active only when every block is active. */
export function overtimeRuleGroupIsActive(group: Pick<OvertimeRuleGroup, 'rules'>): boolean {
  return group.rules.length > 0 && group.rules.every((rule) => rule.isActive);
}

/** The block the form adds next: the default block, starting at the previous block's end. */
export function nextOvertimeBlock(previous: Pick<OvertimeBlock, 'endTime'> | undefined): OvertimeBlockInput {
  if (!previous) return { ...defaultOvertimeBlock };
  const start = clockMinutes(previous.endTime);
  const end = Math.min(start + 60, 23 * 60 + 59);
  const format = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { ...defaultOvertimeBlock, startTime: previous.endTime, endTime: format(end) };
}
