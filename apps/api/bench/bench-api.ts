import { startHaproxy } from '../test/scale-out/haproxy';
import { bundleBenchApiProcess, startApiProcess } from './api-process';
import { type CpuMeter, processMeter } from './cpu-meters';
import type { ProcessMemory } from './process-memory';

/** The API the HTTP measures call on PostgreSQL, and the meters of its processes' CPU. */
export type BenchApi = {
  /** Where the measures send their calls: the one process, or HAProxy in front of several. */
  origin: string;
  /** With several processes, the first one's own address (the one-process side of the comparison). */
  direct?: string;
  meters: CpuMeter[];
  /** The (first) API process's memory after a full collection. */
  memory(): Promise<ProcessMemory>;
  stop(): Promise<void>;
};

/**
 * `BENCH_PROCESSES` API processes (1 unless told): one is called directly, as before; several get
 * HAProxy in front, configured as the two-process test's (decision 077). They share the one
 * DATA_DIR in `env` (local files: they run on one machine), so each process's work is the same as
 * a lone process's and the figures compare like with like.
 */
export async function startBenchApi(env: Record<string, string>, processes: number): Promise<BenchApi> {
  const started: Awaited<ReturnType<typeof startApiProcess>>[] = [];
  const stopProcesses = () => Promise.all(started.map((process) => process.stop()));
  try {
    bundleBenchApiProcess();
    for (let index = 0; index < processes; index += 1) started.push(await startApiProcess(env));
  } catch (error) {
    await stopProcesses();
    throw error;
  }
  const [first] = started;
  if (!first) throw new Error('BENCH_PROCESSES must be at least 1');
  const apiMeters = started.flatMap((process, index) =>
    process.pid ? [processMeter(processes > 1 ? `API ${index + 1}` : 'API', process.pid)] : [],
  );
  if (processes === 1)
    return {
      origin: first.origin,
      meters: apiMeters,
      memory: () => first.memory(),
      stop: async () => void (await stopProcesses()),
    };
  const proxy = await startHaproxy(started.map((process) => process.origin)).catch(async (error: unknown) => {
    await stopProcesses();
    throw error;
  });
  return {
    origin: proxy.origin,
    direct: first.origin,
    meters: [...apiMeters, processMeter('HAProxy', proxy.pid)],
    memory: () => first.memory(),
    async stop() {
      await proxy.stop();
      await stopProcesses();
    },
  };
}
