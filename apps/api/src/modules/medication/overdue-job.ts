import { doseOverdueNotice, kualaLumpurDay } from '@cic/contract';
import type { AppContext } from '../../app-context';
import type { JobQueue } from '../../jobs/queue';
import { eachDespiteFailures } from '../../shared/each-despite-failures';
import { deliver, withStaffDevices } from '../notifications';
import { createDoseRepository } from './dose-repository';
import { createMedicationRepository } from './repository';
import { slotOverdueAt } from './views';

/** One job per clock time of a day: it checks the dose at its time + 30 minutes (decision 126). */
export const doseOverdueJob = 'medication-dose-overdue';
export type DoseOverdueData = { authorisationId: string; day: string; slot: string };
/** Every night at 00:05 (Kuala Lumpur): the day's checks for every accepted authorisation. */
export const doseChecksJob = 'medication-dose-checks';
export const doseChecksSchedule = '5 0 * * *';

type QueueDeps = { jobs: Pick<JobQueue, 'send'>; clock: () => Date };

/** Queues the checks of the day's clock times still to come, each held until its time + 30 minutes. */
export async function queueOverdueChecks(
  deps: QueueDeps,
  authorisation: { id: string; timesOfDay: readonly string[] },
  day: string,
) {
  const now = deps.clock().getTime();
  for (const slot of authorisation.timesOfDay) {
    const at = slotOverdueAt(day, slot).getTime();
    if (at < now) continue;
    const data: DoseOverdueData = { authorisationId: authorisation.id, day, slot };
    await deps.jobs.send(doseOverdueJob, data, {
      singletonKey: `${authorisation.id}:${day}:${slot}`,
      startAfterSeconds: Math.ceil((at - now) / 1000),
    });
  }
}

/** The nightly job: today's checks for each accepted authorisation with clock times. */
export function doseChecksHandler(deps: Pick<AppContext, 'db' | 'jobs' | 'clock'>) {
  return async () => {
    const day = kualaLumpurDay(deps.clock());
    const scheduled = await createMedicationRepository(deps.db).scheduledOn(day);
    await eachDespiteFailures(scheduled, (authorisation) => queueOverdueChecks(deps, authorisation, day));
    return { authorisations: scheduled.length };
  };
}

type AlertDeps = Pick<AppContext, 'db' | 'mailer' | 'push'> & { config: { publicUrl: string } };

/**
 * Alerts the centre's heads of centre, by push and e-mail, of a dose still not recorded 30 minutes
 * after its time; nothing when it is recorded, or the authorisation no longer holds that day.
 * Under `medication-overdue:<authorisation>:<day>:<slot>` dedupe keys: a retry alerts nobody twice.
 */
export function doseOverdueHandler(deps: AlertDeps) {
  const link = `${deps.config.publicUrl}/app/teacher/checkin`;
  return async ({ authorisationId, day, slot }: DoseOverdueData) => {
    const repository = createMedicationRepository(deps.db);
    const view = await repository.view(authorisationId);
    const row = view?.row;
    if (!view || !row || row.status !== 'ACCEPTED' || day < row.fromDate || day > row.toDate) {
      return { alerted: false };
    }
    if (!row.timesOfDay.includes(slot)) return { alerted: false };
    if (await createDoseRepository(deps.db).slotRecorded(authorisationId, day, slot))
      return { alerted: false };
    const heads = await repository.headsOfCentre(row.centreId);
    const recipients = await withStaffDevices(
      deps.db,
      heads.map((head) => ({ ...head, language: head.language ?? 'en' })),
    );
    const event = `medication-overdue:${authorisationId}:${day}:${slot}`;
    const input = {
      childName: view.childName,
      medicineName: row.medicineName,
      dose: row.dose,
      slot,
      day,
      link,
    };
    await deliver(deps, event, recipients, (language) => ({
      ...doseOverdueNotice(input, language),
      tag: event,
    }));
    return { alerted: true, heads: recipients.length };
  };
}
