/**
 * A child of a family at one centre, with the fee the month charges them and the sibling discount
 * of their package (basis points, 0 by default).
 */
export type SiblingFee = { childId: string; dateOfBirth: string; feeSen: number; basisPoints: number };

/** Basis points in one whole: a package's sibling discount is kept as 0–10,000 (0–100 %). */
export const basisPointsPerWhole = 10_000;

/**
 * Each child's sibling discount in sen (decision 098): among the children a month charges a fee
 * (feeSen > 0) at one centre, the eldest (earliest date of birth, then child id) pays in full and
 * every younger one gets their package's discount off their own fee, rounded half up to the sen.
 * Children with no fee, and a package without a discount (0, the default), get nothing off.
 */
export function siblingDiscountsSen(children: readonly SiblingFee[]): Map<string, number> {
  const discounts = new Map<string, number>(children.map((child) => [child.childId, 0]));
  const charged = children
    .filter((child) => child.feeSen > 0)
    .sort((a, b) =>
      a.dateOfBirth === b.dateOfBirth
        ? a.childId.localeCompare(b.childId)
        : a.dateOfBirth < b.dateOfBirth
          ? -1
          : 1,
    );
  for (const child of charged.slice(1)) {
    const off = Math.floor(
      (child.feeSen * Math.max(0, child.basisPoints) * 2 + basisPointsPerWhole) / (2 * basisPointsPerWhole),
    );
    discounts.set(child.childId, Math.min(off, child.feeSen));
  }
  return discounts;
}
