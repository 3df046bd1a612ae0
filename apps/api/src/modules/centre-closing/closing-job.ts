import { closingNotice, kualaLumpurClockTime, kualaLumpurDay, type Language } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { eachDespiteFailures } from '../../shared/each-despite-failures';
import { deliver, withStaffDevices } from '../notifications';
import { flagShiftsOpenAtClosing } from '../staff-attendance';
import { createCentreClosingRepository } from './repository';

export const centreClosingJob = 'centre-closing-check';
/**
 * Every five minutes (Kuala Lumpur cron): a centre's staff hear within five minutes of its closing
 * time, whatever time each centre closes at.
 */
export const centreClosingSchedule = '*/5 * * * *';

type Deps = Pick<AppContext, 'db' | 'mailer' | 'push' | 'clock'> & { config: { publicUrl: string } };

/**
 * Tells each centre whose closing time has passed today, once, who is still checked in: the heads
 * of centre hear of every child, each teacher of the children they checked in, one message per
 * person under `closing:<centre>:<day>` dedupe keys. A centre is marked told only when every
 * message went out, so a failed one is retried by the job's retries and by the next runs, and
 * the keys keep anyone from hearing twice.
 */
export function centreClosingHandler(deps: Deps) {
  const repository = createCentreClosingRepository(deps.db);
  const link = `${deps.config.publicUrl}/app/teacher/checkin`;

  async function tellCentre(centre: { id: string; name: string; closingTime: string }, today: string) {
    const children = await repository.stillCheckedIn(centre.id, today);
    if (children.length > 0) {
      const recorders = [...new Set(children.map((child) => child.recordedById))];
      const staff = await withStaffDevices(deps.db, await repository.staffToTell(centre.id, recorders));
      const event = `closing:${centre.id}:${today}`;
      await eachDespiteFailures(staff, ({ isHead, ...recipient }) => {
        const names = children
          .filter((child) => isHead || child.recordedById === recipient.managerId)
          .map((child) => child.name);
        const notice = (language: Language) => ({
          ...closingNotice(
            { centreName: centre.name, childNames: names, closingTime: centre.closingTime, day: today, link },
            language,
          ),
          tag: event,
        });
        return deliver(deps, event, [recipient], notice);
      });
    }
    // A shift still open at closing is flagged for the head of centre, as a child still checked in is told.
    await flagShiftsOpenAtClosing(deps, centre.id, today);
    await repository.markChecked(centre.id, today);
  }

  return async () => {
    const now = deps.clock();
    const today = kualaLumpurDay(now);
    const due = await repository.dueCentres(today, kualaLumpurClockTime(now));
    await eachDespiteFailures(due, (centre) => tellCentre(centre, today));
    return { centres: due.length };
  };
}
