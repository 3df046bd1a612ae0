/** A kept rate ('0.200000', up to 6 decimals) as shown: at least 2 decimals, no trailing zeros past them. */
export function rateText(rate: string): string {
  return rate.replace(/(\.\d\d\d*?)0+$/, '$1');
}
