/** Cells of the CSV exports (overtime reports and invoices), written the same way in both. */

/** 'yyyy-MM-dd' as dd/MM/yyyy; empty when there is no day. */
export const csvDay = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');

/** Integer sen as ringgit with 2 decimals, exactly (no binary fractions). */
export const csvRinggit = (sen: number) => `${Math.trunc(sen / 100)}.${String(sen % 100).padStart(2, '0')}`;
