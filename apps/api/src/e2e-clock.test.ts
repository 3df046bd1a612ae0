import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { e2eClock } from './e2e-clock';

const day = 24 * 60 * 60 * 1000;

describe('the browser tests clock', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-clock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'clock.json');

  it('runs on real time until a spec writes an offset, and follows each new offset', () => {
    const clock = e2eClock(file);
    expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1000);
    writeFileSync(file, JSON.stringify({ offsetMs: day }));
    expect(clock().getTime() - Date.now()).toBeGreaterThan(day - 1000);
    writeFileSync(file, JSON.stringify({ offsetMs: 0 }));
    // Another write within the same millisecond would keep the old modification time.
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('is refused outside a test run', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', E2E_CLOCK_FILE: file })).toThrow(/browser tests only/);
    expect(loadConfig({ NODE_ENV: 'test', E2E_CLOCK_FILE: file, DATA_DIR: dir }).e2eClockFile).toBe(file);
  });
});
