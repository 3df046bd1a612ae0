import { ringgitTextOf } from '@cic/contract';

const ringgit = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats ringgit with two decimals: `formatRinggit(150)` → 'RM 150.00', 1234.5 → 'RM 1,234.50'. */
export function formatRinggit(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  const text = `RM ${ringgit.format(Math.abs(safe))}`;
  return safe < 0 && ringgit.format(Math.abs(safe)) !== '0.00' ? `-${text}` : text;
}

const groupedWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Whole units of `places` decimals of ringgit as shown, by integer division (no float is rounded
 * into view): sen (2 places) as 'RM 1,234.50'; a rate in micro-ringgit (6 places) with its
 * decimals past the sen only where they are not zero, 'RM 0.333333', 'RM 5.00'.
 */
export function formatRinggitUnits(units: number, places: 2 | 6 = 2): string {
  const [whole = '0', decimals = ''] = ringgitTextOf(units, places).split('.');
  return `RM ${groupedWhole.format(Number(whole))}.${decimals}`;
}
