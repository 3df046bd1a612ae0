import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { e2eClockFile } from './ports.mjs';

const dayMs = 24 * 60 * 60 * 1000;

/** Moves the server's clock `days` ahead of real time (decision 082); 0 puts it back. */
export function moveServerClock(days: number) {
  writeFileSync(e2eClockFile, JSON.stringify({ offsetMs: days * dayMs }));
}

/** The server's and this page's clocks `days` ahead, so both agree on which day it is. */
export async function moveClocksAhead(page: Page, days: number) {
  moveServerClock(days);
  await page.clock.install({ time: Date.now() + days * dayMs });
}
