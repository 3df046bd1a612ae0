/**
 * The referral programme's amounts (spec 1 §9), in sen. Apart from the leaderboard's schemas, so
 * parent home shows them without zod (decision 055).
 */
export const referralRules = { discountSen: 2500, creditSen: 2500 } as const;
