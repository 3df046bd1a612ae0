/** The flat referral discount, and the referrer's credit for each new student (spec 1 §9). */
export const referralDiscountSen = 2500;
export const referralCreditSen = 2500;

export type RegistrationPrice = { subtotalSen: number; discountSen: number; totalSen: number };

/**
 * What a registration costs: the package's online registration fee, RM25 off when a valid referral
 * code is present, never below 0. The server computes this from the package and the code; amounts
 * from the browser are never used.
 */
export function registrationPrice(packageFeeSen: number, referralValid: boolean): RegistrationPrice {
  const discountSen = referralValid ? Math.min(referralDiscountSen, packageFeeSen) : 0;
  return { subtotalSen: packageFeeSen, discountSen, totalSen: Math.max(packageFeeSen - discountSen, 0) };
}
