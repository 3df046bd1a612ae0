/**
 * Money is stored and summed as integer sen; the API speaks ringgit numbers with 2 decimals
 * (ARCHITECTURE §4). These are the only two conversions.
 */
export const senToRinggit = (sen: number) => Math.round(sen) / 100;

/** Ringgit typed or sent with at most 2 decimals, as exact sen (`Math.round` absorbs 0.1 + 0.2 drift). */
export const ringgitToSen = (ringgit: number) => Math.round(ringgit * 100);
