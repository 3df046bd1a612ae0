import { bigint } from 'drizzle-orm/pg-core';

/** A run's or a report's total in sen, added to as it goes: bigint, as a sum of amounts may pass int's range. */
export const totalSenColumn = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
