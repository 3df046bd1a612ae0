import { kualaLumpurDay } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { createCentreDayListRepository } from './centre-day-list-repository';

/**
 * Makes every centre's kept counts for the new Kuala Lumpur day just after midnight (decision
 * 043), so the first admin to open the list in the morning does not wait for a national recount.
 * The list still fills a day it finds missing (a new centre, a day the job did not run).
 */
export const centreDayFillJob = 'fill-centre-day-counts';
export const centreDayFillSchedule = '1 0 * * *';

export function centreDayFillHandler(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const list = createCentreDayListRepository(ctx.db);
  return async () => {
    const day = kualaLumpurDay(ctx.clock());
    await list.fillDay(day);
    return { day };
  };
}
