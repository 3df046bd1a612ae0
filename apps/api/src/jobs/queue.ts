import { type JobResult, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import { queueDatabaseOptions } from './queue-database';

/** Runs one job; throwing fails the attempt and the queue retries it. What it returns is logged. */
export type JobHandler<T extends object> = (data: T) => Promise<object | undefined>;

/** Where the queue reports jobs that failed and its own trouble (the server passes `app.log`). */
export type JobLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type QueueHealth = {
  status: 'running' | 'off' | 'unreachable';
  /** Seconds the oldest job ready to run has been waiting; null when none waits or the queue is off. */
  oldestWaitingSeconds: number | null;
};

export type JobQueueOptions = {
  /**
   * How often an idle worker asks for work while no notification wakes it. With LISTEN/NOTIFY (PGlite
   * in-process, a PostgreSQL server on a dedicated connection) a sent job starts at once anyway.
   */
  pollingIntervalSeconds?: number;
  /** First delay before a failed job runs again; it doubles with each attempt. */
  retryDelaySeconds?: number;
};

export type JobQueue = {
  /**
   * Declares a job before `start`; `schedule` is a cron expression in Kuala Lumpur time. A job that
   * must outlast a long outage (mail to thousands) may ask for more attempts than `jobRetryLimit`
   * and a ceiling on the doubling delay between them (`retryDelayMaxSeconds`).
   */
  registerJob<T extends object>(
    name: string,
    handler: JobHandler<T>,
    schedule?: string,
    options?: JobRetryOptions,
  ): void;
  /**
   * Queues a job, or with a `singletonKey` on a `short` queue leaves it to the one of that key
   * still waiting (answers null); `startAfterSeconds` holds it that long, counted by the database's
   * clock.
   */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  start(log: JobLog): Promise<void>;
  stop(): Promise<void>;
  health(): Promise<QueueHealth>;
};

export type JobRetryOptions = {
  retryLimit?: number;
  retryDelayMaxSeconds?: number;
  /** `short`: at most one job per singleton key waits at a time, however many are sent (decision 114). */
  policy?: 'short';
};

export type SendOptions = { singletonKey?: string; startAfterSeconds?: number };

/** Attempts after the first one before a job is marked failed. */
export const jobRetryLimit = 3;
const timeZone = 'Asia/Kuala_Lumpur';
/** Jobs a worker takes at a time; a full batch makes it fetch again at once. */
const jobsPerFetch = 5;
/** How many of a queue's oldest waiting jobs the health check reads. */
const healthSampleSize = 20;

type Registration = {
  name: string;
  handler: JobHandler<object>;
  schedule?: string;
  retryLimit: number;
  retryDelayMax?: number;
  policy?: 'short';
};

/**
 * The PostgreSQL-backed job queue (pg-boss) on the app's database. Every API process runs one;
 * each job is claimed by exactly one of them (row locks), and a schedule sends one job per slot
 * however many processes watch it.
 */
export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions = {}): JobQueue {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 30;
  const retryDelay = options.retryDelaySeconds ?? 60;
  const registrations = new Map<string, Registration>();
  let boss: PgBoss | null = null;

  return {
    registerJob(name, handler, schedule, options) {
      if (boss) throw new Error(`Job ${name} was registered after the queue started`);
      if (registrations.has(name)) throw new Error(`Job ${name} is registered twice`);
      registrations.set(name, {
        name,
        handler: handler as JobHandler<object>,
        schedule,
        retryLimit: options?.retryLimit ?? jobRetryLimit,
        retryDelayMax: options?.retryDelayMaxSeconds,
        policy: options?.policy,
      });
    },

    async send(name, data = {}, { singletonKey, startAfterSeconds } = {}) {
      if (!boss) throw new Error('The job queue is not running');
      if (!registrations.has(name)) throw new Error(`Unknown job ${name}`);
      return boss.send(name, data, {
        ...(singletonKey === undefined ? {} : { singletonKey }),
        ...(startAfterSeconds === undefined ? {} : { startAfter: startAfterSeconds }),
      });
    },

    async start(log) {
      if (boss) return;
      const instance = new PgBoss({
        ...queueDatabaseOptions(database),
        instanceName: 'cic-api',
        useListenNotify: true,
        // Schedules are by the minute and no job depends on another: fewer wake-ups keep an idle
        // embedded server nearly idle.
        cronWorkerIntervalSeconds: 30,
        flowIntervalSeconds: 60,
      });
      instance.on('error', (error) => log.error({ err: error }, 'Job queue error'));
      instance.on('warning', (warning) => log.warn({ warning }, 'Job queue warning'));
      await instance.start();
      for (const { name, handler, schedule, retryLimit, retryDelayMax, policy } of registrations.values()) {
        const queueOptions = {
          retryLimit,
          retryDelay,
          ...(retryDelayMax === undefined ? {} : { retryDelayMax }),
          retryBackoff: true,
          notify: true,
        };
        // A queue's policy is fixed when it is created; the other options follow the code.
        await instance.createQueue(name, { ...queueOptions, ...(policy ? { policy } : {}) });
        await instance.updateQueue(name, queueOptions);
        if (schedule) await instance.schedule(name, schedule, {}, { tz: timeZone, missed: 'once' });
        else await instance.unschedule(name);
        await instance.work<object>(
          name,
          {
            pollingIntervalSeconds,
            notifyPollingIntervalSeconds: pollingIntervalSeconds,
            // A backlog (a morning's check-ins) drains at once: while a fetch comes back full the
            // worker fetches again without waiting for the poll. At one job a fetch pg-boss cannot
            // tell, and a backlog left after the wake-ups ran one job per poll (decision 048).
            batchSize: jobsPerFetch,
            burstWhenBatchFull: true,
            perJobResults: true,
          },
          async (jobs) => {
            const results: JobResult[] = [];
            // One after another: each job is settled on its own, retried on its own.
            for (const job of jobs) {
              try {
                const result = await handler(job.data);
                log.info({ job: name, result }, 'Job done');
                results.push({ id: job.id, status: 'completed', output: result });
              } catch (error) {
                log.error({ err: error, job: name, attempt: job.retryCount + 1 }, 'Job failed');
                results.push({ id: job.id, status: 'failed', output: { message: String(error) } });
              }
            }
            return results;
          },
        );
      }
      boss = instance;
      log.info({ jobs: [...registrations.keys()] }, 'Job queue running');
    },

    async stop() {
      const instance = boss;
      boss = null;
      await instance?.stop({ graceful: true, timeout: 10_000 });
    },

    async health() {
      if (!boss) return { status: 'off', oldestWaitingSeconds: null };
      try {
        const now = Date.now();
        let oldest: number | null = null;
        for (const name of registrations.keys()) {
          for (const job of await boss.findJobs(name, { queued: true, limit: healthSampleSize })) {
            const waiting = now - job.startAfter.getTime();
            if (waiting >= 0 && (oldest === null || waiting > oldest)) oldest = waiting;
          }
        }
        return {
          status: 'running',
          oldestWaitingSeconds: oldest === null ? null : Math.floor(oldest / 1000),
        };
      } catch {
        return { status: 'unreachable', oldestWaitingSeconds: null };
      }
    },
  };
}
