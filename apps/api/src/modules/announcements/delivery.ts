import { announcementNotice, kualaLumpurDay, type Language } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { type FollowUpJobs, type FollowUpLog, queueFollowUp } from '../../shared/queue-follow-up';
import { deliver, recipientsOfParents } from '../notifications';
import { createAnnouncementsRepository } from './repository';

/** Lists a just-published announcement's parents and queues their batches. */
export const announcementDeliveryJob = 'announcement-delivery';
export type AnnouncementDeliveryData = { announcementId: string };

/** Tells one batch of an announcement's parents, by e-mail and push. */
export const announcementBatchJob = 'announcement-batch';
export type AnnouncementBatchData = { announcementId: string; batch: number };

/** Every minute: publishes the scheduled ones that are due and restarts a delivery whose job was lost. */
export const announcementPublicationJob = 'announcement-publication';
export const announcementPublicationSchedule = '* * * * *';

/** Parents per batch job: a few seconds of mail each, retried on its own. */
export const parentsPerBatch = 200;
/**
 * Attempts after the first for a batch, and the longest wait between two: back-off doubles from a
 * minute to an hour, then stays there, so a mail server may be away for about a day (7 doubling
 * waits of about 2 hours together, then 25 hourly ones) before a batch gives up. The dedupe keys
 * keep retries from repeating what was sent.
 */
export const batchRetry = { retryLimit: 32, retryDelayMaxSeconds: 3600 };
/**
 * Parents of a batch told at once: each mail waits on the network far more than on the CPU (25
 * doubled the bench's rate over 10, about 210 a second on PostgreSQL at 50 centres).
 */
const parentsAtOnce = 25;
/** A delivery not queued this long after publication lost its follow-up job. */
const lostDeliveryMs = 2 * 60 * 1000;

type Deps = Pick<AppContext, 'db' | 'mailer' | 'push' | 'config' | 'clock'> & { jobs: FollowUpJobs };

/** Queues the start of a delivery, after the publishing transaction commits; the minute sweep covers a lost one. */
export function queueAnnouncementDelivery(jobs: FollowUpJobs, log: FollowUpLog, announcementId: string) {
  const data: AnnouncementDeliveryData = { announcementId };
  return queueFollowUp(jobs, log, announcementDeliveryJob, data, 'the announcement delivery');
}

/** The announcement's page in the parent's app. */
export const announcementLink = (publicUrl: string, announcementId: string) =>
  `${publicUrl}/parent/announcements/${encodeURIComponent(announcementId)}`;

export function createAnnouncementDelivery(deps: Deps) {
  const repository = createAnnouncementsRepository(deps.db);

  /**
   * Lists the audience's parents (set-based, once each) and sends one job per batch. Run again it
   * lists no one twice and queues the batches again, whose dedupe keys send nothing twice.
   */
  async function start(announcementId: string) {
    const row = await repository.row(announcementId, { centreId: null });
    if (row?.status !== 'PUBLISHED') return { batches: 0 };
    const batches = await repository.listRecipients(
      announcementId,
      kualaLumpurDay(deps.clock()),
      parentsPerBatch,
    );
    for (const batch of batches) {
      const data: AnnouncementBatchData = { announcementId, batch };
      await deps.jobs.send(announcementBatchJob, data);
    }
    await repository.markDeliveryQueued(announcementId, deps.clock());
    return { batches: batches.length };
  }

  return {
    start,

    /** One e-mail (unless the parent turned them off) and one push per device, each parent in their language. */
    async sendBatch({ announcementId, batch }: AnnouncementBatchData) {
      const row = await repository.row(announcementId, { centreId: null });
      const today = kualaLumpurDay(deps.clock());
      // Archived or ended before its turn came: the rest are not told.
      if (row?.status !== 'PUBLISHED' || (row.endDate !== null && row.endDate < today)) return { sent: 0 };
      const parents = await recipientsOfParents(
        deps.db,
        await repository.batchParentIds(announcementId, batch),
      );
      const recipients = parents.map(({ announcementEmails, ...recipient }) => ({
        ...recipient,
        checkInEmails: announcementEmails,
      }));
      const link = announcementLink(deps.config.publicUrl, announcementId);
      const words = (language: Language) => ({
        ...announcementNotice(
          { title: row.title, body: row.body, centreName: row.centreName, link },
          language,
        ),
        tag: `announcement:${announcementId}`,
      });
      return deliver(deps, `announcement:${announcementId}`, recipients, words, {
        concurrency: parentsAtOnce,
      });
    },

    /** Publishes what is due at its own time, then starts its delivery and any lost one. */
    async publishDue() {
      const now = deps.clock();
      const published = await repository.publishDue(now);
      const lost = await repository.undelivered(new Date(now.getTime() - lostDeliveryMs));
      const due = [...new Set([...published, ...lost])];
      let batches = 0;
      for (const id of due) batches += (await start(id)).batches;
      return { published: published.length, restarted: due.length - published.length, batches };
    },
  };
}

/**
 * Registers the delivery's jobs (issue 30): publication when due, listing the parents, telling
 * each batch. Here beside their names, schedule and retries, so the module exports no list of them.
 */
export function registerAnnouncementJobs(queue: AppContext['jobs'], ctx: Omit<Deps, 'jobs'>) {
  const delivery = createAnnouncementDelivery({ ...ctx, jobs: queue });
  queue.registerJob(announcementPublicationJob, () => delivery.publishDue(), announcementPublicationSchedule);
  queue.registerJob<AnnouncementDeliveryData>(announcementDeliveryJob, ({ announcementId }) =>
    delivery.start(announcementId),
  );
  queue.registerJob<AnnouncementBatchData>(
    announcementBatchJob,
    (data) => delivery.sendBatch(data),
    undefined,
    batchRetry,
  );
}
