import { kualaLumpurDay, ratioAlertNotice } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { deliver, withStaffDevices } from '../notifications';
import { alertMinutesOf, type RatioAlertData, ratioAlertJob } from './alert-queue';
import { createRatiosRepository } from './repository';

type Deps = Pick<AppContext, 'db' | 'mailer' | 'push' | 'clock' | 'jobs'> & { config: { publicUrl: string } };

/**
 * Runs when an episode has lasted the set minutes (decision 131): if the centre is still out of
 * ratio in that same episode and nobody was told of it yet, the heads of centre and the staff
 * clocked in there get a push, once per episode (dedupe keys `ratio:<centre>:<since>`; the episode
 * is marked told after every push went). An episode that ended, or a later one, sends nothing; a
 * job that runs early (the minutes were raised since) waits again for the rest.
 */
export function ratioAlertHandler(deps: Deps) {
  const repository = createRatiosRepository(deps.db);
  const link = `${deps.config.publicUrl}/app/teacher/checkin`;

  return async ({ centreId, day, since }: RatioAlertData) => {
    const state = await repository.alertState(centreId, day);
    const outSince = state?.outSince;
    if (!state || !outSince || outSince.toISOString() !== since) return { alerted: false, episode: 'ended' };
    if (state.alertedSince?.toISOString() === since) return { alerted: false, episode: 'told' };
    const now = deps.clock();
    if (kualaLumpurDay(now) !== day) return { alerted: false, episode: 'past day' };
    const due = outSince.getTime() + (await alertMinutesOf(deps)) * 60_000;
    if (now.getTime() < due) {
      const data: RatioAlertData = { centreId, day, since };
      await deps.jobs.send(ratioAlertJob, data, {
        startAfterSeconds: Math.ceil((due - now.getTime()) / 1000),
      });
      return { alerted: false, episode: 'waiting' };
    }
    const people = await repository.peopleToTell(centreId, day);
    // Told by push only: an alert is for the floor now, not an e-mail read tonight.
    const recipients = await withStaffDevices(
      deps.db,
      people.map((person) => ({ ...person, email: null })),
    );
    const event = `ratio:${centreId}:${since}`;
    await deliver(deps, event, recipients, (language) => ({
      ...ratioAlertNotice(
        {
          centreName: state.centreName,
          staffPresent: state.staffPresent,
          staffNeeded: state.staffNeeded,
          since: outSince,
          link,
        },
        language,
      ),
      tag: event,
    }));
    await repository.markAlerted(centreId, day, outSince);
    return { alerted: true, people: people.length };
  };
}
