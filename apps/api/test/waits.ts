/** Waits for what a queued job does, polling every 100 ms; fails after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Lets queued jobs that would wrongly send more run before a test counts what arrived. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
