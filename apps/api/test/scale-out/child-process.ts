import type { ChildProcess } from 'node:child_process';

/** The last lines a child printed, kept to explain a start that failed. */
export function keepOutput(child: ChildProcess, lines = 40) {
  const kept: string[] = [];
  const keep = (chunk: Buffer) => {
    kept.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    kept.splice(0, Math.max(0, kept.length - lines));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => kept.join('\n');
}

/** Resolves when the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Asks the child to stop (SIGTERM: the server closes its connections), killing it if it has not within `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 10_000) {
  const gone = exited(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
}
