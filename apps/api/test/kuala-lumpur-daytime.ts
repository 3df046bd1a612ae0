const hour = 3_600_000;
const day = 24 * hour;
const kualaLumpurUtcOffset = 8 * hour;

/**
 * How far to move a test's clock forward so it reads between `fromHour` and `toHour` in Kuala Lumpur.
 * Tests that write shifts hours back, or step minutes ahead, must stay on one KL day whenever CI
 * runs: at 00:57 KL a shift from three hours back falls on yesterday.
 */
export function kualaLumpurDaytimeOffset(realNow = Date.now(), fromHour = 6.5, toHour = 22): number {
  const intoDay = (((realNow + kualaLumpurUtcOffset) % day) + day) % day;
  if (intoDay >= fromHour * hour && intoDay <= toHour * hour) return 0;
  return intoDay < fromHour * hour ? fromHour * hour - intoDay : day - intoDay + fromHour * hour;
}
