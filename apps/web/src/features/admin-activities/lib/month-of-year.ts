/**
 * A day's month and year with the month named in the page's language ('November 2026',
 * 'Ogos 2026'): names come from `Intl`, never from a catalogue (decision 054).
 */
export function monthOfYear(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
