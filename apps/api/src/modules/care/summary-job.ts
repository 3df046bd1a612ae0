import {
  type CareDetails,
  careDayLink,
  careSummaryNotice,
  kualaLumpurClockTime,
  kualaLumpurDay,
} from '@cic/contract';
import type { AppContext } from '../../app-context';
import { eachDespiteFailures } from '../../shared/each-despite-failures';
import { deliver, recipientsOfParents } from '../notifications';
import { createCareSummaryRepository } from './summary-repository';

export const careSummaryJob = 'care-day-summary';
/** Every five minutes (Kuala Lumpur cron): each centre's summaries go within five minutes of its closing time. */
export const careSummarySchedule = '*/5 * * * *';

type Deps = Pick<AppContext, 'db' | 'mailer' | 'push' | 'clock'> & { config: { publicUrl: string } };
type Row = Awaited<ReturnType<ReturnType<typeof createCareSummaryRepository>['entriesOfDay']>>[number];

/**
 * The end-of-day care summary (issue 44, decision 118): once a centre's closing time (18:30 unless
 * set) has passed, each parent who asked for it gets one push and/or e-mail per child with entries
 * that day, in their language, under `care-summary:<child>:<day>` dedupe keys. The centre is
 * marked done only when every message went out, so a failure is retried without doubling.
 */
export function careSummaryHandler(deps: Deps) {
  const repository = createCareSummaryRepository(deps.db);

  async function summariseChild(rows: Row[], centreName: string, day: string) {
    const [first] = rows;
    if (!first?.familyId) return;
    const subscribers = await repository.subscribersOf([first.familyId]);
    if (subscribers.length === 0) return;
    const people = await recipientsOfParents(
      deps.db,
      subscribers.map((row) => row.parentId),
    );
    const recipients = people.map((person) => {
      const choice = subscribers.find((row) => row.parentId === person.parentId);
      return {
        ...person,
        checkInEmails: choice?.email ?? false,
        devices: choice?.push ? person.devices : [],
      };
    });
    const input = {
      childName: first.childName,
      centreName,
      entries: rows.map((row) => ({ details: row.details as CareDetails, doneAt: row.doneAt })),
      link: careDayLink(deps.config.publicUrl, first.childId),
    };
    const event = `care-summary:${first.childId}:${day}`;
    await deliver(deps, event, recipients, (language) => ({
      ...careSummaryNotice(input, language),
      tag: event,
    }));
  }

  async function summariseCentre(centre: { id: string; name: string }, day: string) {
    const rows = await repository.entriesOfDay(centre.id, day);
    const byChild = new Map<string, Row[]>();
    for (const row of rows) byChild.set(row.childId, [...(byChild.get(row.childId) ?? []), row]);
    await eachDespiteFailures(byChild.values(), (childRows) => summariseChild(childRows, centre.name, day));
    await repository.markSent(centre.id, day);
  }

  return async () => {
    const now = deps.clock();
    const today = kualaLumpurDay(now);
    const due = await repository.dueCentres(today, kualaLumpurClockTime(now));
    await eachDespiteFailures(due, (centre) => summariseCentre(centre, today));
    return { centres: due.length };
  };
}
