import { addCalendarDays, kualaLumpurDay } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { queueReminderNotices } from '../invoice-documents';
import { createBillingRunRepository } from './run-repository';

/** Every day at 09:00 Kuala Lumpur time: invoices owed get their reminders (the settings' days). */
export const billingReminderJob = 'billing-reminders';
export const billingReminderSchedule = '0 9 * * *';

/**
 * The day's reminders: for each of the settings' days (−3, 0, 7 by default), the issued and
 * part-paid invoices of families due that many days from today get a reminder row (once per
 * invoice and day, the unique index deciding), then its notice is queued; the notice's job checks
 * the invoice is still owed when it runs.
 */
export function billingReminderHandler(ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>) {
  return async () => {
    const today = kualaLumpurDay(ctx.clock());
    const repository = createBillingRunRepository(ctx.db);
    const { reminderDays } = await repository.settings();
    let noticesNotQueued = 0;
    const log = { error: () => void noticesNotQueued++ };
    const counts: Record<number, number> = {};
    for (const offsetDays of reminderDays) {
      const due = addCalendarDays(today, -offsetDays);
      const ids = await repository.writeReminders(offsetDays, today, due);
      counts[offsetDays] = ids.length;
      await queueReminderNotices(ctx.jobs, log, ids, offsetDays);
    }
    return { today, reminders: counts, noticesNotQueued };
  };
}
