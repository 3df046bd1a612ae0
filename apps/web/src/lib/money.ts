const ringgit = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats ringgit with two decimals: `formatRinggit(150)` → 'RM 150.00', 1234.5 → 'RM 1,234.50'. */
export function formatRinggit(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  const text = `RM ${ringgit.format(Math.abs(safe))}`;
  return safe < 0 && ringgit.format(Math.abs(safe)) !== '0.00' ? `-${text}` : text;
}
