import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Row = { key: string; count: number | string; reset_at: string | Date };
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

const personKey = (managerId: string) => `pin:person:${managerId}`;
const pairKeyPattern = /^pin:person:([0-9a-f-]{36}):device:([0-9a-f-]{36})(:wait)?$/;

/** What the counters say of one person now: wrong PINs counted, and where they must wait. */
export type PinCounterState = {
  failures: number;
  deviceWaits: { deviceId: string; until: Date }[];
  /** Refused on every device where they have not signed in with their PIN, until then. */
  personLockedUntil: Date | null;
};

/**
 * The PIN throttle's rows of rate_limit_buckets (decision 091): per person and device a failure
 * count and a wait row (`count` 0 while an attempt is being checked, 1 while wrong PINs make the
 * person wait); per person the hourly count across devices.
 */
export function createPinCountersRepository(db: Db) {
  return {
    keysOf(managerId: string, deviceId: string) {
      const pair = `${personKey(managerId)}:device:${deviceId}`;
      return { person: personKey(managerId), pair, wait: `${pair}:wait` };
    },

    /**
     * Takes the person's turn on the device for one attempt; answers null when taken, or until when
     * an earlier attempt or wrong PINs hold it.
     */
    async claimTry(waitKey: string, holdMs: number): Promise<Date | null> {
      const claimed = rowsOf(
        await db.execute(sql`
          insert into rate_limit_buckets (key, count, reset_at)
          values (${waitKey}, 0, now() + ${holdMs} * interval '1 millisecond')
          on conflict (key) do update set count = 0, reset_at = excluded.reset_at
          where rate_limit_buckets.reset_at <= now()
          returning reset_at`),
      );
      if (claimed.length > 0) return null;
      const held = rowsOf(
        await db.execute(
          sql`select key, count, reset_at from rate_limit_buckets where key = ${waitKey} and reset_at > now()`,
        ),
      )[0];
      return held ? new Date(held.reset_at) : null;
    },

    /** Ends the attempt's hold: the next try may come after `waitMs` (0: at once). */
    async holdUntil(waitKey: string, waitMs: number): Promise<Date> {
      const [row] = rowsOf(
        await db.execute(sql`
          insert into rate_limit_buckets (key, count, reset_at)
          values (${waitKey}, ${waitMs > 0 ? 1 : 0}, now() + ${waitMs} * interval '1 millisecond')
          on conflict (key) do update set count = excluded.count, reset_at = excluded.reset_at
          returning reset_at`),
      );
      return row ? new Date(row.reset_at) : new Date();
    },

    /** A right PIN: the person's count and wait on this device start again. */
    async forgetPair(keys: { pair: string; wait: string }) {
      await db.execute(sql`delete from rate_limit_buckets where key in (${keys.pair}, ${keys.wait})`);
    },

    /** A reset or the head of centre's unlock: every count and wait of the person, on every device. */
    async forgetPerson(managerId: string) {
      const key = personKey(managerId);
      await db.execute(sql`delete from rate_limit_buckets where key = ${key} or key like ${`${key}:%`}`);
    },

    /** The counters of these people that are still running, read in one statement. */
    async statesOf(managerIds: string[], personLockAt: number): Promise<Map<string, PinCounterState>> {
      const states = new Map<string, PinCounterState>(
        managerIds.map((id) => [id, { failures: 0, deviceWaits: [], personLockedUntil: null }]),
      );
      if (managerIds.length === 0) return states;
      const patterns = sql.join(
        managerIds.map((id) => sql`${`${personKey(id)}%`}`),
        sql`, `,
      );
      const rows = rowsOf(
        await db.execute(sql`
          select key, count, reset_at from rate_limit_buckets
          where reset_at > now() and key like any(array[${patterns}])`),
      );
      for (const row of rows) {
        const count = Number(row.count);
        const until = new Date(row.reset_at);
        const pair = pairKeyPattern.exec(row.key);
        const managerId = pair?.[1] ?? row.key.slice(personKey('').length);
        const state = states.get(managerId);
        if (!state) continue;
        if (!pair) {
          if (count >= personLockAt) state.personLockedUntil = until;
        } else if (pair[3]) {
          if (count > 0) state.deviceWaits.push({ deviceId: pair[2] ?? '', until });
        } else {
          state.failures += count;
        }
      }
      return states;
    },
  };
}
