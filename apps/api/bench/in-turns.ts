/** Sessions issued at once: each is one insert. */
const issuing = 10;

/** `work` for each item, `issuing` at a time, the answers in the items' order. */
export async function inTurns<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const done: R[] = [];
  for (let index = 0; index < items.length; index += issuing) {
    done.push(...(await Promise.all(items.slice(index, index + issuing).map(work))));
  }
  return done;
}
