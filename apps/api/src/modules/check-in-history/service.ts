import type { CheckInHistory, PageMeta } from '@cic/contract';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { createCheckInHistoryRepository } from './repository';

export type HistoryPaging = { page: number; limit: number };

/**
 * A child's arrivals and departures keyed by Kuala Lumpur day (`yyyy-MM-dd`), newest day first,
 * with signed photo and thumbnail URLs (none for a check-out recorded afterwards); `page` and `limit` count days and `meta.total` is the
 * number of days with any record. The same answer for parents and teachers: callers check that
 * the child is theirs (else 404) before asking.
 */
export async function getCheckInHistory(
  db: Db,
  storage: Storage,
  childId: string,
  { page, limit }: HistoryPaging,
): Promise<{ data: CheckInHistory; meta: PageMeta }> {
  const repository = createCheckInHistoryRepository(db);
  const [total, records] = await Promise.all([
    repository.countDays(childId),
    repository.recordsOfDays(childId, limit, (page - 1) * limit),
  ]);
  const entries = await Promise.all(
    records.map(async (record) => {
      // A check-out recorded afterwards has no photo (decision 095).
      const [imgUrl, thumbnailUrl] = await Promise.all(
        [record.photoKey, record.thumbnailKey].map((key) => (key ? storage.signedUrl(key) : null)),
      );
      return {
        day: record.localDate,
        entry: {
          id: record.id,
          status: record.status,
          imgUrl: imgUrl ?? null,
          thumbnailUrl: thumbnailUrl ?? null,
          time: record.recordedAt.toISOString(),
          temperature: record.temperature,
          note: record.note,
          recordedBy: record.recordedBy,
          fever: record.fever,
          collectedBy:
            record.collectedByKind && record.collectedByName
              ? {
                  kind: record.collectedByKind,
                  name: record.collectedByName,
                  relationship: record.collectedByRelationship,
                }
              : null,
          recordedAfterwards: record.recordedAfterwards,
        },
      };
    }),
  );
  // Days arrive newest first; object keys that are not integers keep their insertion order in JSON.
  const data: CheckInHistory = {};
  for (const { day, entry } of entries) {
    data[day] = { ...data[day], [entry.status]: entry };
  }
  return { data, meta: { page, limit, total } };
}
