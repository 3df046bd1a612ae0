/** Long enough to serve a morning's repeated refreshes, short enough that a kept list's signed photo links stay valid. */
const keepMs = 60_000;
const maxCentres = 5_000;

/**
 * A process's copy of each centre's student list, served again while the centre's stamp in the
 * database is unchanged (decision 051). The stamp is read before the list is built, so a list kept
 * under a stamp is never older than that stamp: a change committed by any process shows on the
 * very next request. `day` keeps ages right across midnight.
 */
export function createStudentListCache<List>(
  readStamp: (centreId: string) => Promise<number | null>,
  now: () => number = Date.now,
) {
  const lists = new Map<string, { stamp: number | null; day: string; list: List; until: number }>();
  return {
    async list(centreId: string, day: string, build: () => Promise<List>): Promise<List> {
      const stamp = await readStamp(centreId);
      const kept = lists.get(centreId);
      if (kept && kept.stamp === stamp && kept.day === day && kept.until > now()) return kept.list;
      const list = await build();
      if (lists.size >= maxCentres) lists.clear();
      lists.set(centreId, { stamp, day, list, until: now() + keepMs });
      return list;
    },
  };
}
