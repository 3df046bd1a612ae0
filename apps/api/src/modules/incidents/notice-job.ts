import {
  type IncidentFields,
  incidentLink,
  incidentNotice,
  kualaLumpurDay,
  startOfKualaLumpurDay,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { eachDespiteFailures } from '../../shared/each-despite-failures';
import { type FollowUpJobs, type FollowUpLog, queueFollowUp } from '../../shared/queue-follow-up';
import { deliver, recipientsOfFamilies } from '../notifications';
import { createIncidentReadRepository, type IncidentReportRow } from './read-repository';

/** One job per report filed: its parents are told at once (decision 124). */
export const incidentNoticeJob = 'incident-notice';
type IncidentNoticeData = { incidentId: string };

/** Each morning at 08:00 Kuala Lumpur: the reports no parent has acknowledged yet. */
export const incidentReminderJob = 'incident-reminders';
export const incidentReminderSchedule = '0 8 * * *';
/** A report is reminded for two weeks after it was filed; the head of centre's list keeps it after that. */
export const incidentReminderDays = 14;
const reminderBatch = 200;

type Deps = Pick<AppContext, 'db' | 'mailer' | 'push' | 'clock'> & { config: { publicUrl: string } };

export function queueIncidentNotice(jobs: FollowUpJobs, log: FollowUpLog, incidentId: string) {
  const data: IncidentNoticeData = { incidentId };
  return queueFollowUp(jobs, log, incidentNoticeJob, data, 'the incident notice');
}

/**
 * Tells every parent of the report's child by push and by e-mail, in each one's language, under
 * one dedupe key per person and occasion. Safety news is not a setting: the e-mail goes whatever
 * the parent's check-in e-mail switch says.
 */
async function tellParents(
  deps: Deps,
  row: IncidentReportRow,
  event: string,
  occasion: 'filed' | 'reminder',
) {
  if (!row.familyId) return;
  const parents = await recipientsOfFamilies(deps.db, [row.familyId]);
  const report = row.details as IncidentFields;
  const input = {
    childName: row.childName,
    centreName: row.centreName,
    kind: row.kind,
    occurredAt: report.occurredAt,
    place: report.place,
    link: incidentLink(deps.config.publicUrl, row.id),
  };
  await deliver(
    deps,
    event,
    parents.map((parent) => ({ ...parent, checkInEmails: true })),
    (language) => ({ ...incidentNotice(input, occasion, language), tag: `incident:${row.id}` }),
  );
}

export function incidentNoticeHandler(deps: Deps) {
  const reads = createIncidentReadRepository(deps.db);
  return async ({ incidentId }: IncidentNoticeData) => {
    const row = await reads.report(incidentId);
    if (!row) return { told: 0 };
    await tellParents(deps, row, `incident:${row.id}:filed`, 'filed');
    return { told: 1 };
  };
}

/**
 * The daily reminder: each report filed before today (its parents were told when it was filed) in
 * the last two weeks that no parent has acknowledged, once a day (`incident-reminder:<id>:<day>`).
 */
export function incidentReminderHandler(deps: Deps) {
  const reads = createIncidentReadRepository(deps.db);
  return async () => {
    const today = kualaLumpurDay(deps.clock());
    const startOfToday = startOfKualaLumpurDay(today);
    const criteria = {
      unacknowledged: true as const,
      filedBefore: startOfToday,
      filedSince: new Date(startOfToday.getTime() - incidentReminderDays * 24 * 60 * 60 * 1000),
    };
    let reminded = 0;
    for (let offset = 0; ; offset += reminderBatch) {
      const rows = await reads.reports(criteria, reminderBatch, offset);
      await eachDespiteFailures(rows, (row) =>
        tellParents(deps, row, `incident-reminder:${row.id}:${today}`, 'reminder'),
      );
      reminded += rows.length;
      if (rows.length < reminderBatch) return { reminded };
    }
  };
}
