import { z } from 'zod';
import { calendarDatePattern, isRealDay } from '../shared/calendar-date';
import { calendarDateSchema } from '../shared/calendar-date-schema';
import { kualaLumpurDay } from '../shared/kuala-lumpur-day';

const isoDateTime = z.iso.datetime({ offset: true, local: true });
/** A date-time that names its offset is an instant; one without is already Kuala Lumpur time. */
const namesOffset = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * The day an activity's date names. Spec 3 §3 calls it 'ISO': a day `yyyy-MM-dd` is itself; a
 * full ISO date-time is the Kuala Lumpur day of that instant (`2026-11-20T16:30:00Z` is the
 * 21st), or its own date part when it names no offset. Anything else is left for the day rules
 * to refuse.
 */
export function activityDay(text: string): string {
  if (!isoDateTime.safeParse(text).success || !isRealDay(text.slice(0, 10))) return text;
  return namesOffset.test(text) ? kualaLumpurDay(text) : text.slice(0, 10);
}

/** An activity's date on the wire: required, a day or an ISO date-time, stored as its day. */
export const activityDateField = (message: string) =>
  z
    .string({ message })
    .min(1, message)
    .transform(activityDay)
    .pipe(calendarDateSchema)
    .meta({
      description:
        "A day, or an ISO date-time taken as its Kuala Lumpur day ('2026-11-20T16:30:00Z' is 2026-11-21)",
      anyOf: [
        { type: 'string', format: 'date', pattern: calendarDatePattern },
        { type: 'string', format: 'date-time' },
      ],
    });
