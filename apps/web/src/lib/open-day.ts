import { formatDate } from './time';

/** The day a child was left checked in, as its flag names it: 'Fri 27/11', 'Jum 27/11' (decision 079). */
export function formatOpenDay(day: string): string {
  return formatDate(day, 'EEE dd/MM');
}
