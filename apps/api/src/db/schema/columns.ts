import { type Language, languages } from '@cic/contract';
import { type AnyColumn, sql } from 'drizzle-orm';
import { type AnyPgColumn, index, text, timestamp, type UpdateDeleteAction, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders: call them, a builder may be used by one column only. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** A required link to another row (its id), and what a deletion of that row does to this one. */
export const requiredReference = (name: string, target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  uuid(name).notNull().references(target, { onDelete });

/**
 * An index of an optional link, on the rows that have one only: a deletion of the linked row finds
 * its rows through it without scanning a table mostly without links.
 */
export const optionalLinkIndex = (name: string, column: AnyPgColumn) =>
  index(name).on(column).where(sql`${column} IS NOT NULL`);

/** A moment in time, stored as an instant (timestamptz) and shown in Kuala Lumpur time. */
export const instantColumn = (name: string) => timestamp(name, { withTimezone: true });

export const createdAtColumn = () => instantColumn('created_at').notNull().defaultNow();

/** Set to now on insert and on every Drizzle update. */
export const updatedAtColumn = () =>
  instantColumn('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** 'HH:mm' (00:00 to 23:59), the local Kuala Lumpur clock time of overtime rules. */
export const clockTimePattern = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** Today's calendar day in Kuala Lumpur, for date defaults. */
export const kualaLumpurToday = sql`((now() AT TIME ZONE 'Asia/Kuala_Lumpur')::date)`;

/**
 * 'en' or 'ms': the person's saved language (issue 18). Null until they have one, so the first
 * sign-in can keep the sign-in page's language and later ones never overwrite a choice (issue 27);
 * e-mails read null as English.
 */
export const languageColumn = () => text('language', { enum: languages });

/** A person's language to write to them in: their saved one, English when they have none yet. */
export const languageOrEnglish = (column: AnyColumn) => sql<Language>`coalesce(${column}, 'en')`;
