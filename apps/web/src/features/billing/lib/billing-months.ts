import { startOfCalendarMonth } from '@cic/contract';
import { todayInKualaLumpur } from '@/lib/time';

/** The month of a day or month ('2026-12-01' or '2026-12'): '2026-12', as a month input holds it. */
export const monthOf = (value: string) => value.slice(0, 7);

/** This Kuala Lumpur month, 'yyyy-MM', and the one after it. */
export function currentMonth(today: string = todayInKualaLumpur()): string {
  return monthOf(today);
}

export function nextMonth(today: string = todayInKualaLumpur()): string {
  return monthOf(startOfCalendarMonth(today, 1));
}
