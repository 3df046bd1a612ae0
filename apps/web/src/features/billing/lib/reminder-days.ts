/** The most reminders an invoice gets, and the days from its due date they may go (the contract's). */
export const reminderRules = { most: 5, earliest: -30, latest: 60 } as const;

/** What the reminder days field's text names: the days in order, or why it names none. */
export type TypedReminderDays =
  | { kind: 'days'; days: number[] }
  | { kind: 'problem'; problem: 'format' | 'range' | 'count' };

const day = /^[+-]?\d{1,3}$/;

/**
 * Reminder days as a person types them: whole days from the due date, negative before it, split
 * by commas or spaces ('-3, 0, 7', '-3 0 +7'); a typographic minus ('−3') is a minus. They come
 * back in order, each once. Empty is no reminders. Anything that is not a whole day is refused,
 * never guessed: '1.5', '7d', '3-'.
 */
export function readReminderDays(text: string): TypedReminderDays {
  const parts = text
    .replaceAll('\u2212', '-')
    .split(/[\s,]+/)
    .filter((part) => part !== '');
  if (!parts.every((part) => day.test(part))) return { kind: 'problem', problem: 'format' };
  const days = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  if (days.some((each) => each < reminderRules.earliest || each > reminderRules.latest)) {
    return { kind: 'problem', problem: 'range' };
  }
  if (days.length > reminderRules.most) return { kind: 'problem', problem: 'count' };
  // -0 and +0 are the due date itself.
  return { kind: 'days', days: days.map((each) => each + 0) };
}

/** The days as the field shows them: '-3, 0, 7'. */
export const reminderDaysText = (days: readonly number[]) => days.join(', ');
