/** A clock a second later at each reading from `start`, so rows written one after another keep their order. */
export function tickingClock(start: Date): () => Date {
  let now = start;
  return () => {
    now = new Date(now.getTime() + 1000);
    return now;
  };
}
