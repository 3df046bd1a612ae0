import type { CheckInHistory, PageMeta } from '@cic/contract';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { createChildCheckInsRepository } from './repository';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createChildCheckInsService(db: Db, storage: Storage) {
  const repository = createChildCheckInsRepository(db);

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
      if (!uuidPattern.test(childId) || !(await repository.isParentsChild(parentId, childId))) {
        throw new AppError('NOT_FOUND', 'Child not found.');
      }
      const [total, records] = await Promise.all([
        repository.countDays(childId),
        repository.recordsOfDays(childId, limit, (page - 1) * limit),
      ]);
      const entries = await Promise.all(
        records.map(async (record) => ({
          day: record.localDate,
          entry: {
            id: record.id,
            status: record.status,
            imgUrl: await storage.signedUrl(record.photoKey),
            thumbnailUrl: await storage.signedUrl(record.thumbnailKey),
            time: record.recordedAt.toISOString(),
            temperature: record.temperature,
            note: record.note,
            recordedBy: record.recordedBy,
          },
        })),
      );
      const data: CheckInHistory = {};
      for (const { day, entry } of entries) {
        data[day] = { ...data[day], [entry.status]: entry };
      }
      return { data, meta: { page, limit, total } };
    },
  };
}
