import { type AnyPgColumn, index } from 'drizzle-orm/pg-core';

/** The index a centre's day is read by (care log, doses, shifts, ratio): centre, then Kuala Lumpur day. */
export const centreDayIndex = (table: string, row: { centreId: AnyPgColumn; localDate: AnyPgColumn }) =>
  index(`${table}_centre_day_idx`).on(row.centreId, row.localDate);
