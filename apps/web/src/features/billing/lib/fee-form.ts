import { billingMessages, type MoneyRules, maxAmountSen, readMoneyEntry } from '@cic/contract';
import { readDiscountPercent } from './discount-percent';

/** The fields of the fee dialogs, as the page names them. */
export type FeeField = 'chargedWhen' | 'name' | 'amount' | 'discount' | 'effectiveFrom';
export type FeeFieldErrors = Partial<Record<FeeField, string>>;

/** A price as the dialogs show it: ringgit, percent and month as typed ('650.00', '10', '2026-12'). */
export type PriceValues = { amount: string; discount: string; effectiveFrom: string };

/** The amount of a fee: given, from RM 0.00 to the most one record carries. */
export const feeAmountRules: MoneyRules = {
  required: billingMessages.amount,
  max: { units: maxAmountSen, message: billingMessages.amount },
};

/** The dialog's field that a body's path, the server's `field` or the field itself names; else null. */
export function feeFieldOf(path: PropertyKey | undefined): FeeField | null {
  switch (path) {
    case 'amountSen':
    case 'amount':
      return 'amount';
    case 'siblingDiscountBasisPoints':
    case 'discount':
      return 'discount';
    case 'chargedWhen':
    case 'name':
    case 'effectiveFrom':
      return path;
    default:
      return null;
  }
}

/**
 * The amount and discount a price's fields name (the discount only for a monthly fee; 0 otherwise),
 * or each one's problem: what is sent is what the dialog shows, or nothing (decision 090).
 * `decimalsProblem` words a discount with a third decimal.
 */
export function readPriceValues(
  values: PriceValues,
  monthly: boolean,
  decimalsProblem: string,
): { amountSen: number | null; basisPoints: number | null; errors: FeeFieldErrors } {
  const errors: FeeFieldErrors = {};
  const amount = readMoneyEntry(values.amount, feeAmountRules);
  if (amount.problem) errors.amount = amount.problem;
  let basisPoints: number | null = 0;
  if (monthly) {
    const discount = readDiscountPercent(values.discount);
    if (discount.kind === 'problem') {
      basisPoints = null;
      errors.discount = discount.problem === 'decimals' ? decimalsProblem : billingMessages.discount;
    } else basisPoints = discount.basisPoints;
  }
  return { amountSen: amount.units, basisPoints, errors };
}

/** Each field's first message of a schema's issues (a message key, worded where it is shown). */
export function feeIssueErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: FeeFieldErrors = {};
  for (const issue of issues) {
    const field = feeFieldOf(issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** What a body schema's `safeParse` answers, as `readFeeBody` reads it. */
type FeeBodyParse<Body> =
  | { success: true; data: Body }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** The contract's schema of a fee dialog's body (`createFeeBodySchema`, `feePriceBodySchema`). */
export type FeeBodySchema<Body> = { safeParse(input: unknown): FeeBodyParse<Body> };

/**
 * A fee dialog's body: its own fields (`others`) and the price its fields name, once the price's
 * fields and `schema` both accept it; else every field's problem, so all show at once.
 */
export function readFeeBody<Body>(
  schema: FeeBodySchema<Body>,
  values: PriceValues,
  monthly: boolean,
  decimalsProblem: string,
  others: Record<string, unknown> = {},
): { body: Body } | { errors: FeeFieldErrors } {
  const price = readPriceValues(values, monthly, decimalsProblem);
  const parsed = schema.safeParse({
    ...others,
    amountSen: price.amountSen ?? 0,
    siblingDiscountBasisPoints: price.basisPoints ?? 0,
    effectiveFrom: values.effectiveFrom,
  });
  const errors = { ...(parsed.success ? {} : feeIssueErrors(parsed.error.issues)), ...price.errors };
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { body: parsed.data };
}
