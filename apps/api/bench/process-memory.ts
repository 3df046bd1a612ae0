import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** A process's memory as Node reports it, in bytes. */
export type ProcessMemory = { rss: number; heapUsed: number; heapTotal: number; external: number };

let collect: (() => void) | undefined;

/**
 * This process's memory after a full garbage collection, so the heap holds what is kept (open
 * streams, caches) rather than garbage not yet collected. The collector is exposed when first
 * asked, not by a start flag: the API process runs with the flags every API process runs with.
 */
export function collectedMemory(): ProcessMemory {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, external };
}
