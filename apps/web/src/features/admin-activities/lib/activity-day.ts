/** A day cell of the centre's activity calendar (spec 3 §2.2). */
export type ActivityDay = {
  /** Green above 0, red at 0; null for a future day (no colour). */
  tone: 'green' | 'red' | null;
  /** The count its badge says ('{n} activities'), or null for a future day (no badge). */
  count: number | null;
};

export function activityDay(day: string, count: number, today: string): ActivityDay {
  if (day > today) return { tone: null, count: null };
  return { tone: count > 0 ? 'green' : 'red', count };
}

/** 'Created By': the first `shown` names, and how many more the '+N more' popup lists. */
export function splitCreators(names: readonly string[], shown = 2): { first: string[]; more: number } {
  return { first: names.slice(0, shown), more: Math.max(0, names.length - shown) };
}
