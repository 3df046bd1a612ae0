/**
 * Runs `work` on every item in turn, the rest still after one fails, then throws the first
 * failure, so a job run is retried for what failed while the others are done.
 */
export async function eachDespiteFailures<T>(items: Iterable<T>, work: (item: T) => Promise<unknown>) {
  let failed: unknown;
  for (const item of items) {
    try {
      await work(item);
    } catch (error) {
      failed ??= error;
    }
  }
  if (failed) throw failed;
}
