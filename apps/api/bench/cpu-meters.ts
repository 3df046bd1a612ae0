import { readFileSync } from 'node:fs';

/** CPU time spent so far by something the bench can watch, in ms; undefined where it cannot be read. */
export type CpuMeter = { name: string; busyMs: () => number | undefined };

/** `/proc` counts in USER_HZ ticks: 100 a second on Linux. */
const ticksToMs = (ticks: number) => (ticks * 1000) / 100;

function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, 'latin1');
  } catch {
    return undefined;
  }
}

/** The whole machine's busy time (`/proc/stat`: every process, PostgreSQL's too). */
export const machineMeter: CpuMeter = {
  name: 'machine',
  busyMs() {
    const line = readProc('/proc/stat')?.split('\n', 1)[0];
    if (!line) return undefined;
    const [user, nice, system, _idle, _iowait, irq, softirq, steal] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return ticksToMs([user, nice, system, irq, softirq, steal].reduce<number>((sum, v) => sum + (v ?? 0), 0));
  },
};

/** This process, every thread (libvips' and libuv's too). */
export const thisProcessMeter = (name: string): CpuMeter => ({
  name,
  busyMs() {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  },
});

/** Another process by its id (`/proc/<pid>/stat` utime and stime, every thread). */
export const processMeter = (name: string, pid: number): CpuMeter => ({
  name,
  busyMs() {
    const stat = readProc(`/proc/${pid}/stat`);
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (!fields) return undefined;
    return ticksToMs(Number(fields[11]) + Number(fields[12]));
  },
});
