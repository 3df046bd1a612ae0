import { kualaLumpurDay } from '@cic/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { DatabaseHandle } from '../src/db/client';
import { checkIns } from '../src/db/schema/index';
import { type CheckInSetUp, checkInRequestBody } from './check-in-notifications';
import type { CpuMeter } from './cpu-meters';
import { type Caller, routeCall } from './measure';
import { timeAlternately } from './time-calls';

/** Children with no check-in today, in the set-up's order: a child checks in once a day. */
async function childrenFree(database: DatabaseHandle, kids: CheckInSetUp['kids']) {
  const taken = await database.db
    .selectDistinct({ childId: checkIns.childId })
    .from(checkIns)
    .where(eq(checkIns.localDate, kualaLumpurDay(new Date())));
  const checkedIn = new Set(taken.map((row) => row.childId));
  return kids.filter((kid) => !checkedIn.has(kid.id));
}

/**
 * Photo check-ins (photo and thumbnail, 8 at a time) through HAProxy to every API process against
 * the same check-ins sent to the first process directly, in alternating rounds on the same
 * machine, each side with children of its own. The ratio is the price of the proxy and of the
 * shared state (sessions, kept lists, the queue) between processes; the meters split each side's
 * CPU by process.
 */
export async function measureBalancedCheckIns(
  callers: { balanced: Caller; direct: Caller },
  database: DatabaseHandle,
  setUp: CheckInSetUp,
  meters: CpuMeter[],
  wanted: number,
) {
  const warmup = 24;
  const free = await childrenFree(database, setUp.kids);
  const requests = Math.min(wanted, Math.floor(free.length / 2) - warmup);
  const checkIn =
    (offset: number) =>
    (index: number): InjectOptions => {
      const child = free[offset + index] as { id: string; centreId: string };
      return {
        method: 'POST',
        url: `/api/v2/center/students/${child.id}/check-in`,
        ...checkInRequestBody(setUp.body(), setUp.tokens.get(child.centreId)),
      };
    };
  const name = (where: string) =>
    `POST /api/v2/center/students/:id/check-in (photo and thumbnail, ${where}, 8 at a time)`;
  const balanced = name('through HAProxy to every API process');
  const direct = name('to one API process directly');
  const compared = await timeAlternately(
    { name: balanced, call: routeCall(callers.balanced, balanced, checkIn(0), 201) },
    { name: direct, call: routeCall(callers.direct, direct, checkIn(requests + warmup), 201) },
    { requests, concurrency: 8, warmup },
    meters,
  );
  const ratio = compared.first.perSecond / compared.second.perSecond;
  return {
    row: { http: compared.first, raw: compared.second, compared },
    note: `Photo check-ins through HAProxy to every API process / to one process directly: ${ratio.toFixed(2)} (rounds ${compared.roundRatios.map((r) => r.toFixed(2)).join(', ')}; ${compared.first.perSecond.toFixed(0)}/s against ${compared.second.perSecond.toFixed(0)}/s).`,
  };
}
