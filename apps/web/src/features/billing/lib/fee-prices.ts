import type { BillingPackage, Fee, FeePrice } from '@cic/contract';

/**
 * The prices set for months after the one in force, the soonest first: a fee's prices come the
 * newest month first, so they are the ones before the price in force (every price, while the first
 * one's month has not come).
 */
export function upcomingPrices(fee: Pick<Fee, 'currentPrice' | 'prices'>): FeePrice[] {
  const current = fee.currentPrice;
  const index = current ? fee.prices.findIndex((price) => price.id === current.id) : fee.prices.length;
  return fee.prices.slice(0, Math.max(0, index)).reverse();
}

/** A package's monthly fee in force (at most one), and its one-off fees, the retired ones last. */
export function packageFees(pkg: Pick<BillingPackage, 'fees'>): { monthly: Fee | null; oneOff: Fee[] } {
  const monthly = pkg.fees.find((fee) => fee.chargedWhen === 'MONTHLY' && !fee.archived) ?? null;
  const oneOff = pkg.fees
    .filter((fee) => fee.chargedWhen !== 'MONTHLY')
    .sort((a, b) => Number(a.archived) - Number(b.archived));
  return { monthly, oneOff };
}
