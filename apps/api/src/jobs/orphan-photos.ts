import type { Storage } from '../adapters/storage';
import type { PurgeRepository } from './purge-repository';

/** Keys checked against the database per query. */
const batchSize = 500;

/**
 * Deletes the photos under `folders` written before `before` that no row names (a crash between
 * storing a photo and writing its row, or a row deleted without its files). Returns how many went.
 */
export async function deleteOrphanPhotos(
  storage: Storage,
  repository: PurgeRepository,
  folders: readonly string[],
  before: Date,
): Promise<number> {
  let deleted = 0;
  const deleteUnreferenced = async (keys: string[]) => {
    const referenced = await repository.referencedPhotoKeys(keys);
    for (const key of keys) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      deleted += 1;
    }
  };
  for (const folder of folders) {
    let batch: string[] = [];
    for await (const file of storage.list(folder)) {
      if (file.modifiedAt >= before) continue;
      batch.push(file.key);
      if (batch.length === batchSize) {
        await deleteUnreferenced(batch);
        batch = [];
      }
    }
    await deleteUnreferenced(batch);
  }
  return deleted;
}
