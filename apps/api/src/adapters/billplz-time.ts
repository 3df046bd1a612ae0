/** Malaysia keeps UTC+8 all year (no daylight saving), which is how Billplz writes its times. */
const klOffsetMs = 8 * 3600_000;

/** Billplz's `paid_at` (`2018-09-27 15:15:09 +0800`, or ISO 8601 in API answers) as an instant. */
export function parseBillplzTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const billplz = /^(\d{4})-(\d{1,2})-(\d{1,2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/.exec(value);
  const text = billplz
    ? `${billplz[1]}-${billplz[2]?.padStart(2, '0')}-${billplz[3]?.padStart(2, '0')}T${billplz[4]}:${billplz[5]}:${billplz[6]}${billplz[7]}${billplz[8]}:${billplz[9]}`
    : value;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** An instant written as Billplz writes `paid_at`, in Kuala Lumpur time. */
export function formatBillplzTime(instant: Date): string {
  const local = new Date(instant.getTime() + klOffsetMs).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)} +0800`;
}

/** A Kuala Lumpur calendar day as Billplz writes `due_at` (`2018-09-27`). */
export function formatBillplzDay(instant: Date): string {
  return new Date(instant.getTime() + klOffsetMs).toISOString().slice(0, 10);
}
