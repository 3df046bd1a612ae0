import { randomUUID } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import type { AppContext } from '../src/app-context';
import type { DatabaseHandle } from '../src/db/client';
import type { JobQueue } from '../src/jobs/queue';
import { queueDatabaseOptions } from '../src/jobs/queue-database';
import { createCentreCheckInsService } from '../src/modules/centre-check-ins';
import type { CheckInSetUp } from './check-in-notifications';

const quietLog = { error: () => undefined };

/**
 * A check-in's whole work without HTTP: the service's `record` as the route calls it (the child's
 * row and the phone's `clientId` looked up, the rule, the photo and thumbnail checked and stored, the insert with its triggers, the
 * notification job queued), called in the bench process. Its jobs go to the queue the API process
 * works, as the route's do; the queue here only sends. What the route adds on top is parsing the
 * multipart body, the session and the answer.
 */
export async function startCheckInServiceWork(
  ctx: AppContext,
  database: DatabaseHandle,
  setUp: CheckInSetUp,
) {
  const boss = new PgBoss({ ...queueDatabaseOptions(database), supervise: false, schedule: false });
  await boss.start();
  const jobs: Pick<JobQueue, 'send'> = { send: (name, data = {}) => boss.send(name, data) };
  const service = createCentreCheckInsService({ ...ctx, jobs: { ...ctx.jobs, ...jobs } });
  const fields = {
    temperature: 36.8,
    status: 'CHECKIN' as const,
    note: '',
    schoolPackage: '',
    timestamp: new Date(Date.now() - 60_000).toISOString(),
  };
  return {
    /** Checks in `kid` as their centre's teacher. */
    async record(kid: { id: string; centreId: string }) {
      const principal = {
        role: 'teacher' as const,
        sessionId: 'bench',
        managerId: setUp.teacherOf.get(kid.centreId) ?? '',
        centreId: kid.centreId,
        name: 'Bench teacher',
        openedAt: new Date(0),
      };
      await service.record(
        principal,
        kid.id,
        { ...fields, clientId: randomUUID() },
        { image: setUp.photo, thumbnail: setUp.thumbnail },
        quietLog,
      );
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
export type CheckInServiceWork = Awaited<ReturnType<typeof startCheckInServiceWork>>;
