import { type OvertimeItem, type OvertimeUnit, overtimeAmountSen, readTypedRinggit } from '@cic/contract';
import type { TFunction } from 'i18next';
import { addDays, startOfMonth } from '@/lib/calendar-day';
import { formatDate } from '@/lib/time';

/** An item's charged duration with its unit in the page's language: '25 minutes', '1 hour'. */
export function durationLabel(duration: number, unit: OvertimeUnit, t: TFunction): string {
  return t(`overtime:duration.${unit}`, { count: duration });
}

/** A report's range as the list shows it: 'dd/MM/yyyy - dd/MM/yyyy'. */
export function dateRangeLabel(startDate: string, endDate: string): string {
  return `${formatDate(startDate)} - ${formatDate(endDate)}`;
}

/** How long a report has been generating: '8s', '1m 05s', '1h 02m'. */
export function elapsedLabel(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const two = (value: number) => String(value).padStart(2, '0');
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${two(seconds % 60)}s`;
  return `${Math.floor(seconds / 3600)}h ${two(Math.floor(seconds / 60) % 60)}m`;
}

/**
 * The side sheet's running total of the selected items, in ringgit. Summed in sen: an item's amount
 * is whole sen, and adding ringgit as binary fractions would drift (0.1 + 0.2).
 */
export function selectedTotal(
  items: readonly Pick<OvertimeItem, 'id' | 'amount'>[],
  selected: ReadonlySet<string>,
) {
  const sen = items.reduce(
    (sum, item) => (selected.has(item.id) ? sum + Math.round(item.amount * 100) : sum),
    0,
  );
  return sen / 100;
}

/** The check-out behind a child's latest item (by day, then start time): 'View Checkin Details'. */
export function latestCheckoutId(items: readonly Pick<OvertimeItem, 'date' | 'startTime' | 'checkoutId'>[]) {
  let latest: (typeof items)[number] | undefined;
  for (const item of items) {
    if (
      !latest ||
      item.date > latest.date ||
      (item.date === latest.date && item.startTime > latest.startTime)
    ) {
      latest = item;
    }
  }
  return latest?.checkoutId ?? null;
}

/** The generate form's default range: the whole of last month (Kuala Lumpur days). */
export function lastMonth(today: string): { startDate: string; endDate: string } {
  const endDate = addDays(startOfMonth(today), -1);
  return { startDate: startOfMonth(endDate), endDate };
}

const wholeNumber = /^\d+$/;

/**
 * The item form's amount in sen: duration × rate as the server computes it (`overtimeAmountSen`),
 * the rate read as typed ringgit to 6 places (decision 090); null while either is not one yet.
 */
export function itemAmountSen(duration: string, rate: string): number | null {
  const units = duration.trim();
  const read = readTypedRinggit(rate, 6);
  if (!wholeNumber.test(units) || read.kind !== 'amount' || Number(units) < 1) return null;
  return overtimeAmountSen(Number(units), read.units);
}
