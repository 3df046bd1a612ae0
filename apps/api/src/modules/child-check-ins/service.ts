import type { CheckInHistory, PageMeta } from '@cic/contract';
import { message } from '@cic/contract';
import type { AppContext } from '../../app-context';
import { isParentsChild } from '../../db/family-children';
import { AppError } from '../../http/app-error';
import { getCheckInHistory } from '../check-in-history';

export function createChildCheckInsService({ db, storage }: Pick<AppContext, 'db' | 'storage'>) {
  return {
    /**
     * A child's arrivals and departures keyed by Kuala Lumpur day, newest day first; `page` and
     * `limit` count days. A child outside the parent's families is "not found", never "forbidden".
     */
    async historyForParent(
      parentId: string,
      childId: string,
      page: number,
      limit: number,
    ): Promise<{ data: CheckInHistory; meta: PageMeta }> {
      if (!(await isParentsChild(db, parentId, childId))) {
        throw new AppError('NOT_FOUND', message('pickup.childNotFound'));
      }
      return getCheckInHistory(db, storage, childId, { page, limit });
    },
  };
}
