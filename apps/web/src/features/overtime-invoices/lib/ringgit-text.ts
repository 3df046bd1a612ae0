/**
 * Ringgit typed into a form ('12.5', '1,234.50') as whole sen, read digit by digit so no binary
 * fraction ever stands between what was typed and what is sent; null when it is not an amount
 * with at most two decimals.
 */
export function ringgitTextToSen(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Whole sen as the form's text: 1250 → '12.50' (no 'RM', no grouping: it is edited). */
export function senToRinggitText(sen: number): string {
  const cents = sen % 100;
  return `${(sen - cents) / 100}.${String(cents).padStart(2, '0')}`;
}
