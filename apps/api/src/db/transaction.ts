import type { Db } from './client';

/**
 * Runs `work` in one transaction with a repository bound to it; `tx` is there for work that opens
 * a savepoint of its own.
 */
export function inTransaction<Repository, Result>(
  db: Db,
  createRepository: (db: Db) => Repository,
  work: (repository: Repository, tx: Db) => Promise<Result>,
): Promise<Result> {
  return db.transaction((transaction) => {
    const tx = transaction as unknown as Db;
    return work(createRepository(tx), tx);
  });
}
