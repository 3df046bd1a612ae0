import { type MoneyRules, message, readMoneyEntry, ringgitTextOf } from '@cic/contract';
import type { FieldValues, Resolver } from 'react-hook-form';

/** A block's amount: typed ringgit (decision 090), given, at most RM 1,000 per block. */
export const blockAmountRules: MoneyRules = {
  required: message('overtime.rateRequired'),
  max: { units: 100_000, message: message('overtime.rateAtMost', { max: 1000 }) },
};

type WithBlocks = FieldValues & { blocks: { amount?: unknown }[] };

/**
 * The rule form's resolver with each block's amount read as typed ringgit first: '1,234.50' is
 * sent as '1234.50', '10,50' is that block's error and nothing is sent.
 */
export function withBlockAmounts<Values extends WithBlocks, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const problems = new Map<number, string>();
    const blocks = values.blocks.map((block, index) => {
      const entry = readMoneyEntry(String(block.amount ?? ''), blockAmountRules);
      if (entry.problem) problems.set(index, entry.problem);
      return { ...block, amount: entry.units === null ? '' : ringgitTextOf(entry.units) };
    });
    const result = await resolver({ ...values, blocks }, context, options);
    if (problems.size === 0) return result;
    const blockErrors: Record<string | number, unknown> = { ...(result.errors.blocks ?? {}) };
    for (const [index, problem] of problems) {
      blockErrors[index] = {
        ...(blockErrors[index] as object | undefined),
        amount: { type: 'money', message: problem },
      };
    }
    return { values: {}, errors: { ...result.errors, blocks: blockErrors } as typeof result.errors };
  };
}
