/** Malaysia keeps UTC+8 all year (no daylight saving), so a Kuala Lumpur day is a fixed shift of UTC. */
export const kualaLumpurOffsetMs = 8 * 60 * 60 * 1000;

/** The Kuala Lumpur calendar day `yyyy-MM-dd` of an instant. */
export function kualaLumpurDay(instant: Date | string): string {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(time + kualaLumpurOffsetMs).toISOString().slice(0, 10);
}

/** The instant a Kuala Lumpur day begins (00:00 in Kuala Lumpur). */
export function startOfKualaLumpurDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - kualaLumpurOffsetMs);
}

/** Whole years between a date of birth `yyyy-MM-dd` and a Kuala Lumpur day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
